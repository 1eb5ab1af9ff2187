/**
 * `npm run create-admin -- --email ops@example.com --first-name Ops --last-name Team [--reset-password]`:
 * creates the first back-office administrator of an install (the demo seed never runs in production).
 * Reads DATABASE_URL (identity's database), runs identity's migrations, takes the password from
 * ADMIN_PASSWORD or, in a terminal, from a prompt without echo (never from argv: it would stay in the
 * shell history), ensures the role `admin` holds every permission of the catalogue and creates the
 * administrator with it. With --reset-password, an existing administrator gets the new password and is
 * reactivated (its sessions end). Exit codes: 0 done, 2 bad input (nothing written), 1 anything else.
 *
 * Everything goes through the services the API runs (shared `adminSchema`, argon2id `hashPassword`,
 * `AdminsService.create/update`): no second validation or hashing path.
 */
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import {
  ALL_PERMISSIONS,
  AppError,
  ConfigError,
  ErrorCode,
  Identity,
  badInput,
  conflict,
  dataSourceOptions,
  ensureDatabase,
  env,
  loadConfig,
  serviceMigrations,
} from '@guide/platform';
import { MIGRATIONS } from '../migrations';
import { MessageKey, PASSWORD_MIN_LENGTH, ServerMessageKey, adminSchema, normalizeEmail } from '@guide/validation';
import type { IdentityConfig } from '../identity.config';
import { ensureAdminRole } from '../roles/admin-role';
import { RoleEntity } from '../roles/role.entity';
import { SessionsService } from '../sessions/sessions.service';
import { ThrottleService } from '../throttling/throttle.service';
import { validateInput } from '../validate-input';
import { AdminEntity } from './admin.entity';
import { AdminsService } from './admins.service';

export interface FirstAdminInput {
  email: string;
  /** Required to create; with `resetPassword`, the stored names are kept unless given. */
  firstName?: string | null;
  lastName?: string | null;
  password: string;
  /** The second entry of the prompt; defaults to `password` (ADMIN_PASSWORD is typed once). */
  passwordConfirmation?: string | null;
  /** Update an existing administrator's password and reactivate it instead of creating one. */
  resetPassword?: boolean;
}

export interface FirstAdminResult {
  action: 'created' | 'password-reset';
  admin: { id: string; email: string; firstName: string; lastName: string; role: string };
  /** With `password-reset`: the account was deactivated and is active again. */
  reactivated: boolean;
  adminRole: { id: string; created: boolean; permissions: number };
}

/**
 * Checks the input with the shared rules before anything is written (also what the command runs
 * before it connects). Throws BAD_USER_INPUT with `fieldErrors`, like the API.
 */
export function checkFirstAdminInput(input: FirstAdminInput): void {
  const fields: ('email' | 'firstName' | 'lastName' | 'password' | 'passwordConfirmation')[] = ['email', 'password', 'passwordConfirmation'];
  if (!input.resetPassword || input.firstName != null) fields.push('firstName');
  if (!input.resetPassword || input.lastName != null) fields.push('lastName');
  const value = validateInput(adminSchema.pick(fields), {
    email: input.email ?? '',
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    password: input.password,
    passwordConfirmation: input.passwordConfirmation ?? input.password,
  });
  if (!value.password) throw badInput({ password: MessageKey.REQUIRED });
}

/**
 * The command's work on an initialised DataSource of identity (entities and migrations of the app
 * module). Refusals (bad input, email taken without `resetPassword`, unknown email with it) write nothing.
 */
