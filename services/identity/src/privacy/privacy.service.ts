import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, notFound } from '@guide/platform';
import { ServerMessageKey, deleteAccountSchema } from '@guide/validation';
import { AddressEntity } from '../addresses/address.entity';
import { CustomerGroupEntity } from '../customer-groups/customer-group.entity';
import { CustomerEntity } from '../customers/customer.entity';
import { verifyPassword } from '../security/passwords';
import { ClientInfo } from '../sessions/sessions.service';
import { THROTTLE } from '../throttling/throttle.rules';
import { ThrottleService } from '../throttling/throttle.service';
import { validateInput } from '../validate-input';
import { eraseCustomer } from './erasure';

/** Where the data other services keep about the customer can be seen (they are not reachable from here). */
const ELSEWHERE = [
  { service: 'commerce', data: 'orders, invoices, returns, quotes, cart, wishlist', whereToSee: 'Account › Orders, Returns, Quotes, Wishlist' },
  { service: 'support-tickets', data: 'support requests and their messages', whereToSee: 'Account › Support' },
  { service: 'contest', data: 'contest registrations', whereToSee: 'the contest pages while signed in' },
  { service: 'catalog-guide', data: 'reviews written (shown with first name and initial)', whereToSee: 'the products and establishments reviewed' },
  { service: 'cms', data: 'newsletter subscription (by e-mail address)', whereToSee: 'the unsubscribe link of every newsletter' },
];

/**
 * The customer's RGPD rights: access (exportMyData) and erasure (deleteMyAccount). Identity answers for
 * what it keeps; the other services' data is listed with where to see it, and erased by them on
 * `identity.customer.erased`.
 */
@Injectable()
export class PrivacyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly throttle: ThrottleService,
  ) {}

  async exportData(customerId: string): Promise<string> {
    const customer = await this.dataSource.getRepository(CustomerEntity).findOneBy({ id: customerId });
    if (!customer || customer.erasedAt) throw notFound('Customer');
    const [addresses, group, sessions] = await Promise.all([
      this.dataSource.getRepository(AddressEntity).find({ where: { customerId }, order: { type: 'ASC', createdAt: 'ASC' } }),
      customer.groupId ? this.dataSource.getRepository(CustomerGroupEntity).findOneBy({ id: customer.groupId }) : null,
      this.dataSource.query(
        `SELECT created_at, expires_at, user_agent, ip FROM session
          WHERE subject_kind = 'customer' AND subject_id = $1 AND revoked_at IS NULL AND rotated_at IS NULL AND expires_at > now()
          ORDER BY created_at DESC LIMIT 50`,
        [customerId],
      ) as Promise<{ created_at: Date; expires_at: Date; user_agent: string | null; ip: string | null }[]>,
    ]);
    const data = {
      format: 'guide-gourmand.personal-data.v1',
      exportedAt: new Date().toISOString(),
      profile: {
        id: customer.id,
        email: customer.email,
        emailVerified: customer.emailVerifiedAt !== null,
        customerType: customer.customerType,
        firstName: customer.firstName,
        lastName: customer.lastName,
        gender: customer.gender,
        birthDate: customer.birthDate,
        company: customer.company,
        phone: customer.phone,
        corporateName: customer.corporateName,
        tradeName: customer.tradeName,
        siret: customer.siret,
        website: customer.website,
        locale: customer.locale,
        createdAt: customer.createdAt.toISOString(),
        updatedAt: customer.updatedAt.toISOString(),
      },
      group: group ? { code: group.code, name: group.name } : null,
      addresses: addresses.map((a) => ({
        type: a.type,
        isDefault: a.isDefault,
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company,
        street: a.street,
        additionalAddress: a.additionalAddress,
        postalCode: a.postalCode,
        city: a.city,
        country: a.country,
        phone: a.phone,
      })),
      activeSignIns: sessions.map((s) => ({
        since: new Date(s.created_at).toISOString(),
        until: new Date(s.expires_at).toISOString(),
        browser: s.user_agent,
        ipAddress: s.ip,
      })),
      elsewhere: ELSEWHERE,
    };
    return JSON.stringify(data, null, 2);
  }

  /** Checks the password (throttled like sign-in), then erases everything in one transaction. */
  async deleteAccount(customerId: string, currentPassword: string, client: Pick<ClientInfo, 'ip'>): Promise<boolean> {
    const value = validateInput(deleteAccountSchema, { currentPassword });
    const customer = await this.dataSource.getRepository(CustomerEntity).findOneBy({ id: customerId });
    if (!customer || customer.erasedAt) throw notFound('Customer');
    const keys = { account: customer.email, address: client.ip };
    await this.throttle.assertAllowed(THROTTLE.customerLogin, keys);
    if (!(await verifyPassword(customer.passwordHash, value.currentPassword))) {
      await this.throttle.recordFailure(THROTTLE.customerLogin, keys);
      throw badInput({ currentPassword: ServerMessageKey.PASSWORD_INCORRECT }, 'The current password is not correct');
    }
    await this.dataSource.transaction(async (manager) => {
      // Locked: a concurrent profile change or a second deletion waits, then finds the row erased.
      const rows: unknown[] = await manager.query('SELECT 1 FROM customer WHERE id = $1 AND erased_at IS NULL FOR UPDATE', [customerId]);
      if (!rows.length) throw notFound('Customer');
      await eraseCustomer(manager, customerId, 'CUSTOMER');
    });
    return true;
  }
}
