import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import {
  Identity,
  likeContains,
  lockReferencedRow,
  notFound,
  writeEvent,
  loadByKey,
  loadGroupsByKey,
  perRequest,
  paginate,
  paginateQuery,
  type Locale,
} from '@guide/platform';
import { normalizeEmail, normalizeFrenchPhone, profileSchema } from '@guide/validation';
import { AddressEntity } from '../addresses/address.entity';
import { CustomerGroupEntity } from '../customer-groups/customer-group.entity';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { CustomerEntity, Gender } from './customer.entity';
import type { ProfileInput, QueryCustomersArgs } from '../generated/graphql';

@Injectable()
export class CustomersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<CustomerEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.getRepository(CustomerEntity).findOneBy({ id });
  }

  byEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<CustomerEntity | null> {
    return manager
      .getRepository(CustomerEntity)
      .createQueryBuilder('c')
      .where('lower(c.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /** What other subgraphs and the apps may resolve: one's own account, or any account for staff. */
  /** A customer for whom may see it (federation references: batched per request through `context`). */
  async visibleTo(id: string, identity: Identity, context: object = {}): Promise<CustomerEntity | null> {
    if ((identity.kind === 'customer' && identity.id === id) || identity.kind === 'admin') return this.loaders(context).customer.load(id);
    return null;
  }

  async updateProfile(customerId: string, input: ProfileInput): Promise<CustomerEntity> {
    const value = validateInput(profileSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(CustomerEntity);
      const customer = await repo.findOne({ where: { id: customerId }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw notFound('Customer');
      Object.assign(customer, {
        firstName: value.firstName,
        lastName: value.lastName,
        gender: (value.gender ?? null) as Gender | null,
        birthDate: value.birthDate ?? null,
        company: value.company ?? null,
        phone: value.phone ? normalizeFrenchPhone(value.phone) : null,
        locale: (value.locale ?? customer.locale) as Locale,
      });
      await repo.save(customer);
      await this.customerUpdated(manager, customer);
      return customer;
    });
  }

  async list(args: QueryCustomersArgs) {
    // Erased accounts (anonymised rows kept for the orders) are not customers any more.
    const qb = this.dataSource.getRepository(CustomerEntity).createQueryBuilder('c').where('c.erased_at IS NULL');
    const search = args.search?.trim();
    if (search) {
      const pattern = likeContains(search);
      qb.andWhere(
        `(c.email ILIKE :pattern OR c.first_name ILIKE :pattern OR c.last_name ILIKE :pattern
          OR (c.first_name || ' ' || c.last_name) ILIKE :pattern OR (c.last_name || ' ' || c.first_name) ILIKE :pattern
          OR c.corporate_name ILIKE :pattern OR c.trade_name ILIKE :pattern)`,
        { pattern },
      );
    }
    if (args.customerType) qb.andWhere('c.customer_type = :customerType', { customerType: args.customerType });
    if (args.groupId) {
      // A malformed id matches no group: an empty page, not a database error.
      if (!isUuid(args.groupId)) return paginate(args, async () => [[], 0]);
      qb.andWhere('c.group_id = :groupId', { groupId: args.groupId });
    }
    if (args.emailVerified === true) qb.andWhere('c.email_verified_at IS NOT NULL');
    if (args.emailVerified === false) qb.andWhere('c.email_verified_at IS NULL');
    return paginateQuery(args, qb.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'ASC'));
  }

  async setGroup(customerId: string, groupId: string | null): Promise<CustomerEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(CustomerEntity);
      const customer = isUuid(customerId) ? await repo.findOne({ where: { id: customerId }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!customer || customer.erasedAt) throw notFound('Customer');
      // Locked until the customer is saved: a deleteCustomerGroup racing this waits (and then clears the
      // group it sets), or went first and the group is NOT_FOUND here, never a foreign-key error.
      if (groupId && !(isUuid(groupId) && (await lockReferencedRow(manager, 'customer_group', groupId)))) throw notFound('Customer group');
      // The group travels in the access token (it decides which reserved products the shop shows):
      // a new session version makes the gateway refuse the old token, and the app's refresh mints one
      // with the new group.
      if ((customer.groupId ?? null) !== (groupId ?? null)) customer.sessionVersion += 1;
      customer.groupId = groupId ?? null;
      await repo.save(customer);
      await this.customerUpdated(manager, customer);
      return customer;
    });
  }

  /** The code of the customer's group, '' without one: what the access token carries. */
  async groupCodeOf(c: CustomerEntity): Promise<string> {
    if (!c.groupId) return '';
    const group = await this.dataSource.getRepository(CustomerGroupEntity).findOneBy({ id: c.groupId });
    return group?.code ?? '';
  }

  async customerUpdated(manager: EntityManager, c: CustomerEntity): Promise<void> {
    const group = c.groupId ? await manager.getRepository(CustomerGroupEntity).findOneBy({ id: c.groupId }) : null;
    await writeEvent(manager, Events.customerUpdated, c.id, {
      customerId: c.id,
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      customerType: c.customerType,
      phone: c.phone ?? '',
      locale: c.locale,
      groupCode: group?.code ?? '',
    });
  }

  /** One loader set per GraphQL request: a page of customers reads its addresses and groups in two queries. */
  readonly loaders = perRequest(() => ({
    addresses: loadGroupsByKey(
      (customerIds: string[]) =>
        this.dataSource
          .getRepository(AddressEntity)
          .find({ where: { customerId: In(customerIds) }, order: { type: 'ASC', isDefault: 'DESC', createdAt: 'ASC' } }),
      (r) => r.customerId,
    ),
    group: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(CustomerGroupEntity).findBy({ id: In(ids) }),
      (r) => r.id,
    ),
    customer: loadByKey(
      (ids: string[]) => this.dataSource.getRepository(CustomerEntity).findBy({ id: In(ids.filter(isUuid)) }),
      (r) => r.id,
    ),
  }));
}
