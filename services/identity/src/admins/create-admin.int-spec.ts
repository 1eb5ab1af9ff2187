import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, AppError, dataSourceOptions, serviceMigrations } from '@guide/platform';
import { testDatabaseUrl } from '@guide/platform/testing';
import { ENTITIES } from '../app.module';
import { MIGRATIONS } from '../migrations';
import { IdentityTestApp, bootIdentity, codeOf, freshIp } from '../testing/identity-test-app';
import { UsageError, createFirstAdmin, describeRefusal, parseCommandLine } from './create-admin';

/** `npm run create-admin`: the first administrator of a production install (no demo seed). */
const ADMIN_LOGIN = 'mutation($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { accessToken refreshToken } }';
const OPS = { email: 'Ops@Example.com', firstName: 'Ops', lastName: 'Team', password: 'Cuisine77!' };

let dataSource: DataSource;
let app: IdentityTestApp;

/** The error a promise rejects with (AppError, with code and fieldErrors). */
async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function signIn(email: string, password: string) {
  return app.call(ADMIN_LOGIN, { e: email, p: password }, { ip: freshIp() });
}

beforeAll(async () => {
  // As the command does: identity's entities and migrations (outbox tables in front, like the app module).
  const url = await testDatabaseUrl('identity_create_admin');
  dataSource = await new DataSource(dataSourceOptions(url, ENTITIES, serviceMigrations(MIGRATIONS))).initialize();
  app = await bootIdentity({ DATABASE_URL: url, SEED_DEMO_DATA: false });
});
afterAll(async () => {
  await app?.close();
  await dataSource?.destroy();
});

const counts = async () => (await dataSource.query(`SELECT (SELECT count(*) FROM role)::int AS roles, (SELECT count(*) FROM admin)::int AS admins`))[0];

