import { ALL_PERMISSIONS, Identity } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { AdminEntity } from '../admins/admin.entity';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf, freshIp } from '../testing/identity-test-app';
import { CustomerNoteEntity } from './customer-note.entity';

/** Back office: staff notes on a customer, and the customers list's filters. */
const ADD_NOTE = 'mutation($c: ID!, $b: String!) { addCustomerNote(customerId: $c, body: $b) { id body authorId authorName createdAt } }';
const DELETE_NOTE = 'mutation($id: ID!) { deleteCustomerNote(id: $id) }';
const NOTES = 'query($id: ID!) { customer(id: $id) { notes { id body authorName } } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { id } }';
const PASSWORD = 'Cuisine77!';

let app: IdentityTestApp;
let demoAdmin: Identity;
let clientId: string;

/** A signed-in administrator as the gateway forwards it: a real account, with these permissions. */
const staff = (permissions: string[]): Identity => ({ ...demoAdmin, permissions }) as Identity;

async function register(input: Record<string, unknown>): Promise<string> {
  const result = await app.call(
    REGISTER,
    { i: { customerType: 'INDIVIDUAL', password: PASSWORD, passwordConfirmation: PASSWORD, ...input } },
    { ip: freshIp() },
  );
  expect(result.errors).toBeUndefined();
  return result.data.register.id;
}

beforeAll(async () => {
  app = await bootIdentity({ SEED_DEMO_DATA: true });
  const [admin] = await app.db.query(`SELECT id FROM admin WHERE email = 'admin@example.com'`);
  demoAdmin = { kind: 'admin', id: admin.id, email: 'admin@example.com', permissions: ALL_PERMISSIONS };
  [{ id: clientId }] = await app.db.query(`SELECT id FROM customer WHERE email = 'client@example.com'`);
});
afterAll(async () => {
  await app?.close();
});

