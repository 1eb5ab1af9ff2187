import { ALL_PERMISSIONS, Identity } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf, freshIp } from '../testing/identity-test-app';

/**
 * Nobody grants what they do not hold (issue 7, security 1). The matrix: createAdmin, updateAdmin,
 * createRole and setRolePermissions, by callers whose own permissions are a strict subset of, equal to,
 * or a strict superset of what the call would give, acting on themselves or on another administrator.
 * Callers are real administrators signed in through adminLogin: their identity is what their token says.
 */
const CREATE_ROLE = 'mutation($i: RoleInput!) { createRole(input: $i) { id permissions } }';
const SET_PERMISSIONS = 'mutation($id: ID!, $p: [String!]!) { setRolePermissions(roleId: $id, permissions: $p) { id permissions } }';
const CREATE_ADMIN = 'mutation($i: AdminInput!) { createAdmin(input: $i) { id role { id } } }';
const UPDATE_ADMIN = 'mutation($id: ID!, $i: AdminInput!) { updateAdmin(id: $id, input: $i) { id role { id } } }';
const ADMIN_LOGIN = 'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken refreshToken } }';
const ROOT = adminIdentity(ALL_PERMISSIONS);
const PASSWORD = 'Cuisine77!';

/** What every caller needs to reach the four mutations at all (the resolvers' own permission checks). */
const BASE = ['users.admins.list', 'users.admins.create', 'users.admins.update', 'users.roles.create', 'users.roles.list', 'users.permissions.update'];
/** What the calls give: the base plus two keys. */
const GRANTED = [...BASE, 'catalog.products.list', 'cms.pages.list'].sort();
const RELATIONS = {
  subset: BASE, // lacks two of the granted keys
  equal: GRANTED,
  superset: [...GRANTED, 'sales.orders.list'],
} as const;
type Relation = keyof typeof RELATIONS;

let app: IdentityTestApp;
let n = 0;
const callers = {} as Record<Relation, { id: string; roleId: string; identity: Identity }>;
let grantedRoleId: string;
let emptyRoleId: string;

async function role(name: string, permissions: readonly string[]): Promise<string> {
  const created = await app.call(CREATE_ROLE, { i: { name, interface: 'BACK_OFFICE' } }, { identity: ROOT });
  const id = created.data.createRole.id;
  if (permissions.length) expect((await app.call(SET_PERMISSIONS, { id, p: permissions }, { identity: ROOT })).errors).toBeUndefined();
  return id;
}

function adminInput(roleId: string, extra: Record<string, unknown> = {}) {
  n += 1;
  return { email: `staff.${n}@example.com`, firstName: 'Anne', lastName: `Staff ${n}`, roleId, password: PASSWORD, passwordConfirmation: PASSWORD, ...extra };
}

async function admin(roleId: string): Promise<{ id: string; email: string }> {
  const input = adminInput(roleId);
  const created = await app.call(CREATE_ADMIN, { i: input }, { identity: ROOT });
  expect(created.errors).toBeUndefined();
  return { id: created.data.createAdmin.id, email: input.email };
}

/** The identity the gateway forwards for a real sign-in. */
async function signIn(email: string): Promise<Identity> {
  const session = await app.call(ADMIN_LOGIN, { e: email, p: PASSWORD }, { ip: freshIp() });
  expect(session.errors).toBeUndefined();
  return (await app.verify(session.data.adminLogin.accessToken))!;
}

async function roleOf(adminId: string): Promise<string> {
  const [row] = await app.db.query('SELECT role_id FROM admin WHERE id = $1', [adminId]);
  return row.role_id;
}

function updateInput(target: { id: string; email: string }, roleId: string, extra: Record<string, unknown> = {}) {
  return { email: target.email, firstName: 'Anne', lastName: 'Staff', roleId, ...extra };
}

beforeAll(async () => {
  app = await bootIdentity({ SEED_DEMO_DATA: true });
  grantedRoleId = await role('Granted', GRANTED);
  emptyRoleId = await role('Empty', []);
  for (const relation of Object.keys(RELATIONS) as Relation[]) {
    const roleId = relation === 'equal' ? grantedRoleId : await role(`Caller ${relation}`, RELATIONS[relation]);
    const { id, email } = await admin(roleId);
    callers[relation] = { id, roleId, identity: await signIn(email) };
  }
});
afterAll(async () => {
  await app?.close();
});

