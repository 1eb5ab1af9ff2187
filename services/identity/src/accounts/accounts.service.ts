import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Events } from '@guide/proto-schemas';
import {
  AppError,
  ErrorCode,
  SettingsReader,
  badInput,
  conflict,
  notFound,
  unauthenticated,
  writeEvent,
  mapUniqueViolation,
  type Locale,
} from '@guide/platform';
import {
  ServerMessageKey,
  forgotPasswordSchema,
  loginSchema,
  normalizeEmail,
  normalizeFrenchPhone,
  normalizeSiret,
  normalizeWebsite,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
} from '@guide/validation';
import { CustomerEntity, CustomerType } from '../customers/customer.entity';
import { CustomersService } from '../customers/customers.service';
import { assertProfessionalAllowed } from '../customers/professional-accounts';
import { hashPassword, verifyDecoy, verifyPassword } from '../security/passwords';
import { hashSecretToken, isWellFormedToken } from '../security/secret-tokens';
import { ClientInfo, IssuedSession, SessionsService, SignedInIdentity } from '../sessions/sessions.service';
import { THROTTLE } from '../throttling/throttle.rules';
import { ThrottleService } from '../throttling/throttle.service';
import { validateInput } from '../validate-input';
import { CustomerTokenEntity, TokenPurpose } from './customer-token.entity';
import { issueCustomerToken } from './customer-tokens';
import type { RegisterInput } from '../generated/graphql';

