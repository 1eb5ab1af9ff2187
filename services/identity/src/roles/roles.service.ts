import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import {
  AppError,
  ErrorCode,
  Identity,
  PERMISSION_CATALOG,
  conflict,
  isKnownPermission,
  notFound,
  mapUniqueViolation,
  loadByKey,
  perRequest,
} from '@guide/platform';
import { ServerMessageKey, roleSchema } from '@guide/validation';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { assertHoldsAll } from './grants';
import { RoleEntity, RoleInterface } from './role.entity';
import { TICKET_AGENT_ROLE_ID } from '../ticket-agents/agent-role';
import type { RoleInput } from '../generated/graphql';

@Injectable()
export class RolesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<RoleEntity[]> {
    // The ticket agents' role is managed by identity itself (ADR 0018): not listed, edited nor assignable.
    return this.dataSource.getRepository(RoleEntity).find({ where: { id: Not(TICKET_AGENT_ROLE_ID) }, order: { name: 'ASC' } });
  }

  async byId(id: string): Promise<RoleEntity | null> {
    return isUuid(id) && id !== TICKET_AGENT_ROLE_ID ? this.dataSource.getRepository(RoleEntity).findOneBy({ id }) : null;
  }

  catalog() {
    return PERMISSION_CATALOG;
  }

  /** A new role starts with no permission: it grants nothing until setPermissions (checked there). */
  async create(input: RoleInput): Promise<RoleEntity> {
    const value = validateInput(roleSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          await this.assertNameFree(manager, value.name);
          const repo = manager.getRepository(RoleEntity);
          return repo.save(repo.create({ name: value.name, interface: value.interface as RoleInterface, permissions: [] }));
        }),
      roleExists,
    );
  }

  async update(id: string, input: RoleInput): Promise<RoleEntity> {
    const value = validateInput(roleSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const role = await this.lock(manager, id);
          await this.assertNameFree(manager, value.name, role.id);
          if (role.interface === 'BACK_OFFICE' && value.interface !== 'BACK_OFFICE' && (await this.adminsHolding(manager, role.id)) > 0) {
            throw conflict('Administrators hold this role: it must stay a back-office role', { interface: ServerMessageKey.ROLE_IN_USE });
          }
          Object.assign(role, { name: value.name, interface: value.interface as RoleInterface });
          return manager.getRepository(RoleEntity).save(role);
        }),
      roleExists,
    );
  }

  async remove(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const role = await this.lock(manager, id);
      if ((await this.adminsHolding(manager, role.id)) > 0) {
        throw conflict('Administrators hold this role: give them another role first', { id: ServerMessageKey.ROLE_IN_USE });
      }
      await manager.getRepository(RoleEntity).delete({ id: role.id });
      return true;
    });
  }

  /**
   * Replaces the role's permissions as a whole (the screen saves them together). The caller may only add
   * or remove keys it holds itself (nobody grants what they do not hold, nor strips a role of keys it
   * lacks); keys it does not hold stay as they are. A change ends the access tokens of the role's
   * administrators within seconds (their session version is bumped: the app refreshes and gets the new keys).
   */
  async setPermissions(roleId: string, permissions: string[], actor: Identity): Promise<RoleEntity> {
    const unknown = [...new Set(permissions.filter((p) => !isKnownPermission(p)))];
    if (unknown.length) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, `Unknown permissions: ${unknown.join(', ')}`, {
        fieldErrors: { permissions: ServerMessageKey.PERMISSION_UNKNOWN },
        unknownPermissions: unknown,
      });
    }
    return this.dataSource.transaction(async (manager) => {
      const role = await this.lock(manager, roleId);
      const next = [...new Set(permissions)].sort();
      const before = new Set(role.permissions);
      const added = next.filter((key) => !before.has(key));
      const removed = role.permissions.filter((key) => !next.includes(key));
      assertHoldsAll(actor, added, 'permissions', 'You can only give permissions you hold yourself');
      assertHoldsAll(actor, removed, 'permissions', 'You can only remove permissions you hold yourself');
      if (!added.length && !removed.length) return role;
      role.permissions = next;
      const saved = await manager.getRepository(RoleEntity).save(role);
      await manager.query('UPDATE admin SET session_version = session_version + 1 WHERE role_id = $1', [role.id]);
      return saved;
    });
  }

  /** One loader set per GraphQL request: the roles of a page of admins, the admin count of a page of roles. */
  readonly loaders = perRequest(() => ({
    role: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(RoleEntity).findBy({ id: In(ids) }),
      (r) => r.id,
    ),
    adminCount: loadByKey(
      (ids: string[]): Promise<{ role_id: string; count: number }[]> =>
        this.dataSource.query('SELECT role_id, count(*)::int AS count FROM admin WHERE role_id = ANY($1) GROUP BY role_id', [ids]),
      (r) => r.role_id,
      { value: (r) => r.count, missing: 0 },
    ),
  }));

  private async lock(manager: EntityManager, id: string): Promise<RoleEntity> {
    const role =
      isUuid(id) && id !== TICKET_AGENT_ROLE_ID
        ? await manager.getRepository(RoleEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } })
        : null;
    if (!role) throw notFound('Role');
    return role;
  }

  private async adminsHolding(manager: EntityManager, roleId: string): Promise<number> {
    const [row] = await manager.query('SELECT count(*)::int AS count FROM admin WHERE role_id = $1', [roleId]);
    return row.count;
  }

  private async assertNameFree(manager: EntityManager, name: string, selfId?: string): Promise<void> {
    const rows = await manager.query('SELECT 1 FROM role WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, selfId ?? null]);
    if (rows.length) throw roleExists();
  }
}

function roleExists() {
  return conflict('A role with this name already exists', { name: ServerMessageKey.ROLE_EXISTS });
}