const allowed: Record<Relation, boolean> = { subset: false, equal: true, superset: true };

describe.each(Object.keys(RELATIONS) as Relation[])('a caller whose permissions are a %s of what it gives', (relation) => {
  const expectRefused = (result: { errors?: any[] }, field: string, key = 'PERMISSION_NOT_HELD') => {
    expect(codeOf(result)).toBe('FORBIDDEN');
    expect(fieldErrorsOf(result)).toEqual({ [field]: key });
  };

  it(`createAdmin with that role: ${allowed[relation] ? 'allowed' : 'refused'}`, async () => {
    const result = await app.call(CREATE_ADMIN, { i: adminInput(grantedRoleId) }, { identity: callers[relation].identity });
    if (allowed[relation]) expect(result.data.createAdmin.role.id).toBe(grantedRoleId);
    else {
      expectRefused(result, 'roleId');
      expect(result.errors![0].extensions.permissionsNotHeld).toEqual(['catalog.products.list', 'cms.pages.list']);
    }
  });

  it(`updateAdmin giving another administrator that role: ${allowed[relation] ? 'allowed' : 'refused'}`, async () => {
    const other = await admin(emptyRoleId);
    const result = await app.call(UPDATE_ADMIN, { id: other.id, i: updateInput(other, grantedRoleId) }, { identity: callers[relation].identity });
    if (allowed[relation]) expect(result.data.updateAdmin.role.id).toBe(grantedRoleId);
    else expectRefused(result, 'roleId');
    expect(await roleOf(other.id)).toBe(allowed[relation] ? grantedRoleId : emptyRoleId);
  });

  it('updateAdmin changing its own role: always refused, even to a lesser one; its other fields still save', async () => {
    const self = callers[relation];
    const [{ email }] = await app.db.query('SELECT email FROM admin WHERE id = $1', [self.id]);
    for (const target of [grantedRoleId, emptyRoleId]) {
      if (target === self.roleId) continue;
      expectRefused(
        await app.call(UPDATE_ADMIN, { id: self.id, i: updateInput({ id: self.id, email }, target) }, { identity: self.identity }),
        'roleId',
        'OWN_ROLE_LOCKED',
      );
      expect(await roleOf(self.id)).toBe(self.roleId);
    }
    const renamed = await app.call(
      UPDATE_ADMIN,
      { id: self.id, i: updateInput({ id: self.id, email }, self.roleId, { firstName: 'Renamed' }) },
      { identity: self.identity },
    );
    expect(renamed.errors).toBeUndefined();
  });

  it('createRole: the new role holds no permission, so it grants nothing whoever asks', async () => {
    const result = await app.call(CREATE_ROLE, { i: { name: `New ${relation}`, interface: 'BACK_OFFICE' } }, { identity: callers[relation].identity });
    expect(result.data.createRole.permissions).toEqual([]);
  });

  it(`setRolePermissions giving those keys to another role: ${allowed[relation] ? 'allowed' : 'refused'}`, async () => {
    const id = await role(`Target ${relation}`, []);
    const result = await app.call(SET_PERMISSIONS, { id, p: GRANTED }, { identity: callers[relation].identity });
    if (allowed[relation]) expect(result.data.setRolePermissions.permissions).toEqual(GRANTED);
    else expectRefused(result, 'permissions');
    const [row] = await app.db.query('SELECT permissions FROM role WHERE id = $1', [id]);
    expect(row.permissions).toEqual(allowed[relation] ? GRANTED : []);
  });

  it('setRolePermissions on its own role: may drop keys it holds, never add one it lacks', async () => {
    const self = callers[relation];
    const own = [...RELATIONS[relation]].sort();
    const raised = await app.call(SET_PERMISSIONS, { id: self.roleId, p: [...own, 'users.admins.delete'] }, { identity: self.identity });
    expectRefused(raised, 'permissions');
    const [row] = await app.db.query('SELECT permissions FROM role WHERE id = $1', [self.roleId]);
    expect(row.permissions).toEqual(own);
  });
});

