import { ALL_PERMISSIONS, Identity } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity } from './testing/identity-test-app';

/**
 * A customer put in a group, an administrator given a role, a note written by an administrator, while
 * that group, role or administrator is deleted: NOT_FOUND (or the field error), or the delete is refused
 * (ROLE_IN_USE); never a server error nor the platform's generic answer to a foreign-key violation.
 */
const ROUNDS = 20;
const ALL = adminIdentity(ALL_PERMISSIONS);
/** An administrator of the database, with every permission (the note's author). */
const asAdmin = (id: string): Identity => ({ kind: 'admin', id, email: `${id}@example.fr`, permissions: [...ALL_PERMISSIONS] });

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fieldErrors?: Record<string, string> } }[] };
const outcome = (res: Answer): string => {
  if (!res.errors) return 'ok';
  const { message, extensions } = res.errors[0];
  if (extensions.code === 'NOT_FOUND') return `NOT_FOUND ${message}`;
  return [extensions.code, ...Object.entries(extensions.fieldErrors ?? {}).map(([k, v]) => `${k}=${v}`)].join(' ');
};

describe('identity: writes racing the delete of what they refer to', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await bootIdentity();
  });
  afterAll(() => app?.close());

  const call = (query: string, variables: Record<string, unknown>, identity: Identity = ALL) => app.call(query, variables, { identity }) as Promise<Answer>;
  const newRole = async (name: string): Promise<string> =>
    (await call('mutation($i: RoleInput!) { createRole(input: $i) { id } }', { i: { name, interface: 'BACK_OFFICE' } })).data.createRole.id;
  const newAdmin = async (email: string, roleId: string): Promise<string> =>
    (
      await app.db.query(`INSERT INTO admin (email, first_name, last_name, password_hash, role_id) VALUES ($1, 'Ana', 'Dupuis', 'x', $2) RETURNING id`, [
        email,
        roleId,
      ])
    )[0].id;

  it('setCustomerGroup racing deleteCustomerGroup: NOT_FOUND, never a foreign-key error', async () => {
    const [{ id: customer }] = await app.db.query(
      `INSERT INTO customer (email, password_hash, customer_type, first_name, last_name) VALUES ('groupe@example.fr', 'x', 'INDIVIDUAL', 'Léa', 'Roux') RETURNING id`,
    );
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const group = (
        await call('mutation($i: CustomerGroupInput!) { createCustomerGroup(input: $i) { id } }', { i: { code: `course-${round}`, name: 'Course' } })
      ).data.createCustomerGroup.id;
      const [set, removed] = await Promise.all([
        call('mutation($c: ID!, $g: ID) { setCustomerGroup(customerId: $c, groupId: $g) { id } }', { c: customer, g: group }),
        call('mutation($id: ID!) { deleteCustomerGroup(id: $id) }', { id: group }),
      ]);
      seen.push(outcome(set), `delete ${outcome(removed)}`);
    }
    expect(seen.filter((s) => !['ok', 'NOT_FOUND Customer group not found', 'delete ok'].includes(s))).toEqual([]);
    // Never left pointing at a deleted group.
    expect(await app.db.query('SELECT id FROM customer WHERE group_id IS NOT NULL AND group_id NOT IN (SELECT id FROM customer_group)')).toEqual([]);
  });

  it('an administrator given a role being deleted, a note by an administrator being deleted', async () => {
    const [{ id: customer }] = await app.db.query(
      `INSERT INTO customer (email, password_hash, customer_type, first_name, last_name) VALUES ('notes@example.fr', 'x', 'INDIVIDUAL', 'Jo', 'Blanc') RETURNING id`,
    );
    const keep = await newRole('Rôle stable');
    await newAdmin('gardien@example.fr', keep); // the last active administrator is never the one deleted
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [forNew, forExisting] = [await newRole(`Rôle A${round}`), await newRole(`Rôle B${round}`)];
      const existing = await newAdmin(`existant${round}@example.fr`, keep);
      const author = await newAdmin(`auteur${round}@example.fr`, keep);
      const answers = await Promise.all([
        call('mutation($i: AdminInput!) { createAdmin(input: $i) { id } }', {
          i: {
            email: `nouveau${round}@example.fr`,
            firstName: 'Noé',
            lastName: 'Petit',
            password: 'Motdepasse1!',
            passwordConfirmation: 'Motdepasse1!',
            roleId: forNew,
          },
        }),
        call('mutation($id: ID!) { deleteRole(id: $id) }', { id: forNew }),
        call('mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id } }', {
          id: existing,
          i: { email: `existant${round}@example.fr`, firstName: 'Ana', lastName: 'Dupuis', roleId: forExisting },
        }),
        call('mutation($id: ID!) { deleteRole(id: $id) }', { id: forExisting }),
        call('mutation($c: ID!, $b: String!) { addCustomerNote(customerId: $c, body: $b) { id } }', { c: customer, b: `Note ${round}` }, asAdmin(author)),
        call('mutation($id: ID!) { deleteAdmin(id: $id) }', { id: author }),
      ]);
      seen.push(...answers.map(outcome));
    }
    const allowed = ['ok', 'BAD_USER_INPUT roleId=NOT_FOUND', 'CONFLICT id=ROLE_IN_USE', 'UNAUTHENTICATED'];
    expect(seen.filter((s) => !allowed.includes(s))).toEqual([]);
  });
});