export async function createFirstAdmin(dataSource: DataSource, input: FirstAdminInput): Promise<FirstAdminResult> {
  checkFirstAdminInput(input);
  const email = normalizeEmail(input.email);
  const existing = await dataSource.getRepository(AdminEntity).createQueryBuilder('a').where('lower(a.email) = :email', { email }).getOne();
  if (existing && !input.resetPassword) {
    throw conflict(`An administrator already uses ${email}: add --reset-password to give it a new password`, { email: ServerMessageKey.EMAIL_TAKEN });
  }
  if (!existing && input.resetPassword) {
    throw new AppError(ErrorCode.NOT_FOUND, `No administrator uses ${email}: drop --reset-password to create one`, {
      fieldErrors: { email: ServerMessageKey.NOT_FOUND },
    });
  }

  const adminRole = await dataSource.transaction((manager) => ensureAdminRole(manager));
  const admins = adminsService(dataSource);
  const password = { password: input.password, passwordConfirmation: input.passwordConfirmation ?? input.password };
  const admin = existing
    ? await admins.update(
        existing.id,
        {
          email: existing.email,
          firstName: input.firstName ?? existing.firstName,
          lastName: input.lastName ?? existing.lastName,
          roleId: existing.roleId,
          active: true,
          ...password,
        },
        COMMAND_LINE,
      )
    : await admins.create(
        { email, firstName: input.firstName ?? '', lastName: input.lastName ?? '', roleId: adminRole.id, active: true, ...password },
        COMMAND_LINE,
      );
  const role = await dataSource.getRepository(RoleEntity).findOneByOrFail({ id: admin.roleId });
  return {
    action: existing ? 'password-reset' : 'created',
    admin: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: role.name },
    reactivated: !!existing && !existing.active,
    adminRole,
  };
}

/** Whoever runs the command on the server holds every right; admin_audit names the command as the actor. */
const COMMAND_LINE: Identity = { kind: 'admin', id: 'command-line', email: 'npm run create-admin', permissions: ALL_PERMISSIONS };

/**
 * The API's AdminsService outside Nest. This command signs no token and throttles no sign-in: of
 * SessionsService only `revokeAll` is reached (a reset ends the account's sessions), so no JWT key.
 */
function adminsService(dataSource: DataSource): AdminsService {
  const sessions = new SessionsService(dataSource, { JWT_PRIVATE_KEY: '' } as IdentityConfig);
  return new AdminsService(dataSource, sessions, new ThrottleService(dataSource));
}

// ---- command line -------------------------------------------------------------------------------

export const USAGE = `Usage: npm run create-admin -- --email <email> --first-name <name> --last-name <name> [--reset-password]

Creates a back-office administrator with the role "admin" (every permission) in identity's database.
  DATABASE_URL     identity's database (postgres://…); its migrations are run first
  ADMIN_PASSWORD   the password; when unset and run in a terminal, it is asked twice without echo
  --reset-password the administrator exists: set the new password and reactivate it (names optional)`;

/** A mistake in the invocation: exit code 2. */
export class UsageError extends Error {}

export type CommandLine = { help: true } | ({ help: false } & Omit<FirstAdminInput, 'password' | 'passwordConfirmation'>);

export function parseCommandLine(argv: string[]): CommandLine {
  if (argv.some((a) => /^--?password(=|$)/.test(a))) {
    throw new UsageError(
      'Never pass the password on the command line (it would stay in the shell history): set ADMIN_PASSWORD or let the command prompt for it',
    );
  }
  let values: { email?: string; 'first-name'?: string; 'last-name'?: string; 'reset-password'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  return {
    help: false,
    email: values.email ?? '',
    firstName: values['first-name'] ?? null,
    lastName: values['last-name'] ?? null,
    resetPassword: values['reset-password'] ?? false,
  };
}

const FLAG: Record<string, string> = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
  password: 'the password',
  passwordConfirmation: 'the password confirmation',
};
const REASON: Record<string, string> = {
  [MessageKey.REQUIRED]: 'is required',
  [MessageKey.EMAIL_INVALID]: 'is not a valid email address',
  [MessageKey.NAME_TOO_LONG]: 'is too long',
  [MessageKey.PASSWORD_TOO_WEAK]: `is too weak: it needs at least ${PASSWORD_MIN_LENGTH} characters with a digit, a lowercase letter, an uppercase letter and a special character`,
  [MessageKey.PASSWORDS_DO_NOT_MATCH]: 'does not match the password',
  [ServerMessageKey.ROLE_NOT_BACK_OFFICE]: 'is not a back-office role',
};

