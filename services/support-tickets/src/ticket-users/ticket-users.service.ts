import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Algorithm, hash } from '@node-rs/argon2';
import { Events } from '@guide/proto-schemas';
import { Identity, actorOf, badInput, conflict, isUniqueViolation, lockReferenced, notFound, writeEvent } from '@guide/platform';
import { TicketGroupEntity, TicketUserEntity } from './ticket-user.entity';
import { validateGroupName, validateTicketUserInput, validateTicketUserUpdate } from './ticket-user.validation';
import type { TicketUserInput, TicketUserUpdateInput } from '../generated/graphql';

/** identity's parameters (services/identity/src/security/passwords.ts): argon2id, 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Who a journal entry written on someone's behalf names: the staff member's email, else their id. */
const authorOf = (by: Identity): string => (by.kind === 'anonymous' ? 'system' : by.email || by.id);

/** argon2id with identity's parameters (the demo seed hashes its users' password with it too). */
export const hashTicketPassword = (password: string): Promise<string> => hash(password, ARGON2);

export interface UserGroupRow {
  userId: string;
  group: TicketGroupEntity;
}

@Injectable()
export class TicketUsersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  groups(): Promise<TicketGroupEntity[]> {
    return this.dataSource.getRepository(TicketGroupEntity).find({ order: { name: 'ASC' } });
  }

  users(): Promise<TicketUserEntity[]> {
    return this.dataSource.getRepository(TicketUserEntity).find({ order: { lastName: 'ASC', firstName: 'ASC', login: 'ASC' } });
  }

  /** CONFLICT `{ name: GROUP_EXISTS }` when a group already has the name (whatever the case). */
  async createGroup(name: string): Promise<TicketGroupEntity> {
    const value = validateGroupName(name);
    const repo = this.dataSource.getRepository(TicketGroupEntity);
    try {
      return await repo.save(repo.create({ name: value }));
    } catch (error) {
      if (isUniqueViolation(error, 'ticket_group_name')) throw conflict('A ticket group already has this name', { name: 'GROUP_EXISTS' });
      throw error;
    }
  }

  /**
   * Checks the form (customers' password rules), the groups (`groupIds: NOT_FOUND`), then login and mail
   * uniqueness (CONFLICT `login: LOGIN_TAKEN` / `mail: EMAIL_TAKEN`, whatever the case); the unique
   * indexes settle a race between two creations.
   */
  async createUser(input: TicketUserInput): Promise<TicketUserEntity> {
    const value = validateTicketUserInput(input);
    const groupIds = [...new Set(input.groupIds ?? [])];
    const passwordHash = await hash(value.password, ARGON2);
    return this.dataSource.transaction(async (manager) => {
      await this.checkGroups(manager, groupIds);
      await this.checkTaken(manager, value.login, value.mail, null);
      const repo = manager.getRepository(TicketUserEntity);
      const user = await saveUnique(() =>
        repo.save(repo.create({ login: value.login, firstName: value.firstName, lastName: value.lastName, mail: value.mail, passwordHash })),
      );
      await this.setGroups(manager, user.id, groupIds);
      await this.announce(manager, user, passwordHash, true);
      const { passwordHash: _hash, ...safe } = user;
      return safe as TicketUserEntity;
    });
  }

  /**
   * Same checks as creation; an absent or empty password keeps the current one, absent `groupIds` keeps
   * the groups ([] removes them all). Identity learns the change through `tickets.ticket-user.changed`,
   * and ends the user's sessions when login, mail or password changed.
   */
  async updateUser(id: string, input: TicketUserUpdateInput): Promise<TicketUserEntity> {
    const value = validateTicketUserUpdate(input);
    const groupIds = input.groupIds == null ? null : [...new Set(input.groupIds)];
    const newHash = value.password ? await hash(value.password, ARGON2) : null;
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(TicketUserEntity);
      const before = await repo.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).setLock('pessimistic_write').getOne();
      if (!before) throw notFound('Ticket user');
      if (groupIds) await this.checkGroups(manager, groupIds);
      await this.checkTaken(manager, value.login, value.mail, id);
      const credentialsChanged = before.login !== value.login || before.mail !== value.mail || newHash !== null;
      const passwordHash = newHash ?? before.passwordHash;
      await saveUnique(() => repo.update({ id }, { login: value.login, firstName: value.firstName, lastName: value.lastName, mail: value.mail, passwordHash }));
      if (groupIds) {
        await manager.query('DELETE FROM ticket_user_group WHERE user_id = $1', [id]);
        await this.setGroups(manager, id, groupIds);
      }
      const user = await repo.findOneByOrFail({ id });
      await this.announce(manager, user, passwordHash, credentialsChanged);
      return user;
    });
  }

  /**
   * Their tickets become unassigned, one journal entry per ticket, and identity removes their sign-in
   * (`tickets.ticket-user.deleted`): all in one transaction. False when unknown.
   */
  async deleteUser(id: string, by: Identity): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query('SELECT id FROM ticket_user WHERE id = $1 FOR UPDATE', [id]);
      if (!user) return false;
      await this.unassign(manager, 'assignee_id', 'assigneeId', id, by);
      await manager.query('DELETE FROM ticket_user WHERE id = $1', [id]);
      await writeEvent(manager, Events.ticketUserDeleted, id, { ticketUserId: id, deletedAt: new Date().toISOString() });
      return true;
    });
  }

  /** Same rules as createGroup; NOT_FOUND when unknown. */
  async updateGroup(id: string, name: string): Promise<TicketGroupEntity> {
    const value = validateGroupName(name);
    const repo = this.dataSource.getRepository(TicketGroupEntity);
    const group = await repo.findOneBy({ id });
    if (!group) throw notFound('Ticket group');
    group.name = value;
    try {
      return await repo.save(group);
    } catch (error) {
      if (isUniqueViolation(error, 'ticket_group_name')) throw conflict('A ticket group already has this name', { name: 'GROUP_EXISTS' });
      throw error;
    }
  }

  /** Tickets assigned to the group lose it (journaled); its members stay. False when unknown. */
  async deleteGroup(id: string, by: Identity): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [group] = await manager.query('SELECT id FROM ticket_group WHERE id = $1 FOR UPDATE', [id]);
      if (!group) return false;
      await this.unassign(manager, 'assigned_group_id', 'assignedGroupId', id, by);
      await manager.query('DELETE FROM ticket_group WHERE id = $1', [id]);
      return true;
    });
  }

  /** Clears `column` on the tickets pointing at `id` and journals `{field, from: id, to: null}` on each. */
  private async unassign(manager: EntityManager, column: 'assignee_id' | 'assigned_group_id', field: string, id: string, by: Identity): Promise<void> {
    const [rows]: [{ id: string }[], number] = await manager.query(`UPDATE ticket SET ${column} = NULL WHERE ${column} = $1 RETURNING id`, [id]);
    if (!rows.length) return;
    await manager.query(
      `INSERT INTO ticket_journal (ticket_id, author, author_id, changes)
       SELECT unnest($1::uuid[]), $2, $3, jsonb_build_array(jsonb_build_object('field', $4::text, 'from', $5::text, 'to', NULL))`,
      [rows.map((r) => r.id), authorOf(by), actorOf(by), field, id],
    );
  }

  /**
   * Every group must exist (groupIds: NOT_FOUND). They stay locked FOR KEY SHARE until the transaction
   * ends, so deleteTicketGroup waits for the membership being written (and removes it with the group),
   * or, when it came first, the group is NOT_FOUND here instead of failing the insert on the foreign key.
   */
  private async checkGroups(manager: EntityManager, groupIds: string[]): Promise<void> {
    if ((await lockReferenced(manager, 'ticket_group', groupIds)).length !== groupIds.length) throw badInput({ groupIds: 'NOT_FOUND' });
  }

  /** CONFLICT `login: LOGIN_TAKEN` / `mail: EMAIL_TAKEN` (whatever the case) by another user than `selfId`. */
  private async checkTaken(manager: EntityManager, login: string, mail: string, selfId: string | null): Promise<void> {
    const rows: { login: boolean; mail: boolean }[] = await manager.query(
      `SELECT lower(login) = lower($1) AS login, lower(mail) = lower($2) AS mail FROM ticket_user
       WHERE (lower(login) = lower($1) OR lower(mail) = lower($2)) AND id IS DISTINCT FROM $3`,
      [login, mail, selfId],
    );
    const taken: FieldErrors = {};
    if (rows.some((r) => r.login)) taken.login = 'LOGIN_TAKEN';
    if (rows.some((r) => r.mail)) taken.mail = 'EMAIL_TAKEN';
    if (Object.keys(taken).length) throw conflict('A ticket user already has this login or mail', taken);
  }

  private async setGroups(manager: EntityManager, userId: string, groupIds: string[]): Promise<void> {
    if (groupIds.length) await manager.query('INSERT INTO ticket_user_group (user_id, group_id) SELECT $1, unnest($2::uuid[])', [userId, groupIds]);
  }

  /** identity keeps the user's back-office sign-in from this event (ADR 0018); the hash, never the password. */
  private async announce(manager: EntityManager, user: TicketUserEntity, passwordHash: string, credentialsChanged: boolean): Promise<void> {
    await writeEvent(manager, Events.ticketUserChanged, user.id, {
      ticketUserId: user.id,
      login: user.login,
      mail: user.mail,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash,
      credentialsChanged,
      changedAt: new Date().toISOString(),
    });
  }

  /** Loader fetches. */
  usersByIds(ids: string[]): Promise<TicketUserEntity[]> {
    return this.dataSource.getRepository(TicketUserEntity).findBy({ id: In(ids) });
  }

  groupsByIds(ids: string[]): Promise<TicketGroupEntity[]> {
    return this.dataSource.getRepository(TicketGroupEntity).findBy({ id: In(ids) });
  }

  async groupsOfUsers(userIds: string[]): Promise<UserGroupRow[]> {
    const rows: { user_id: string; id: string; name: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT ug.user_id, g.id, g.name, g.created_at FROM ticket_user_group ug JOIN ticket_group g ON g.id = ug.group_id
       WHERE ug.user_id = ANY($1::uuid[]) ORDER BY g.name`,
      [userIds],
    );
    return rows.map((r) => ({ userId: r.user_id, group: Object.assign(new TicketGroupEntity(), { id: r.id, name: r.name, createdAt: r.created_at }) }));
  }
}

/** The unique indexes settle a race between two writes the checks let through. */
async function saveUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'ticket_user_login')) throw conflict('A ticket user already has this login', { login: 'LOGIN_TAKEN' });
    if (isUniqueViolation(error, 'ticket_user_mail')) throw conflict('A ticket user already has this mail', { mail: 'EMAIL_TAKEN' });
    throw error;
  }
}