describe('the attack of issue 7', () => {
  const NARROW = ['users.admins.list', 'users.admins.update'];
  let narrow: { id: string; email: string; identity: Identity };
  let adminRoleId: string;
  let victim: { id: string; email: string };

  beforeAll(async () => {
    [{ id: adminRoleId }] = await app.db.query(`SELECT id FROM role WHERE name = 'admin'`);
    const a = await admin(await role('Narrow', NARROW));
    narrow = { ...a, identity: await signIn(a.email) };
    victim = await admin(emptyRoleId);
  });

  it('cannot give itself the admin role, and the refresh that follows brings nothing more', async () => {
    const result = await app.call(UPDATE_ADMIN, { id: narrow.id, i: updateInput(narrow, adminRoleId) }, { identity: narrow.identity });
    expect(codeOf(result)).toBe('FORBIDDEN');
    const session = await app.call(ADMIN_LOGIN, { e: narrow.email, p: PASSWORD }, { ip: freshIp() });
    const refreshed = await app.call('mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }', {
      t: session.data.adminLogin.refreshToken,
    });
    expect(await app.verify(refreshed.data.adminRefreshSession.accessToken)).toMatchObject({ permissions: NARROW });
  });

  it("cannot set another administrator's password without users.admins.set-password", async () => {
    const result = await app.call(
      UPDATE_ADMIN,
      { id: victim.id, i: updateInput(victim, emptyRoleId, { password: 'Hijacked99!', passwordConfirmation: 'Hijacked99!' }) },
      { identity: narrow.identity },
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
    expect(fieldErrorsOf(result)).toEqual({ password: 'PASSWORD_SET_FORBIDDEN' });
    expect(codeOf(await app.call(ADMIN_LOGIN, { e: victim.email, p: 'Hijacked99!' }, { ip: freshIp() }))).toBe('UNAUTHENTICATED');
    expect(await app.db.query('SELECT 1 FROM admin_audit WHERE target_id = $1', [victim.id])).toEqual([]);
  });

  it("with users.admins.set-password: sets a lesser administrator's password, recorded; never a better one's", async () => {
    const setter = await admin(await role('Password keeper', [...NARROW, 'users.admins.set-password']));
    const identity = await signIn(setter.email);
    const before = new Date(Date.now() - 1000);
    const done = await app.call(
      UPDATE_ADMIN,
      { id: victim.id, i: updateInput(victim, emptyRoleId, { password: 'Renewed2026!', passwordConfirmation: 'Renewed2026!' }) },
      { identity },
    );
    expect(done.errors).toBeUndefined();
    expect(codeOf(await app.call(ADMIN_LOGIN, { e: victim.email, p: 'Renewed2026!' }, { ip: freshIp() }))).toBeUndefined();
    const audit = await app.db.query('SELECT action, actor_id, actor_email, target_id, target_email, created_at FROM admin_audit WHERE target_id = $1', [
      victim.id,
    ]);
    expect(audit).toEqual([
      {
        action: 'admin.password-set',
        actor_id: setter.id,
        actor_email: setter.email,
        target_id: victim.id,
        target_email: victim.email,
        created_at: expect.any(Date),
      },
    ]);
    expect(audit[0].created_at.getTime()).toBeGreaterThan(before.getTime());

    // The demo administrator holds every permission: more than the setter.
    const [demo] = await app.db.query(`SELECT id, email FROM admin WHERE email = 'admin@example.com'`);
    const better = await app.call(
      UPDATE_ADMIN,
      {
        id: demo.id,
        i: { email: demo.email, firstName: 'Admin', lastName: 'Guide', roleId: adminRoleId, password: 'Hijacked99!', passwordConfirmation: 'Hijacked99!' },
      },
      { identity },
    );
    expect(codeOf(better)).toBe('FORBIDDEN');
    expect(fieldErrorsOf(better)).toEqual({ password: 'PERMISSION_NOT_HELD' });
  });

  it('cannot demote an administrator whose role holds keys it lacks', async () => {
    const better = await admin(grantedRoleId);
    const result = await app.call(UPDATE_ADMIN, { id: better.id, i: updateInput(better, emptyRoleId) }, { identity: narrow.identity });
    expect(codeOf(result)).toBe('FORBIDDEN');
    expect(await roleOf(better.id)).toBe(grantedRoleId);
  });

  it('setRolePermissions cannot strip a role of keys the caller lacks', async () => {
    const caller = callers.subset;
    const result = await app.call(SET_PERMISSIONS, { id: grantedRoleId, p: BASE }, { identity: caller.identity });
    expect(codeOf(result)).toBe('FORBIDDEN');
    const [row] = await app.db.query('SELECT permissions FROM role WHERE id = $1', [grantedRoleId]);
    expect(row.permissions).toEqual(GRANTED);
  });
});
