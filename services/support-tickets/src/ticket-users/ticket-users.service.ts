import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Algorithm, hash } from '@node-rs/argon2';
import { badInput, conflict, isUniqueViolation } from '@guide/platform';
import { TicketGroupEntity, TicketUserEntity } from './ticket-user.entity';
import { TicketUserInput, validateGroupName, validateTicketUserInput } from './ticket-user.validation';

/** identity's parameters (services/identity/src/security/passwords.ts): argon2id, 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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
    return this.dataSource.transaction(async (manager) => {
      if (groupIds.length && (await manager.getRepository(TicketGroupEntity).countBy({ id: In(groupIds) })) !== groupIds.length) {
        throw badInput({ groupIds: 'NOT_FOUND' });
      }
      const taken: Record<string, string> = {};
      const rows: { login: boolean; mail: boolean }[] = await manager.query(
        `SELECT lower(login) = lower($1) AS login, lower(mail) = lower($2) AS mail FROM ticket_user WHERE lower(login) = lower($1) OR lower(mail) = lower($2)`,
        [value.login, value.mail],
      );
      if (rows.some((r) => r.login)) taken.login = 'LOGIN_TAKEN';
      if (rows.some((r) => r.mail)) taken.mail = 'EMAIL_TAKEN';
      if (Object.keys(taken).length) throw conflict('A ticket user already has this login or mail', taken);
      const repo = manager.getRepository(TicketUserEntity);
      let user: TicketUserEntity;
      try {
        user = await repo.save(
          repo.create({ login: value.login, firstName: value.firstName, lastName: value.lastName, mail: value.mail, passwordHash: await hash(value.password, ARGON2) }),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'ticket_user_login')) throw conflict('A ticket user already has this login', { login: 'LOGIN_TAKEN' });
        if (isUniqueViolation(error, 'ticket_user_mail')) throw conflict('A ticket user already has this mail', { mail: 'EMAIL_TAKEN' });
        throw error;
      }
      if (groupIds.length) {
        await manager.query('INSERT INTO ticket_user_group (user_id, group_id) SELECT $1, unnest($2::uuid[])', [user.id, groupIds]);
      }
      const { passwordHash: _hash, ...safe } = user;
      return safe as TicketUserEntity;
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
