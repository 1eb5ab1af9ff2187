import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  AppError,
  badInput,
  conflict,
  ErrorCode,
  forbidden,
  hasPermission,
  Identity,
  likeContains,
  notFound,
  unauthenticated,
  mapUniqueViolation,
  paginateQuery,
} from '@guide/platform';
import { MessageKey, ServerMessageKey, adminSchema, loginSchema, normalizeEmail } from '@guide/validation';
import { INVALID_CREDENTIALS } from '../accounts/accounts.service';
import { isUuid } from '../ids';
import { assertHoldsAll } from '../roles/grants';
import { RoleEntity } from '../roles/role.entity';
import { TICKET_AGENT_ROLE_ID } from '../ticket-agents/agent-role';
import { hashPassword, verifyDecoy, verifyPassword } from '../security/passwords';
import { ClientInfo, IssuedSession, SessionsService, SignedInIdentity } from '../sessions/sessions.service';
import { THROTTLE } from '../throttling/throttle.rules';
import { ThrottleService } from '../throttling/throttle.service';
import { validateInput } from '../validate-input';
import { AdminEntity } from './admin.entity';
import type { AdminInput, QueryAdminsArgs } from '../generated/graphql';

/** Back-office accounts and their sessions (distinct from customers': own table, cookies and throttle). */
@Injectable()
export class AdminsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly throttle: ThrottleService,
  ) {}

  byId(id: string): Promise<AdminEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(AdminEntity).findOneBy({ id }) : Promise.resolve(null);
  }

  /** A staff account: ticket users' accounts (ADR 0018) are managed from the ticket area, not here. */
  async staffById(id: string): Promise<AdminEntity | null> {
    const admin = await this.byId(id);
    return admin && !admin.ticketUserId ? admin : null;
  }

  async login(email: string, password: string, client: ClientInfo): Promise<IssuedSession> {
    validateInput(loginSchema, { email, password });
    const account = normalizeEmail(email);
    const keys = { account, address: client.ip };
    await this.throttle.assertAllowed(THROTTLE.adminLogin, keys);
    const admin = await this.byEmail(this.dataSource.manager, account);
    const valid = admin ? await verifyPassword(admin.passwordHash, password) : await verifyDecoy(password);
    const identity = admin && valid ? await this.identityOf(admin) : null;
    if (!identity) {
      await this.throttle.recordFailure(THROTTLE.adminLogin, keys);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(THROTTLE.adminLogin, keys);
    return this.sessions.start(identity, false, client);
  }

  /** Rotation re-reads the role: permission changes reach the admin within one access-token lifetime. */
  refresh(refreshToken: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    return this.sessions.rotate(
      refreshToken,
      'admin',
      async (id) => {
        const admin = await this.byId(id);
        return admin ? this.identityOf(admin) : null;
      },
      client,
    );
  }

  logout(refreshToken: string | undefined): Promise<void> {
    return this.sessions.revoke(refreshToken, 'admin');
  }

  async list(args: QueryAdminsArgs) {
    const qb = this.dataSource.getRepository(AdminEntity).createQueryBuilder('a').where('a.ticket_user_id IS NULL');
    const search = args.search?.trim();
    if (search) {
      const pattern = likeContains(search);
      qb.andWhere(
        `(a.email ILIKE :pattern OR a.first_name ILIKE :pattern OR a.last_name ILIKE :pattern OR (a.first_name || ' ' || a.last_name) ILIKE :pattern)`,
        { pattern },
      );
    }
    return paginateQuery(args, qb.orderBy('a.last_name', 'ASC').addOrderBy('a.first_name', 'ASC').addOrderBy('a.id', 'ASC'));
  }

  /** The new account's role may not hold permissions the caller lacks (nobody grants what they do not hold). */
  async create(input: AdminInput, actor: Identity): Promise<AdminEntity> {
    const value = validateInput(adminSchema, input);
    if (!value.password) throw badInput({ password: MessageKey.REQUIRED });
    const passwordHash = await hashPassword(value.password);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const email = normalizeEmail(value.email);
          if (await this.byEmail(manager, email)) throw emailTaken();
          const role = await this.backOfficeRole(manager, value.roleId);
          assertHoldsAll(actor, role.permissions, 'roleId', ROLE_BEYOND_OWN);
          const repo = manager.getRepository(AdminEntity);
          return repo.save(
            repo.create({ email, firstName: value.firstName, lastName: value.lastName, passwordHash, roleId: value.roleId, active: value.active ?? true }),
          );
        }),
      emailTaken,
    );
  }

  /**
   * Rules on top of the form's: nobody changes its own role; a role change needs the caller to hold every
   * key of both the new and the current role (no raising others, no demoting one's betters); setting another
   * administrator's password needs users.admins.set-password and rights covering the target's, and is
   * recorded in admin_audit. A role change or a deactivation bumps the session version (access tokens end).
   */
  async update(id: string, input: AdminInput, actor: Identity): Promise<AdminEntity> {
    const value = validateInput(adminSchema, input);
    const passwordHash = value.password ? await hashPassword(value.password) : null;
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          await this.lockAdmins(manager);
          const repo = manager.getRepository(AdminEntity);
          const admin = isUuid(id) ? await repo.findOneBy({ id }) : null;
          if (!admin || admin.ticketUserId) throw notFound('Administrator');
          const self = actor.kind === 'admin' && actor.id === admin.id;
          const email = normalizeEmail(value.email);
          const other = await this.byEmail(manager, email);
          if (other && other.id !== admin.id) throw emailTaken();
          const role = await this.backOfficeRole(manager, value.roleId);
          const currentRole = await manager.getRepository(RoleEntity).findOneBy({ id: admin.roleId });
          const roleChanged = role.id !== admin.roleId;
          if (roleChanged) {
            if (self) throw new AppError(ErrorCode.FORBIDDEN, 'You cannot change your own role', { fieldErrors: { roleId: ServerMessageKey.OWN_ROLE_LOCKED } });
            assertHoldsAll(actor, role.permissions, 'roleId', ROLE_BEYOND_OWN);
            assertHoldsAll(
              actor,
              currentRole?.permissions ?? [],
              'roleId',
              'You cannot change the role of an administrator who holds permissions you do not hold',
            );
          }
          if (passwordHash && !self) {
            if (!hasPermission(actor, SET_PASSWORD)) {
              throw new AppError(ErrorCode.FORBIDDEN, `Setting another administrator's password needs the permission ${SET_PASSWORD}`, {
                fieldErrors: { password: ServerMessageKey.PASSWORD_SET_FORBIDDEN },
              });
            }
            assertHoldsAll(
              actor,
              currentRole?.permissions ?? [],
              'password',
              'You cannot set the password of an administrator who holds permissions you do not hold',
            );
          }
          const active = value.active ?? admin.active;
          if (admin.active && !active && (await this.otherActiveAdmins(manager, admin.id)) === 0) {
            throw conflict('The last active administrator cannot be deactivated', { active: ServerMessageKey.LAST_ADMIN });
          }
          const deactivated = admin.active && !active;
          Object.assign(admin, { email, firstName: value.firstName, lastName: value.lastName, roleId: value.roleId, active });
          if (roleChanged || deactivated) admin.sessionVersion += 1;
          if (passwordHash) admin.passwordHash = passwordHash;
          await repo.save(admin);
          if (passwordHash) await this.audit(manager, 'admin.password-set', actor, admin);
          // A new password or a deactivation ends the account's sessions.
          if (passwordHash || !active) await this.sessions.revokeAll(manager, 'admin', admin.id);
          return admin;
        }),
      emailTaken,
    );
  }

  /** Who set whose password, and when: newest first. */
  async auditOf(
    targetId: string,
  ): Promise<{ action: string; actorId: string | null; actorEmail: string | null; targetId: string; targetEmail: string; createdAt: Date }[]> {
    if (!isUuid(targetId)) return [];
    return this.dataSource.query(
      `SELECT action, actor_id AS "actorId", actor_email AS "actorEmail", target_id AS "targetId", target_email AS "targetEmail", created_at AS "createdAt"
       FROM admin_audit WHERE target_id = $1 ORDER BY created_at DESC, id DESC`,
      [targetId],
    );
  }

  /**
   * Never the last active administrator. Deleting one's own account also needs users.admins.delete-self
   * and the current password (the spec's confirmation).
   */
  async remove(id: string, currentPassword: string | null | undefined, actor: Identity): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockAdmins(manager);
      const repo = manager.getRepository(AdminEntity);
      const admin = isUuid(id) ? await repo.findOneBy({ id }) : null;
      if (!admin || admin.ticketUserId) throw notFound('Administrator');
      if (actor.kind === 'admin' && actor.id === admin.id) {
        if (!hasPermission(actor, 'users.admins.delete-self')) throw forbidden('Missing permission users.admins.delete-self');
        if (!currentPassword || !(await verifyPassword(admin.passwordHash, currentPassword))) {
          throw badInput({ currentPassword: ServerMessageKey.PASSWORD_INCORRECT }, 'Confirm with your current password');
        }
      }
      if (admin.active && (await this.otherActiveAdmins(manager, admin.id)) === 0) {
        throw conflict('The last administrator cannot be deleted', { id: ServerMessageKey.LAST_ADMIN });
      }
      await repo.delete({ id: admin.id }); // gone: the session check refuses its tokens from now on
      await this.sessions.revokeAll(manager, 'admin', admin.id);
      return true;
    });
  }

  /** The identity an access token carries: the role's permissions; null when the account may not sign in. */
  async identityOf(admin: AdminEntity): Promise<SignedInIdentity | null> {
    if (!admin.active) return null;
    const role = await this.dataSource.getRepository(RoleEntity).findOneBy({ id: admin.roleId });
    if (!role || role.interface !== 'BACK_OFFICE') return null;
    return { kind: 'admin', id: admin.id, email: admin.email, permissions: role.permissions, sessionVersion: admin.sessionVersion };
  }

  private byEmail(manager: EntityManager, email: string): Promise<AdminEntity | null> {
    return manager
      .getRepository(AdminEntity)
      .createQueryBuilder('a')
      .where('lower(a.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /**
   * The role an administrator is given, locked FOR KEY SHARE until the transaction ends: deleteRole waits
   * for the administrator written and finds the role in use, or went first and the role is unknown here.
   */
  private async backOfficeRole(manager: EntityManager, roleId: string): Promise<RoleEntity> {
    const role = isUuid(roleId) ? await manager.getRepository(RoleEntity).findOne({ where: { id: roleId }, lock: { mode: 'for_key_share' } }) : null;
    // The ticket agents' role is theirs only (ADR 0018): for staff it does not exist.
    if (!role || role.id === TICKET_AGENT_ROLE_ID) throw badInput({ roleId: ServerMessageKey.NOT_FOUND }, 'Unknown role');
    if (role.interface !== 'BACK_OFFICE') throw badInput({ roleId: ServerMessageKey.ROLE_NOT_BACK_OFFICE }, 'Administrators need a back-office role');
    return role;
  }

  private async audit(manager: EntityManager, action: string, actor: Identity, target: AdminEntity): Promise<void> {
    const actorId = actor.kind === 'anonymous' ? null : actor.id;
    await manager.query('INSERT INTO admin_audit (action, actor_id, actor_email, target_id, target_email) VALUES ($1, $2, $3, $4, $5)', [
      action,
      actorId && isUuid(actorId) ? actorId : null,
      actor.kind === 'anonymous' ? null : (actor.email ?? null),
      target.id,
      target.email,
    ]);
  }

  /** Serialises changes that could leave no active administrator (two deletions at once). */
  private async lockAdmins(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity.admins']);
  }

  private async otherActiveAdmins(manager: EntityManager, exceptId: string): Promise<number> {
    const [row] = await manager.query('SELECT count(*)::int AS count FROM admin WHERE active AND ticket_user_id IS NULL AND id <> $1', [exceptId]);
    return row.count;
  }
}

const SET_PASSWORD = 'users.admins.set-password';
const ROLE_BEYOND_OWN = 'You cannot give an administrator a role with permissions you do not hold';

function emailTaken() {
  return conflict('An administrator already uses this email address', { email: ServerMessageKey.EMAIL_TAKEN });
}