describe('customer notes', () => {
  it('are added by staff as plain text and listed newest first with their author', async () => {
    const first = await app.call(
      ADD_NOTE,
      { c: clientId, b: '  A appelé pour une commande\r\nde foie gras\u0007  ' },
      { identity: staff(['users.customers.notes']) },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.addCustomerNote).toMatchObject({
      body: 'A appelé pour une commande\nde foie gras',
      authorId: demoAdmin.kind === 'admin' && demoAdmin.id,
      authorName: 'Admin Guide',
    });
    expect(new Date(first.data.addCustomerNote.createdAt).toISOString()).toBe(first.data.addCustomerNote.createdAt);
    // Markup is text: stored and returned as typed, for the apps to print escaped.
    const second = await app.call(ADD_NOTE, { c: clientId, b: '<b>Client fidèle</b> <script>x</script>' }, { identity: staff(['users.customers.notes']) });
    expect(second.data.addCustomerNote.body).toBe('<b>Client fidèle</b> <script>x</script>');

    const listed = await app.call(NOTES, { id: clientId }, { identity: staff(['users.customers.view']) });
    expect(listed.data.customer.notes.map((n: { body: string }) => n.body)).toEqual([
      '<b>Client fidèle</b> <script>x</script>',
      'A appelé pour une commande\nde foie gras',
    ]);
    expect(listed.data.customer.notes.every((n: { authorName: string }) => n.authorName === 'Admin Guide')).toBe(true);
  });

  it('are shown only to staff with users.customers.view: never to the customer, nor through references', async () => {
    const own = await app.call('{ me { email notes { id } } }', {}, { identity: { kind: 'customer', id: clientId } });
    expect(own.data.me).toEqual({ email: 'client@example.com', notes: [] });

    const reference = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Customer { id notes { body } } } }';
    const representations = [{ __typename: 'Customer', id: clientId }];
    expect((await app.call(reference, { r: representations }, { identity: { kind: 'customer', id: clientId } })).data._entities).toEqual([
      { id: clientId, notes: [] },
    ]);
    // Staff may resolve the customer (orders, tickets) but read notes only with the permission.
    expect(
      (await app.call(reference, { r: representations }, { identity: staff(ALL_PERMISSIONS.filter((p) => p !== 'users.customers.view')) })).data._entities,
    ).toEqual([{ id: clientId, notes: [] }]);
    const permitted = await app.call(reference, { r: representations }, { identity: staff(['users.customers.view']) });
    expect(permitted.data._entities[0].notes).toHaveLength(2);
  });

  it('are refused for an erased account (its notes went with it)', async () => {
    const id = await register({ email: 'note-erased@example.fr', firstName: 'Nina', lastName: 'Effacée' });
    expect((await app.call(ADD_NOTE, { c: id, b: 'Avant' }, { identity: staff(['users.customers.notes']) })).errors).toBeUndefined();
    const erased = await app.call('mutation($ids: [ID!]!) { deleteCustomers(ids: $ids) }', { ids: [id] }, { identity: staff(ALL_PERMISSIONS) });
    expect(erased.data.deleteCustomers).toBe(1);
    const after = await app.call(ADD_NOTE, { c: id, b: 'Après' }, { identity: staff(['users.customers.notes']) });
    expect(codeOf(after)).toBe('NOT_FOUND');
    expect(await app.db.query('SELECT 1 FROM customer_note WHERE customer_id = $1', [id])).toEqual([]);
  });

  it('validate the body: required, at most 2000 characters once trimmed', async () => {
    const as = { identity: staff(['users.customers.notes']) };
    for (const body of ['', '   ', '\n\t ']) {
      const blank = await app.call(ADD_NOTE, { c: clientId, b: body }, as);
      expect(codeOf(blank)).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(blank)).toEqual({ body: 'REQUIRED' });
    }
    const long = await app.call(ADD_NOTE, { c: clientId, b: 'x'.repeat(2001) }, as);
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(long)).toEqual({ body: 'TOO_LONG' });
    const atLimit = await app.call(ADD_NOTE, { c: clientId, b: ` ${'x'.repeat(2000)} ` }, as);
    expect(atLimit.data.addCustomerNote.body).toHaveLength(2000);
    await app.call(DELETE_NOTE, { id: atLimit.data.addCustomerNote.id }, as);

    expect(codeOf(await app.call(ADD_NOTE, { c: '00000000-0000-4000-8000-0000000000ff', b: 'Note' }, as))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(ADD_NOTE, { c: 'not-an-id', b: 'Note' }, as))).toBe('BAD_USER_INPUT'); // ids are UUIDs (platform input guard)
    // A token whose admin account no longer exists cannot sign a note.
    expect(codeOf(await app.call(ADD_NOTE, { c: clientId, b: 'Note' }, { identity: adminIdentity(['users.customers.notes']) }))).toBe('UNAUTHENTICATED');
  });

  it('need users.customers.notes to add or delete', async () => {
    const note = (await app.call(ADD_NOTE, { c: clientId, b: 'À supprimer' }, { identity: staff(['users.customers.notes']) })).data.addCustomerNote;
    const without = staff(ALL_PERMISSIONS.filter((p) => p !== 'users.customers.notes'));
    expect(codeOf(await app.call(ADD_NOTE, { c: clientId, b: 'Non' }, { identity: without }))).toBe('FORBIDDEN');
    expect(codeOf(await app.call(DELETE_NOTE, { id: note.id }, { identity: without }))).toBe('FORBIDDEN');
    expect(codeOf(await app.call(DELETE_NOTE, { id: note.id }, { identity: { kind: 'customer', id: clientId } }))).toBe('FORBIDDEN');

    expect((await app.call(DELETE_NOTE, { id: note.id }, { identity: staff(['users.customers.notes']) })).data).toEqual({ deleteCustomerNote: true });
    expect(codeOf(await app.call(DELETE_NOTE, { id: note.id }, { identity: staff(['users.customers.notes']) }))).toBe('NOT_FOUND');
    const left = await app.call(NOTES, { id: clientId }, { identity: staff(['users.customers.view']) });
    expect(left.data.customer.notes.map((n: { body: string }) => n.body)).not.toContain('À supprimer');
  });

  it("show the author's current name, and the name at writing time once the account is deleted", async () => {
    const [{ id: roleId }] = await app.db.query(`SELECT id FROM role WHERE name = 'admin'`);
    const created = await app.call(
      'mutation($i: AdminInput!) { createAdmin(input: $i) { id } }',
      {
        i: { email: 'sommeliere@example.com', firstName: 'Léa', lastName: 'Cave', password: PASSWORD, passwordConfirmation: PASSWORD, roleId },
      },
      { identity: staff(ALL_PERMISSIONS) },
    );
    const author: Identity = { kind: 'admin', id: created.data.createAdmin.id, permissions: ['users.customers.notes'] };
    const note = (await app.call(ADD_NOTE, { c: clientId, b: 'Préfère le Jura' }, { identity: author })).data.addCustomerNote;
    expect(note.authorName).toBe('Léa Cave');

    await app.db.query(`UPDATE admin SET last_name = 'Cavalier' WHERE id = $1`, [author.id]);
    const nameOf = async () =>
      (await app.call(NOTES, { id: clientId }, { identity: staff(['users.customers.view']) })).data.customer.notes.find((n: { id: string }) => n.id === note.id)
        .authorName;
    expect(await nameOf()).toBe('Léa Cavalier');

    expect((await app.call('mutation($id: ID!) { deleteAdmin(id: $id) }', { id: author.id }, { identity: staff(ALL_PERMISSIONS) })).data).toEqual({
      deleteAdmin: true,
    });
    expect(await nameOf()).toBe('Léa Cave');
    const [row] = await app.db.query('SELECT admin_id FROM customer_note WHERE id = $1', [note.id]);
    expect(row.admin_id).toBeNull();
  });

  it('load notes and authors in one query each for a whole page of customers', async () => {
    const ids = [
      await register({ firstName: 'Paul', lastName: 'Bocuse', email: 'bocuse@example.fr' }),
      await register({ firstName: 'Fernand', lastName: 'Point', email: 'point@example.fr' }),
    ];
    for (const id of ids) await app.call(ADD_NOTE, { c: id, b: 'Chef' }, { identity: staff(['users.customers.notes']) });
    const notesFind = jest.spyOn(app.db.getRepository(CustomerNoteEntity), 'find');
    const authorsFind = jest.spyOn(app.db.getRepository(AdminEntity), 'find');
    try {
      const page = await app.call('{ customers(first: 10) { edges { node { email notes { body authorName } } } } }', {}, { identity: staff(ALL_PERMISSIONS) });
      expect(page.errors).toBeUndefined();
      const withNotes = page.data.customers.edges.filter((e: any) => e.node.notes.length > 0);
      expect(withNotes.length).toBeGreaterThanOrEqual(3);
      expect(notesFind).toHaveBeenCalledTimes(1);
      expect(authorsFind).toHaveBeenCalledTimes(1);
    } finally {
      notesFind.mockRestore();
      authorsFind.mockRestore();
    }
  });
});

