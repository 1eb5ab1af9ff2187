import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { conflict, notFound, mapUniqueViolation, loadByKey, perRequest } from '@guide/platform';
import { ServerMessageKey, customerGroupSchema } from '@guide/validation';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { CustomerGroupEntity } from './customer-group.entity';
import type { CustomerGroupInput } from '../generated/graphql';

@Injectable()
export class CustomerGroupsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<CustomerGroupEntity[]> {
    return this.dataSource.getRepository(CustomerGroupEntity).find({ order: { name: 'ASC' } });
  }

  async create(input: CustomerGroupInput): Promise<CustomerGroupEntity> {
    const value = validateInput(customerGroupSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          await this.assertCodeFree(manager, value.code);
          const repo = manager.getRepository(CustomerGroupEntity);
          return repo.save(repo.create({ code: value.code, name: value.name }));
        }),
      groupExists,
    );
  }

  async update(id: string, input: CustomerGroupInput): Promise<CustomerGroupEntity> {
    const value = validateInput(customerGroupSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const repo = manager.getRepository(CustomerGroupEntity);
          const group = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
          if (!group) throw notFound('Customer group');
          await this.assertCodeFree(manager, value.code, group.id);
          // Members' access tokens carry the code: a renamed code ends them (the app refreshes).
          if (group.code !== value.code) await endMembersTokens(manager, group.id);
          Object.assign(group, { code: value.code, name: value.name });
          return repo.save(group);
        }),
      groupExists,
    );
  }

  /** Members are left without a group (ON DELETE SET NULL); their tokens, which name it, end. */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound('Customer group');
    return this.dataSource.transaction(async (manager) => {
      await endMembersTokens(manager, id);
      const result = await manager.getRepository(CustomerGroupEntity).delete({ id });
      if (!result.affected) throw notFound('Customer group');
      return true;
    });
  }

  /** The customer count of a list of groups in one query (per GraphQL request). */
  readonly customerCount = perRequest(() =>
    loadByKey(
      (ids: string[]): Promise<{ group_id: string; count: number }[]> =>
        this.dataSource.query('SELECT group_id, count(*)::int AS count FROM customer WHERE group_id = ANY($1) GROUP BY group_id', [ids]),
      (r) => r.group_id,
      { value: (r) => r.count, missing: 0 },
    ),
  );

  private async assertCodeFree(manager: EntityManager, code: string, selfId?: string): Promise<void> {
    const rows = await manager.query('SELECT 1 FROM customer_group WHERE lower(code) = lower($1) AND id IS DISTINCT FROM $2', [code, selfId ?? null]);
    if (rows.length) throw groupExists();
  }
}

/** A new session version for every member: the gateway refuses their current access tokens. */
async function endMembersTokens(manager: EntityManager, groupId: string): Promise<void> {
  await manager.query('UPDATE customer SET session_version = session_version + 1 WHERE group_id = $1', [groupId]);
}

function groupExists() {
  return conflict('A customer group with this code already exists', { code: ServerMessageKey.GROUP_EXISTS });
}
