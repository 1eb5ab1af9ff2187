import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { TRACKER_IDS } from '../migrations/1700000004200-trackers-journal-subtasks';

const CREATE = 'mutation($input: TicketInput!) { createTicket(input: $input) { id } }';
const UPDATE = 'mutation($id: ID!, $input: TicketUpdateInput!) { updateTicket(id: $id, input: $input) { id } }';
const DELETE = 'mutation($ids: [ID!]!) { deleteTickets(ids: $ids) }';
const FIELD_CREATE = 'mutation($input: TicketCustomFieldInput!) { createTicketCustomField(input: $input) { id } }';
const FIELD_DELETE = 'mutation($id: ID!) { deleteTicketCustomField(id: $id) }';
const USER_DELETE = 'mutation($id: ID!) { deleteTicketUser(id: $id) }';
const GROUP_CREATE = 'mutation($name: String!) { createTicketGroup(name: $name) { id } }';
const GROUP_DELETE = 'mutation($id: ID!) { deleteTicketGroup(id: $id) }';
const USER_CREATE = 'mutation($input: TicketUserInput!) { createTicketUser(input: $input) { id } }';
const USER_UPDATE = 'mutation($id: ID!, $input: TicketUserUpdateInput!) { updateTicketUser(id: $id, input: $input) { id } }';

const agent = {
  ...adminIdentity([
    'support.tickets.list',
    'support.tickets.view',
    'support.tickets.create',
    'support.tickets.update',
    'support.tickets.delete',
    'support.ticket-fields.create',
    'support.ticket-fields.delete',
    'support.ticket-users.create',
    'support.ticket-users.update',
    'support.ticket-users.delete',
    'support.ticket-groups.create',
    'support.ticket-groups.delete',
  ]),
  email: 'agent@guide.test',
};

const ROUNDS = 20;