/** The operator-facing text of a refusal, or null when the error is not about the input. */
export function describeRefusal(error: unknown): string | null {
  if (error instanceof UsageError) return error.message;
  if (error instanceof ConfigError) return error.message;
  if (!(error instanceof AppError)) return null;
  const code = error.extensions.code;
  if (code !== ErrorCode.BAD_USER_INPUT && code !== ErrorCode.CONFLICT && code !== ErrorCode.NOT_FOUND) return null;
  const fieldErrors = (error.extensions.fieldErrors ?? {}) as Record<string, string>;
  if (code !== ErrorCode.BAD_USER_INPUT || !Object.keys(fieldErrors).length) return error.message;
  return Object.entries(fieldErrors)
    .map(([field, key]) => `${FLAG[field] ?? field} ${REASON[key] ?? `is invalid (${key})`}`)
    .join('\n');
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(value));
        if (ch === '\u0003') return finish(() => reject(new UsageError('Cancelled')));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u001b')
          return; // an escape sequence (arrow keys): ignore the rest of it
        else if (ch >= ' ') value += ch;
      }
    };
    process.stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<{ password: string; passwordConfirmation: string }> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, passwordConfirmation: fromEnv };
  if (!process.stdin.isTTY) throw new UsageError('No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for it');
  const password = await askHidden('Password: ');
  const passwordConfirmation = await askHidden('Password (again): ');
  return { password, passwordConfirmation };
}

function report(result: FirstAdminResult): void {
  const { admin, adminRole } = result;
  console.log(
    adminRole.created
      ? `[create-admin] role "admin" created with every permission of the catalogue (${adminRole.permissions})`
      : `[create-admin] role "admin" brought to every permission of the catalogue (${adminRole.permissions})`,
  );
  if (result.action === 'created') {
    console.log(`[create-admin] administrator ${admin.email} (${admin.firstName} ${admin.lastName}) created with the role "${admin.role}", id ${admin.id}`);
  } else {
    console.log(`[create-admin] password of administrator ${admin.email} (role "${admin.role}") reset; its sessions were ended`);
    if (result.reactivated) console.log(`[create-admin] the account was deactivated: it is active again`);
  }
  console.log('[create-admin] sign in to the back office (/admin/) with this email and password');
}

async function main(argv: string[]): Promise<number> {
  const commandLine = parseCommandLine(argv);
  if (commandLine.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig({ DATABASE_URL: env.url({ protocols: ['postgres', 'postgresql'], doc: "identity's database" }) });
  const input: FirstAdminInput = { ...commandLine, ...(await readPassword()) };
  checkFirstAdminInput(input); // before connecting: a typo costs no database round trip
  // Required lazily: app.module pulls in the whole service, only its entities are needed.
  const { ENTITIES } = await import('../app.module');
  await ensureDatabase(config.DATABASE_URL); // like the service: a fresh database gets its schema
  const dataSource = await new DataSource({
    ...dataSourceOptions(config.DATABASE_URL, ENTITIES, serviceMigrations(MIGRATIONS)),
    migrationsRun: false,
  }).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(`[create-admin] migrations: ${applied.length ? `${applied.length} applied` : 'up to date'}`);
    report(await createFirstAdmin(dataSource, input));
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      const refusal = describeRefusal(error);
      if (refusal !== null) {
        console.error(
          refusal
            .split('\n')
            .map((line) => `[create-admin] ${line}`)
            .join('\n'),
        );
        if (error instanceof UsageError && !/Cancelled/.test(error.message)) console.error(`\n${USAGE}`);
        process.exit(2);
      }
      console.error('[create-admin] failed:', error instanceof Error && error.message ? error.message : error);
      process.exit(1);
    },
  );
}