describe('customer filters', () => {
  const LIST = `query($t: CustomerType, $g: ID, $v: Boolean, $s: String) {
    customers(customerType: $t, groupId: $g, emailVerified: $v, search: $s) { totalCount edges { node { email } } }
  }`;
  const emails = async (variables: Record<string, unknown>) =>
    (await app.call(LIST, variables, { identity: staff(['users.customers.list']) })).data.customers.edges.map((e: any) => e.node.email).sort();

  it('narrow the list by type, group and e-mail confirmation, combined with the search', async () => {
    const proId = await register({
      customerType: 'PROFESSIONAL',
      firstName: 'Anne-Sophie',
      lastName: 'Pic',
      email: 'pic@example.fr',
      corporateName: 'Maison Pic SAS',
      siret: '73282932000074',
    });
    const [{ id: wholesale }] = await app.db.query(`SELECT id FROM customer_group WHERE code = 'wholesale'`);
    await app.call(
      'mutation($c: ID!, $g: ID) { setCustomerGroup(customerId: $c, groupId: $g) { id } }',
      { c: proId, g: wholesale },
      { identity: staff(ALL_PERMISSIONS) },
    );
    await app.db.query(`UPDATE customer SET email_verified_at = now() WHERE email = 'bocuse@example.fr'`);

    expect(await emails({ t: 'PROFESSIONAL' })).toEqual(['pic@example.fr']);
    expect(await emails({ t: 'INDIVIDUAL' })).toEqual(['bocuse@example.fr', 'client@example.com', 'point@example.fr']);
    expect(await emails({ g: wholesale })).toEqual(['pic@example.fr']);
    expect(await emails({ v: true })).toEqual(['bocuse@example.fr', 'client@example.com']);
    expect(await emails({ v: false })).toEqual(['pic@example.fr', 'point@example.fr']);
    expect(await emails({ t: 'INDIVIDUAL', v: false })).toEqual(['point@example.fr']);
    expect(await emails({ v: true, s: 'boc' })).toEqual(['bocuse@example.fr']);
    expect(await emails({ g: '00000000-0000-4000-8000-0000000000ff' })).toEqual([]);
    expect(codeOf(await app.call(LIST, { g: 'not-an-id' }, { identity: staff(['users.customers.list']) }))).toBe('BAD_USER_INPUT'); // ids are UUIDs
    expect(codeOf(await app.call(LIST, { t: 'ROBOT' }, { identity: staff(['users.customers.list']) }))).toBe('BAD_USER_INPUT');
  });
});