/** What a call answered: ok, or its code with the field errors' keys (e.g. `BAD_USER_INPUT parentId=PARENT_INVALID`). */
type Answer = { errors?: { extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
const outcome = (res: Answer): string => {
  if (!res.errors) return 'ok';
  const { code, fieldErrors } = res.errors[0].extensions;
  return [code, ...Object.entries(fieldErrors ?? {}).map(([k, v]) => `${k}=${v}`)].join(' ');
};

describe('support tickets under concurrency', () => {
  let t: TestSubgraph;
  let ds: DataSource;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const gql = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, agent) as Promise<Answer & { data: any }>;
  const create = async (subject: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const res = await gql(CREATE, { input: { subject, ...extra } });
    expect(res.errors).toBeUndefined();
    return res.data.createTicket.id;
  };
  const newUser = async (login: string): Promise<string> =>
    (
      await ds.query(
        `INSERT INTO ticket_user (login, first_name, last_name, mail, password_hash) VALUES ($1, 'Léa', 'Roux', $1 || '@guide.test', 'x') RETURNING id`,
        [login],
      )
    )[0].id;

  it('two updates making X the parent of Y and Y the parent of X: one wins, the other is PARENT_INVALID (no deadlock)', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [x, y] = [await create(`Cycle X ${round}`), await create(`Cycle Y ${round}`)];
      const answers = await Promise.all([gql(UPDATE, { id: x, input: { parentId: y } }), gql(UPDATE, { id: y, input: { parentId: x } })]);
      seen.push(answers.map(outcome).sort().join(' | '));
      const parents: { id: string; parent_id: string | null }[] = await ds.query('SELECT id, parent_id FROM ticket WHERE id = ANY($1)', [[x, y]]);
      expect(parents.filter((p) => p.parent_id).length).toBe(1); // never a cycle, never both refused
    }
    expect(seen).toEqual(Array(ROUNDS).fill('BAD_USER_INPUT parentId=PARENT_INVALID | ok'));
  });

  it('a three-ticket cycle closed by concurrent moves is refused too', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, c] = [await create(`Tri A ${round}`), await create(`Tri B ${round}`), await create(`Tri C ${round}`)];
      const answers = await Promise.all([
        gql(UPDATE, { id: a, input: { parentId: b } }),
        gql(UPDATE, { id: b, input: { parentId: c } }),
        gql(UPDATE, { id: c, input: { parentId: a } }),
      ]);
      expect(answers.map(outcome).sort()).toEqual(['BAD_USER_INPUT parentId=PARENT_INVALID', 'ok', 'ok']);
    }
  });

  it('a custom value written while its field is deleted: the field is NOT_FOUND, never a server error', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const field = (await gql(FIELD_CREATE, { input: { name: `Champ ${round}`, kind: 'TEXT', trackerIds: [TRACKER_IDS.SUPPORT] } })).data
        .createTicketCustomField.id;
      const ticket = await create(`Valeur ${round}`);
      const [update] = await Promise.all([
        gql(UPDATE, { id: ticket, input: { customFields: [{ fieldId: field, value: 'x' }] } }),
        gql(FIELD_DELETE, { id: field }),
      ]);
      seen.push(outcome(update));
    }
    expect(seen.filter((s) => s !== 'ok' && !/^BAD_USER_INPUT customFields\.[0-9a-f-]+=NOT_FOUND$/.test(s))).toEqual([]);
  });

  it('a watcher, assignee or group set while that user or group is deleted: NOT_FOUND, never a server error', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [watcher, assignee] = [await newUser(`race.w${round}`), await newUser(`race.a${round}`)];
      const group = (await gql(GROUP_CREATE, { name: `Course ${round}` })).data.createTicketGroup.id;
      const [x, y, z] = [await create(`Suivi ${round}`), await create(`Assigné ${round}`), await create(`Groupe ${round}`)];
      const answers = await Promise.all([
        gql(UPDATE, { id: x, input: { watcherIds: [watcher] } }),
        gql(USER_DELETE, { id: watcher }),
        gql(UPDATE, { id: y, input: { assigneeId: assignee } }),
        gql(USER_DELETE, { id: assignee }),
        gql(UPDATE, { id: z, input: { assignedGroupId: group } }),
        gql(GROUP_DELETE, { id: group }),
      ]);
      seen.push(...answers.map(outcome));
    }
    const allowed = ['ok', 'BAD_USER_INPUT watcherIds=NOT_FOUND', 'BAD_USER_INPUT assigneeId=NOT_FOUND', 'BAD_USER_INPUT assignedGroupId=NOT_FOUND'];
    expect(seen.filter((s) => !allowed.includes(s))).toEqual([]);
    // A ticket never points at a deleted user or group (the delete unassigned it, or the update was refused).
    expect(await ds.query('SELECT id FROM ticket WHERE assignee_id IS NOT NULL AND assignee_id NOT IN (SELECT id FROM ticket_user)')).toEqual([]);
  });

  it("a ticket user's groups set while a group is deleted: groupIds NOT_FOUND, never a server error", async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [g1, g2] = [
        (await gql(GROUP_CREATE, { name: `Membres A ${round}` })).data.createTicketGroup.id,
        (await gql(GROUP_CREATE, { name: `Membres B ${round}` })).data.createTicketGroup.id,
      ];
      const existing = await newUser(`race.m${round}`);
      const user = { firstName: 'Jo', lastName: 'Lenoir', password: 'Motdepasse1!', passwordConfirmation: 'Motdepasse1!' };
      const answers = await Promise.all([
        gql(USER_CREATE, { input: { ...user, login: `race.n${round}`, mail: `race.n${round}@guide.test`, groupIds: [g1] } }),
        gql(GROUP_DELETE, { id: g1 }),
        gql(USER_UPDATE, { id: existing, input: { ...user, login: `race.m${round}`, mail: `race.m${round}@guide.test`, groupIds: [g2] } }),
        gql(GROUP_DELETE, { id: g2 }),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(seen.filter((s) => s !== 'ok' && s !== 'BAD_USER_INPUT groupIds=NOT_FOUND')).toEqual([]);
  });

  it('notes and subtasks added while the ticket (or the parent) is deleted: NOT_FOUND, never a server error', async () => {
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [doomed, parent] = [await create(`Supprimé ${round}`), await create(`Parent supprimé ${round}`)];
      const answers = await Promise.all([
        gql(UPDATE, { id: doomed, input: { notes: 'Encore une note' } }),
        gql(CREATE, { input: { subject: `Sous-tâche ${round}`, parentId: parent } }),
        gql(DELETE, { ids: [doomed, parent] }),
      ]);
      seen.push(...answers.map(outcome));
    }
    expect(seen.filter((s) => !['ok', 'NOT_FOUND', 'BAD_USER_INPUT parentId=NOT_FOUND'].includes(s))).toEqual([]);
  });
});
