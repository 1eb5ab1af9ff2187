import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { importPKCS8 } from 'jose';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Identity, SERVICE_CONFIG, SettingsReader, signAccessToken, unauthenticated } from '@guide/platform';
import { IdentityConfig, pemFromEnv } from '../identity.config';
import { isUuid } from '../ids';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../security/secret-tokens';
import { SessionEntity, SubjectKind } from './session.entity';

/** Refresh token lifetime: a month with "remember me", a day otherwise (the cookie then ends with the browser). */
export const REFRESH_TTL_SECONDS = { remember: 30 * 24 * 3600, session: 24 * 3600 };

export type SignedInIdentity = Exclude<Identity, { kind: 'anonymous' }>;

export interface IssuedSession {
  kind: SubjectKind;
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  remember: boolean;
  familyId: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Who a session's subject is now, or null when they may no longer sign in (deleted, deactivated). */
export type IdentityLoader = (subjectId: string) => Promise<SignedInIdentity | null>;

const SESSION_ENDED = 'Your session has ended, sign in again';

/**
 * Sessions: short-lived access tokens (JWT, verified by the gateway with the public key) and rotating
 * refresh tokens stored hashed. Reusing a refresh token that was already rotated means it leaked: the
 * whole family (that sign-in) is revoked.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  private readonly privateKeyPem: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
    // Absent outside Nest (npm run create-admin, which checks no customer session): verification required.
    @Optional() private readonly settings?: SettingsReader,
  ) {
    this.privateKeyPem = pemFromEnv(config.JWT_PRIVATE_KEY);
  }

  /** A bad key stops the service at start-up, not at the first sign-in. */
  async onModuleInit(): Promise<void> {
    try {
      await importPKCS8(this.privateKeyPem, 'EdDSA');
    } catch (error) {
      throw new Error(`Invalid environment variable JWT_PRIVATE_KEY: not an Ed25519 PKCS8 PEM (${(error as Error).message})`);
    }
  }

  async start(identity: SignedInIdentity, remember: boolean, client: ClientInfo, manager?: EntityManager): Promise<IssuedSession> {
    return this.issue(manager ?? this.dataSource.manager, identity, { familyId: randomUUID(), remember }, client);
  }

  /**
   * Trades a refresh token for a new pair. Reuse of a rotated token, or a subject who may no longer sign
   * in, revokes the family; the revocation commits before the refusal is thrown.
   */
  async rotate(refreshToken: string | undefined, kind: SubjectKind, load: IdentityLoader, client: ClientInfo): Promise<IssuedSession> {
    if (!refreshToken || !isWellFormedToken(refreshToken)) throw unauthenticated(SESSION_ENDED);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(SessionEntity);
      const row = await repo.findOne({ where: { tokenHash: hashSecretToken(refreshToken) }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.subjectKind !== kind || row.revokedAt) return null;
      if (row.rotatedAt) {
        await this.revokeFamily(manager, row.familyId);
        return null;
      }
      if (row.expiresAt.getTime() <= Date.now()) return null;
      const identity = await load(row.subjectId);
      if (!identity) {
        await this.revokeFamily(manager, row.familyId);
        return null;
      }
      await repo.update({ id: row.id }, { rotatedAt: new Date() });
      return this.issue(manager, identity, { familyId: row.familyId, remember: row.remember }, client);
    });
    if (!outcome) throw unauthenticated(SESSION_ENDED);
    return outcome;
  }

  /** Sign-out: the refresh token's whole family stops working. Unknown tokens are ignored. */
  async revoke(refreshToken: string | undefined, kind: SubjectKind): Promise<void> {
    const familyId = await this.familyOf(refreshToken, kind);
    if (familyId) await this.revokeFamily(this.dataSource.manager, familyId);
  }

  async familyOf(refreshToken: string | undefined, kind: SubjectKind): Promise<string | null> {
    if (!refreshToken || !isWellFormedToken(refreshToken)) return null;
    const row = await this.dataSource.getRepository(SessionEntity).findOneBy({ tokenHash: hashSecretToken(refreshToken), subjectKind: kind });
    return row?.familyId ?? null;
  }

  /** Revokes every session of a subject, but the family `keepFamilyId` (the caller's own) when given. */
  async revokeAll(manager: EntityManager, kind: SubjectKind, subjectId: string, keepFamilyId?: string | null): Promise<void> {
    await manager.query(
      `UPDATE session SET revoked_at = now() WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL
       AND family_id IS DISTINCT FROM $3`,
      [kind, subjectId, keepFamilyId ?? null],
    );
  }

  /**
   * Whether an access token's sign-in still stands (the gateway asks, see session-check.controller):
   * its session family is neither revoked nor expired, the subject may still sign in, and the token's
   * session version is the subject's current one. Malformed input is simply not current.
   */
  async isCurrent(check: { sessionId: unknown; kind: unknown; subjectId: unknown; sessionVersion: unknown }): Promise<boolean> {
    const { sessionId, kind, subjectId, sessionVersion } = check;
    if (typeof sessionId !== 'string' || !isUuid(sessionId) || typeof subjectId !== 'string' || !isUuid(subjectId)) return false;
    if (kind !== 'admin' && kind !== 'customer') return false;
    if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion) || sessionVersion < 0) return false;
    // The family's live refresh token (not rotated yet) says whether that sign-in still stands.
    const subject =
      kind === 'admin'
        ? `SELECT a.session_version FROM admin a JOIN role r ON r.id = a.role_id WHERE a.id = $3 AND a.active AND r.interface = 'BACK_OFFICE'`
        : (this.settings?.get('customers', 'requireEmailVerification') ?? true)
          ? `SELECT c.session_version FROM customer c WHERE c.id = $3 AND c.email_verified_at IS NOT NULL`
          : // customers.requireEmailVerification off: any account not erased may stay signed in.
            `SELECT c.session_version FROM customer c WHERE c.id = $3 AND c.erased_at IS NULL`;
    const rows: { session_version: number }[] = await this.dataSource.query(
      `${subject} AND EXISTS (SELECT 1 FROM session s WHERE s.family_id = $1 AND s.subject_kind = $2 AND s.subject_id = $3
         AND s.revoked_at IS NULL AND s.rotated_at IS NULL AND s.expires_at > now())`,
      [sessionId, kind, subjectId],
    );
    return rows.length === 1 && rows[0].session_version === sessionVersion;
  }

  private async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.getRepository(SessionEntity).update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(
    manager: EntityManager,
    identity: SignedInIdentity,
    family: { familyId: string; remember: boolean },
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const refreshToken = newSecretToken();
    const refreshExpiresAt = new Date(Date.now() + (family.remember ? REFRESH_TTL_SECONDS.remember : REFRESH_TTL_SECONDS.session) * 1000);
    await manager.getRepository(SessionEntity).insert({
      familyId: family.familyId,
      subjectKind: identity.kind,
      subjectId: identity.id,
      tokenHash: hashSecretToken(refreshToken),
      remember: family.remember,
      expiresAt: refreshExpiresAt,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    // sid + sv let the gateway ask whether this sign-in and the subject's rights are still current.
    const { token, expiresAt } = await signAccessToken({ ...identity, sessionId: family.familyId }, this.privateKeyPem);
    return { kind: identity.kind, accessToken: token, expiresAt, refreshToken, refreshExpiresAt, remember: family.remember, familyId: family.familyId };
  }
}