/** Link lifetimes: verification 48 hours, password reset one hour. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = { 'verify-email': 48 * 3600, 'reset-password': 3600 };

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * A customer's account lifecycle: registration, email verification, sign-in, password reset and
 * change. Emails are not sent here: each step writes its event in the same transaction, and the
 * mailer (an outbox consumer) sends it, so a crash between commit and send loses nothing.
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersService,
    private readonly sessions: SessionsService,
    private readonly throttle: ThrottleService,
    private readonly settings: SettingsReader,
  ) {}

  async register(input: RegisterInput, client: ClientInfo): Promise<CustomerEntity> {
    const value = validateInput(registerSchema, input);
    await this.throttle.hit(THROTTLE.register, { address: client.ip });
    const email = normalizeEmail(value.email);
    if (await this.customers.byEmail(email)) throw emailTaken();
    const professional = value.customerType === 'PROFESSIONAL';
    assertProfessionalAllowed(this.settings, value.customerType);
    const passwordHash = await hashPassword(value.password);
    // Two registrations of one address at the same moment: the unique index decides.
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const repo = manager.getRepository(CustomerEntity);
          const customer = repo.create({
            email,
            passwordHash,
            customerType: value.customerType as CustomerType,
            firstName: value.firstName,
            lastName: value.lastName,
            phone: value.phone ? normalizeFrenchPhone(value.phone) : null,
            corporateName: professional ? (value.corporateName ?? null) : null,
            tradeName: professional ? (value.tradeName ?? null) : null,
            siret: professional && value.siret ? normalizeSiret(value.siret) : null,
            website: professional && value.website ? normalizeWebsite(value.website) : null,
            locale: (value.locale ?? 'fr') as Locale,
            emailVerifiedAt: null,
          });
          await repo.save(customer);
          const token = await this.newToken(manager, customer.id, 'verify-email');
          await writeEvent(manager, Events.customerRegistered, customer.id, {
            customerId: customer.id,
            email: customer.email,
            firstName: customer.firstName,
            lastName: customer.lastName,
            customerType: customer.customerType,
            locale: customer.locale,
            verificationToken: token,
          });
          return customer;
        }),
      emailTaken,
    );
  }

  async verifyEmail(token: string): Promise<boolean> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.useToken(manager, token, 'verify-email');
      const repo = manager.getRepository(CustomerEntity);
      const customer = await repo.findOneByOrFail({ id: row.customerId });
      if (customer.emailVerifiedAt) return;
      await this.markVerified(manager, customer);
    });
    return true;
  }

  /** Answers true whether or not the address has an account, so it cannot be used to probe for accounts. */
  async resendVerificationEmail(email: string, client: ClientInfo): Promise<boolean> {
    const value = validateInput(forgotPasswordSchema, { email });
    const account = normalizeEmail(value.email);
    await this.throttle.hit(THROTTLE.verificationResend, { account, address: client.ip });
    await this.dataSource.transaction(async (manager) => {
      const customer = await this.customers.byEmail(account, manager);
      if (!customer || customer.emailVerifiedAt) return;
      const token = await this.newToken(manager, customer.id, 'verify-email');
      await writeEvent(manager, Events.verificationEmailRequested, customer.id, {
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        locale: customer.locale,
        verificationToken: token,
      });
    });
    return true;
  }

  async login(email: string, password: string, remember: boolean, client: ClientInfo): Promise<IssuedSession> {
    validateInput(loginSchema, { email, password });
    const account = normalizeEmail(email);
    const keys = { account, address: client.ip };
    await this.throttle.assertAllowed(THROTTLE.customerLogin, keys);
    const customer = await this.customers.byEmail(account);
    const valid = customer ? await verifyPassword(customer.passwordHash, password) : await verifyDecoy(password);
    if (!customer || !valid) {
      await this.throttle.recordFailure(THROTTLE.customerLogin, keys);
      throw unauthenticated(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(THROTTLE.customerLogin, keys);
    // Said only after the right password, so it tells nothing to someone guessing. Only while the
    // settings require a verified address (customers.requireEmailVerification).
    if (!customer.emailVerifiedAt && this.settings.get('customers', 'requireEmailVerification')) {
      throw new AppError(ErrorCode.EMAIL_NOT_VERIFIED, 'Confirm your email address before signing in: we can send the link again');
    }
    return this.sessions.start(customerIdentity(customer, await this.customers.groupCodeOf(customer)), remember, client);
  }

  refresh(refreshToken: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    return this.sessions.rotate(
      refreshToken,
      'customer',
      async (id) => {
        const customer = await this.customers.byId(id);
        const mayUse = customer && !customer.erasedAt && (customer.emailVerifiedAt || !this.settings.get('customers', 'requireEmailVerification'));
        return customer && mayUse ? customerIdentity(customer, await this.customers.groupCodeOf(customer)) : null;
      },
      client,
    );
  }

  logout(refreshToken: string | undefined): Promise<void> {
    return this.sessions.revoke(refreshToken, 'customer');
  }

  /** Per the spec the address must belong to an account (EMAIL_UNKNOWN otherwise); throttled per address and account. */
  async requestPasswordReset(email: string, client: ClientInfo): Promise<boolean> {
    const value = validateInput(forgotPasswordSchema, { email });
    const account = normalizeEmail(value.email);
    await this.throttle.hit(THROTTLE.passwordReset, { account, address: client.ip });
    await this.dataSource.transaction(async (manager) => {
      const customer = await this.customers.byEmail(account, manager);
      if (!customer) throw badInput({ email: ServerMessageKey.EMAIL_UNKNOWN }, 'No account uses this email address');
      const token = await this.newToken(manager, customer.id, 'reset-password');
      await writeEvent(manager, Events.passwordResetRequested, customer.id, {
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        locale: customer.locale,
        resetToken: token,
      });
    });
    return true;
  }

  /** Sets the new password, signs out every session, and counts as proof of the email address. */
  async resetPassword(token: string, password: string, passwordConfirmation: string): Promise<boolean> {
    const value = validateInput(resetPasswordSchema, { password, passwordConfirmation });
    const passwordHash = await hashPassword(value.password);
    await this.dataSource.transaction(async (manager) => {
      const row = await this.useToken(manager, token, 'reset-password');
      const repo = manager.getRepository(CustomerEntity);
      const customer = await repo.findOneByOrFail({ id: row.customerId });
      await repo.update({ id: customer.id }, { passwordHash });
      if (!customer.emailVerifiedAt) await this.markVerified(manager, customer);
      await this.sessions.revokeAll(manager, 'customer', customer.id);
    });
    return true;
  }

  /** Checks the current password (throttled like sign-in) and signs out every other session. */
  async changePassword(
    customerId: string,
    input: { currentPassword: string; password: string; passwordConfirmation: string },
    currentRefreshToken: string | undefined,
    client?: Pick<ClientInfo, 'ip'>,
  ): Promise<boolean> {
    const value = validateInput(passwordChangeSchema, input);
    const customer = await this.customers.byId(customerId);
    if (!customer) throw notFound('Customer');
    const keys = { account: customer.email, address: client?.ip };
    await this.throttle.assertAllowed(THROTTLE.customerLogin, keys);
    if (!(await verifyPassword(customer.passwordHash, value.currentPassword))) {
      await this.throttle.recordFailure(THROTTLE.customerLogin, keys);
      throw badInput({ currentPassword: ServerMessageKey.PASSWORD_INCORRECT }, 'The current password is not correct');
    }
    const passwordHash = await hashPassword(value.password);
    const keepFamily = await this.sessions.familyOf(currentRefreshToken, 'customer');
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CustomerEntity).update({ id: customer.id }, { passwordHash });
      await this.sessions.revokeAll(manager, 'customer', customer.id, keepFamily);
    });
    return true;
  }

  /** A new link token; earlier unused ones of the same purpose stop working. Returns the raw token. */
  private newToken(manager: EntityManager, customerId: string, purpose: TokenPurpose): Promise<string> {
    return issueCustomerToken(manager, customerId, purpose, TOKEN_TTL_SECONDS[purpose]);
  }

  /** Single use: the row is locked and marked used in the caller's transaction. */
  private async useToken(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<CustomerTokenEntity> {
    const invalid = () => badInput({ token: ServerMessageKey.TOKEN_INVALID }, 'This link is not valid or was already used');
    if (!token || !isWellFormedToken(token)) throw invalid();
    const repo = manager.getRepository(CustomerTokenEntity);
    const row = await repo.findOne({ where: { tokenHash: hashSecretToken(token), purpose }, lock: { mode: 'pessimistic_write' } });
    if (!row || row.usedAt) throw invalid();
    if (row.expiresAt.getTime() <= Date.now()) throw badInput({ token: ServerMessageKey.TOKEN_EXPIRED }, 'This link has expired');
    await repo.update({ id: row.id }, { usedAt: new Date() });
    return row;
  }

  private async markVerified(manager: EntityManager, customer: CustomerEntity): Promise<void> {
    const now = new Date();
    await manager.getRepository(CustomerEntity).update({ id: customer.id }, { emailVerifiedAt: now, updatedAt: now });
    await writeEvent(manager, Events.customerVerified, customer.id, { customerId: customer.id, email: customer.email });
  }
}

function emailTaken() {
  return conflict('An account already exists with this email address', { email: ServerMessageKey.EMAIL_TAKEN });
}

export function customerIdentity(c: CustomerEntity, groupCode = ''): SignedInIdentity {
  return { kind: 'customer', id: c.id, email: c.email, sessionVersion: c.sessionVersion, ...(groupCode ? { groupCode } : {}) };
}
