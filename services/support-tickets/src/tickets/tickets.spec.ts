import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { TICKET_TRANSITIONS } from './ticket-status';

const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id subject description status priority startDate dueDate createdAt } }';
const UPDATE = 'mutation($id: ID!, $status: TicketStatus!) { updateTicketStatus(id: $id, status: $status) { id status } }';
const LIST = `query($subject: String, $createdAfter: String, $createdBefore: String) {
  tickets(subject: $subject, createdAfter: $createdAfter, createdBefore: $createdBefore) { totalCount edges { node { subject } } } }`;
const agent = adminIdentity(['support.tickets.list', 'support.tickets.create', 'support.tickets.update']);

describe('support tickets', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  const create = (input: Record<string, unknown>, identity = agent) => t.gql(CREATE, { input }, identity);
  const subjects = (res: any) => res.data.tickets.edges.map((e: any) => e.node.subject);

  it('creates a NEW ticket with NORMAL priority by default', async () => {
    const res = await create({ subject: '  Facture introuvable ', description: 'Commande C-12', startDate: '2024-03-01', dueDate: '2024-03-05' });
    expect(res.errors).toBeUndefined();
    expect(res.data.createTicket).toMatchObject({ subject: 'Facture introuvable', description: 'Commande C-12', status: 'NEW', priority: 'NORMAL', startDate: '2024-03-01', dueDate: '2024-03-05' });
  });

  it('rejects a missing subject and bad dates with per-field keys', async () => {
    const blank = await create({ subject: ' ' });
    expect(blank.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'REQUIRED' } });
    const dates = await create({ subject: 'Dates', startDate: '2024-02-30', dueDate: 'demain' });
    expect(dates.errors![0].extensions.fieldErrors).toEqual({ startDate: 'DATE_INVALID', dueDate: 'DATE_INVALID' });
    const order = await create({ subject: 'Dates', startDate: '2024-03-10', dueDate: '2024-03-09' });
    expect(order.errors![0].extensions.fieldErrors).toEqual({ dueDate: 'DUE_BEFORE_START' });
  });

  it('follows the lifecycle table and refuses other transitions', async () => {
    const { id } = (await create({ subject: 'Paiement refusé', priority: 'URGENT' })).data.createTicket;
    for (const status of ['IN_PROGRESS', 'RESOLVED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
      const res = await t.gql(UPDATE, { id, status }, agent);
      expect(res.errors).toBeUndefined();
      expect(res.data.updateTicketStatus.status).toBe(status);
    }
    const reopen = await t.gql(UPDATE, { id, status: 'IN_PROGRESS' }, agent);
    expect(reopen.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    const { id: fresh } = (await create({ subject: 'Doublon' })).data.createTicket;
    expect((await t.gql(UPDATE, { id: fresh, status: 'CLOSED' }, agent)).errors![0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    expect((await t.gql(UPDATE, { id: fresh, status: 'NEW' }, agent)).errors![0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    expect((await t.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', status: 'RESOLVED' }, agent)).errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('filters by subject and by creation day (Paris time, both bounds inclusive)', async () => {
    const ds = t.app.get(DataSource);
    for (const [subject, at] of [['Livraison mars', '2024-03-15T10:00:00Z'], ['Livraison 1er avril', '2024-03-31T22:30:00Z'], ['Avril', '2024-04-02T08:00:00Z']]) {
      const { id } = (await create({ subject })).data.createTicket;
      await ds.query('UPDATE ticket SET created_at = $1 WHERE id = $2', [at, id]);
    }
    // 2024-03-31T22:30Z is 00:30 on 1 April in Paris (summer time): a UTC reading would get both bounds wrong.
    expect(subjects(await t.gql(LIST, { createdAfter: '2024-03-15', createdBefore: '2024-03-31' }, agent))).toEqual(['Livraison mars']);
    expect(subjects(await t.gql(LIST, { createdAfter: '2024-04-01', createdBefore: '2024-04-01' }, agent))).toEqual(['Livraison 1er avril']);
    expect(subjects(await t.gql(LIST, { subject: 'LIVRAISON', createdBefore: '2024-03-20T00:00:00Z' }, agent))).toEqual(['Livraison mars']);
    const bad = await t.gql(LIST, { createdAfter: '15/03/2024' }, agent);
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { createdAfter: 'DATE_INVALID' } });
  });

  it('refuses staff without the permission (FORBIDDEN) and signed-out callers (UNAUTHENTICATED)', async () => {
    const readOnly = adminIdentity(['support.tickets.list']);
    expect((await create({ subject: 'x' }, readOnly)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000404', status: 'RESOLVED' }, readOnly)).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, adminIdentity(['support.tickets.create']))).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, customerIdentity())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(CREATE, { input: { subject: 'x' } })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('ticket status table', () => {
  it('has CLOSED and REJECTED as final states and never returns to NEW', () => {
    expect(TICKET_TRANSITIONS.CLOSED).toEqual([]);
    expect(TICKET_TRANSITIONS.REJECTED).toEqual([]);
    expect(Object.values(TICKET_TRANSITIONS).some((to) => to.includes('NEW'))).toBe(false);
  });
});