describe('createFirstAdmin', () => {
  it('refuses a weak password, or a confirmation that differs, before writing anything', async () => {
    const weak = await refusal(createFirstAdmin(dataSource, { ...OPS, password: 'Weak' }));
    expect(weak.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { password: 'PASSWORD_TOO_WEAK' } });
    expect(describeRefusal(weak)).toMatch(/^the password is too weak: it needs at least 8 characters/);
    const differs = await refusal(createFirstAdmin(dataSource, { ...OPS, passwordConfirmation: 'Cuisine78!' }));
    expect(differs.extensions.fieldErrors).toEqual({ passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH' });
    const noName = await refusal(createFirstAdmin(dataSource, { ...OPS, firstName: null, email: 'not-an-email' }));
    expect(noName.extensions.fieldErrors).toEqual({ email: 'EMAIL_INVALID', firstName: 'REQUIRED' });
    expect(describeRefusal(noName)).toBe('--email is not a valid email address\n--first-name is required');
    expect(await counts()).toEqual({ roles: 0, admins: 0 });
  });

  it('creates the role admin with every permission of the catalogue and the administrator holding it', async () => {
    const result = await createFirstAdmin(dataSource, OPS);
    expect(result).toMatchObject({
      action: 'created',
      admin: { email: 'ops@example.com', firstName: 'Ops', lastName: 'Team', role: 'admin' },
      reactivated: false,
      adminRole: { created: true, permissions: ALL_PERMISSIONS.length },
    });
    const [role] = await dataSource.query(`SELECT id, interface, permissions FROM role WHERE name = 'admin'`);
    expect(role).toEqual({ id: result.adminRole.id, interface: 'BACK_OFFICE', permissions: [...ALL_PERMISSIONS].sort() });
    const [admin] = await dataSource.query(`SELECT id, email, role_id, active, password_hash FROM admin`);
    expect(admin).toMatchObject({ id: result.admin.id, email: 'ops@example.com', role_id: role.id, active: true });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('the created administrator signs in through the subgraph with every permission', async () => {
    const result = await signIn('ops@example.com', OPS.password);
    expect(result.errors).toBeUndefined();
    const identity = await app.verify(result.data.adminLogin.accessToken);
    expect(identity).toMatchObject({ kind: 'admin', email: 'ops@example.com' });
    expect(identity?.kind === 'admin' && [...identity.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('refuses an email already in use without --reset-password, changing nothing', async () => {
    const [before] = await dataSource.query(`SELECT password_hash FROM admin`);
    const taken = await refusal(createFirstAdmin(dataSource, { ...OPS, email: ' OPS@example.com ', password: 'Autre-pass9' }));
    expect(taken.extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'EMAIL_TAKEN' } });
    expect(describeRefusal(taken)).toMatch(/already uses ops@example\.com: add --reset-password/);
    expect(await dataSource.query(`SELECT password_hash FROM admin`)).toEqual([before]);
    expect(await counts()).toEqual({ roles: 1, admins: 1 });

    const unknown = await refusal(createFirstAdmin(dataSource, { ...OPS, email: 'nobody@example.com', resetPassword: true }));
    expect(unknown.extensions.code).toBe('NOT_FOUND');
    expect(await counts()).toEqual({ roles: 1, admins: 1 });
  });

  it('with --reset-password, sets the new password, reactivates the account, ends its sessions and restores the role', async () => {
    const session = (await signIn('ops@example.com', OPS.password)).data.adminLogin;
    await dataSource.query(`UPDATE admin SET active = false`);
    await dataSource.query(`UPDATE role SET permissions = '{dashboard.view}'`);
    expect(codeOf(await signIn('ops@example.com', OPS.password))).toBe('UNAUTHENTICATED');

    // Names are optional with --reset-password: the stored ones stay.
    const weak = await refusal(createFirstAdmin(dataSource, { email: 'ops@example.com', password: 'weak', resetPassword: true }));
    expect(weak.extensions.fieldErrors).toEqual({ password: 'PASSWORD_TOO_WEAK' });
    const result = await createFirstAdmin(dataSource, { email: 'ops@example.com', password: 'Nouveau-pass8', resetPassword: true });
    expect(result).toMatchObject({
      action: 'password-reset',
      reactivated: true,
      admin: { firstName: 'Ops', lastName: 'Team', role: 'admin' },
      adminRole: { created: false },
    });
    expect(await counts()).toEqual({ roles: 1, admins: 1 });

    expect(codeOf(await signIn('ops@example.com', OPS.password))).toBe('UNAUTHENTICATED');
    const fresh = await signIn('ops@example.com', 'Nouveau-pass8');
    expect(fresh.errors).toBeUndefined();
    const identity = await app.verify(fresh.data.adminLogin.accessToken);
    expect(identity?.kind === 'admin' && [...identity.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    const refresh = await app.call('mutation($t: String) { adminRefreshSession(refreshToken: $t) { accessToken } }', { t: session.refreshToken });
    expect(codeOf(refresh)).toBe('UNAUTHENTICATED');
  });
});

describe('command line', () => {
  it('reads the flags, and never a password', () => {
    expect(parseCommandLine(['--email', 'ops@example.com', '--first-name', 'Ops', '--last-name', 'Team'])).toEqual({
      help: false,
      email: 'ops@example.com',
      firstName: 'Ops',
      lastName: 'Team',
      resetPassword: false,
    });
    expect(parseCommandLine(['--email', 'ops@example.com', '--reset-password'])).toMatchObject({ firstName: null, lastName: null, resetPassword: true });
    expect(() => parseCommandLine(['--email', 'a@b.fr', '--password', 'Secret12!'])).toThrow(/Never pass the password on the command line/);
    expect(() => parseCommandLine(['--email', 'a@b.fr', '--password=Secret12!'])).toThrow(UsageError);
    expect(() => parseCommandLine(['--emial', 'a@b.fr'])).toThrow(UsageError);
    expect(() => parseCommandLine(['stray'])).toThrow(UsageError);
  });
});
