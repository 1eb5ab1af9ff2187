import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import { SettingsReader, badInput, conflict, mapUniqueViolation, notFound, writeEvent } from '@guide/platform';
import { CUSTOMER_MASS_DELETE_MAX, MessageKey, ServerMessageKey, customerAdminSchema, normalizeEmail, normalizeFrenchPhone } from '@guide/validation';
import { issueCustomerToken } from '../accounts/customer-tokens';
import { isUuid } from '../ids';
import { eraseCustomer } from '../privacy/erasure';
import { validateInput } from '../validate-input';
import { CustomerEntity, CustomerType } from './customer.entity';
import { CustomersService } from './customers.service';
import { assertProfessionalAllowed } from './professional-accounts';
import type { CustomerAdminInput } from '../generated/graphql';

/** The set-password link of an account staff created: a week, the customer may not read mail daily. */
export const SET_PASSWORD_TTL_SECONDS = 7 * 24 * 3600;
/** No password yet: not an argon2 hash, so no password ever matches it (verifyPassword answers false). */
const NO_PASSWORD = '!';

/**
 * Back office: staff create, edit and delete customers. A created account has no password: the
 * customer gets a single-use link (the password-reset machinery, template `account.set-password`)
 * whose use sets the password and confirms the address.
 */
@Injectable()
export class CustomerAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly settings: SettingsReader,
  ) {}

  async create(input: CustomerAdminInput): Promise<CustomerEntity> {
    const value = validateInput(customerAdminSchema, input);
    assertProfessionalAllowed(this.settings, value.customerType);
    const email = normalizeEmail(value.email);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          if (await this.customers.byEmail(email, manager)) throw emailTaken();
          const groupId = await groupIdOf(manager, value.groupCode ?? null);
          const repo = manager.getRepository(CustomerEntity);
          const customer = repo.create({
            email,
            passwordHash: NO_PASSWORD,
            customerType: value.customerType as CustomerType,
            firstName: value.firstName,
            lastName: value.lastName,
            phone: value.phone ? normalizeFrenchPhone(value.phone) : null,
            locale: value.locale ?? 'fr',
            emailVerifiedAt: null,
            groupId,
          });
          await repo.save(customer);
          // The link is a password-reset token: the storefront's reset page sets the password.
          const token = await issueCustomerToken(manager, customer.id, 'reset-password', SET_PASSWORD_TTL_SECONDS);
          await writeEvent(manager, Events.customerInvited, customer.id, {
            customerId: customer.id,
            email: customer.email,
            firstName: customer.firstName,
            locale: customer.locale,
            setPasswordToken: token,
          });
          // The projections of other services (campaign recipients, review authors) learn of it.
          await this.customers.customerUpdated(manager, customer);
          return customer;
        }),
      emailTaken,
    );
  }

  async update(id: string, input: CustomerAdminInput): Promise<CustomerEntity> {
    const value = validateInput(customerAdminSchema, input);
    const email = normalizeEmail(value.email);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const repo = manager.getRepository(CustomerEntity);
          const customer = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
          if (!customer || customer.erasedAt) throw notFound('Customer');
          assertProfessionalAllowed(this.settings, value.customerType, customer.customerType);
          const other = await this.customers.byEmail(email, manager);
          if (other && other.id !== customer.id) throw emailTaken();
          const groupId = await groupIdOf(manager, value.groupCode ?? null);
          // The access token carries the e-mail address and the group: a change ends the current ones
          // (the app's refresh mints new ones).
          if (customer.email !== email || (customer.groupId ?? null) !== groupId) customer.sessionVersion += 1;
          Object.assign(customer, {
            email,
            firstName: value.firstName,
            lastName: value.lastName,
            phone: value.phone ? normalizeFrenchPhone(value.phone) : null,
            customerType: value.customerType as CustomerType,
            groupId,
            locale: value.locale ?? customer.locale,
          });
          await repo.save(customer);
          await this.customers.customerUpdated(manager, customer);
          return customer;
        }),
      emailTaken,
    );
  }

  /** Erases each existing, not yet erased customer (as deleteMyAccount does); unknown ids are skipped. */
  async deleteMany(ids: string[]): Promise<number> {
    if (!Array.isArray(ids)) throw badInput({ ids: MessageKey.INVALID_ID });
    if (ids.length > CUSTOMER_MASS_DELETE_MAX) throw badInput({ ids: MessageKey.TOO_MANY }, `At most ${CUSTOMER_MASS_DELETE_MAX} customers at once`);
    if (!ids.every(isUuid)) throw badInput({ ids: MessageKey.INVALID_ID }, 'Malformed customer id');
    const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
    if (!unique.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      // Locked in id order: two overlapping mass deletions cannot deadlock.
      const rows: { id: string }[] = await manager.query('SELECT id FROM customer WHERE id = ANY($1::uuid[]) AND erased_at IS NULL ORDER BY id FOR UPDATE', [
        unique,
      ]);
      for (const row of rows) await eraseCustomer(manager, row.id, 'STAFF');
      return rows.length;
    });
  }
}

/** The group of a code (case-insensitive), null for none; an unknown code is a field error. */
async function groupIdOf(manager: EntityManager, code: string | null): Promise<string | null> {
  if (!code) return null;
  // Locked until commit: a group deleted meanwhile cannot leave a dangling id (FOR KEY SHARE, like lockReferencedRow).
  const rows: { id: string }[] = await manager.query('SELECT id FROM customer_group WHERE lower(code) = lower($1) FOR KEY SHARE', [code]);
  if (!rows.length) throw badInput({ groupCode: ServerMessageKey.NOT_FOUND }, 'No customer group has this code');
  return rows[0].id;
}

function emailTaken() {
  return conflict('An account already exists with this email address', { email: ServerMessageKey.EMAIL_TAKEN });
}
