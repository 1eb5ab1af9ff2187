import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FieldErrors, Identity, badInput, forbidden, isKnownPermission, notFound } from '@guide/platform';
import { MessageKey, ServerMessageKey } from '@guide/validation';
import { isUuid } from '../ids';
import { assertHoldsAll } from '../roles/grants';
import { hashSecretToken, newSecretToken } from '../security/secret-tokens';

/** Secrets start with this, so the gateway tells an API key from an access token at a glance. */
export const API_KEY_SECRET_PREFIX = 'gk_';
/** `gk_` + 32 random bytes in base64url (43 characters). */
const WELL_FORMED_SECRET = /^gk_[A-Za-z0-9_-]{43}$/;
/** What lists show: `gk_` and 8 characters of the secret (48 bits: a hint, useless to guess the rest). */
const PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 8;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** One flush of the gateway cannot claim more than this many calls for one key. */
const MAX_REQUESTS_PER_REPORT = 10_000_000;
const INT4_MAX = 2_147_483_647;

/** A key as the API shows it (`requestsToday` already reset when its day is over). */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  permissions: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  requestsToday: number;
}

/** What identity answers the gateway about a secret. */
export type ApiKeyVerdict =
  | { valid: false }
  | { valid: true; keyId: string; expiresAt: string | null; identity: { kind: 'admin'; id: string; email: string; permissions: string[] } };

export interface UsageReport {
  id: string;
  requests: number;
  lastUsedAt: Date;
}

/** The columns of a key as ApiKeyView, with the day's count read against today's UTC date. */
const VIEW_COLUMNS = `id, name, prefix, permissions, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt",
  revoked_at AS "revokedAt",
  CASE WHEN requests_day = (now() AT TIME ZONE 'UTC')::date THEN requests_today ELSE 0 END AS "requestsToday"`;

/**
 * Partners' API keys (issue 26). The secret is `gk_` + 256 random bits, shown once at creation; the
 * database keeps its SHA-256 only. A fast unsalted hash is right here (unlike passwords): 256 random bits
 * cannot be brute-forced from the hash, and an unsalted digest lets the gateway's check be one indexed
 * lookup. A key holds a subset of its creator's permissions, and at every use it acts with the keys it
 * holds that the creator STILL holds: a creator whose role shrinks, who is deactivated or deleted, takes
 * the key's rights down with them.
 */
@Injectable()
export class ApiKeysService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(): Promise<ApiKeyView[]> {
    return this.dataSource.query(`SELECT ${VIEW_COLUMNS} FROM api_key ORDER BY created_at DESC, id`);
  }

  async create(input: { name?: unknown; permissions?: unknown; expiresAt?: unknown }, actor: Identity): Promise<{ apiKey: ApiKeyView; secret: string }> {
    if (actor.kind !== 'admin') throw forbidden();
    const fieldErrors: FieldErrors = {};
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) fieldErrors.name = MessageKey.REQUIRED;
    else if ([...name].length > API_KEY_NAME_MAX_LENGTH) fieldErrors.name = MessageKey.TOO_LONG;
    const permissions = [...new Set(Array.isArray(input.permissions) ? (input.permissions as string[]) : [])].sort();
    if (!permissions.length) fieldErrors.permissions = MessageKey.REQUIRED;
    else if (permissions.some((p) => !isKnownPermission(p))) fieldErrors.permissions = ServerMessageKey.PERMISSION_UNKNOWN;
    const expiresAt = input.expiresAt instanceof Date ? input.expiresAt : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) fieldErrors.expiresAt = ServerMessageKey.DATE_IN_PAST;
    if (Object.keys(fieldErrors).length) throw badInput(fieldErrors);
    // Nobody hands out what they do not hold (the same rule as roles: FORBIDDEN, fieldErrors.permissions).
    assertHoldsAll(actor, permissions, 'permissions', 'You can only give a key permissions you hold yourself');

    const secret = `${API_KEY_SECRET_PREFIX}${newSecretToken()}`;
    // The creator must be a current back-office account: its role bounds the key at every use.
    const [row]: ApiKeyView[] = await this.dataSource.query(
      `INSERT INTO api_key (name, prefix, secret_hash, permissions, created_by, expires_at)
       SELECT $1, $2, $3, $4, a.id, $6 FROM admin a JOIN role r ON r.id = a.role_id
        WHERE a.id = $5 AND a.active AND r.interface = 'BACK_OFFICE'
       RETURNING ${VIEW_COLUMNS}`,
      [name, secret.slice(0, PREFIX_LENGTH), hashSecretToken(secret), permissions, isUuid(actor.id) ? actor.id : null, expiresAt],
    );
    if (!row) throw forbidden('Only a back-office account can create API keys');
    return { apiKey: row, secret };
  }

  /** Revoking a revoked key keeps its first revocation date. */
  async revoke(id: string): Promise<ApiKeyView> {
    if (!isUuid(id)) throw notFound('API key');
    const [rows] = await this.dataSource.query(`UPDATE api_key SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${VIEW_COLUMNS}`, [id]);
    if (!rows?.[0]) throw notFound('API key');
    return rows[0];
  }

  /**
   * The gateway's question: who does this secret act as? Valid only while the key is neither revoked nor
   * expired and its creator is an active back-office account; the permissions are the key's that the
   * creator's role still holds (keys no longer in the catalogue dropped).
   */
  async verify(secret: unknown): Promise<ApiKeyVerdict> {
    if (typeof secret !== 'string' || !WELL_FORMED_SECRET.test(secret)) return { valid: false };
    const hash = hashSecretToken(secret);
    const rows: {
      id: string;
      secret_hash: string;
      permissions: string[];
      admin_id: string;
      email: string;
      role_permissions: string[];
      expires_at: Date | null;
    }[] = await this.dataSource.query(
      `SELECT k.id, k.secret_hash, k.permissions, k.expires_at, a.id AS admin_id, a.email, r.permissions AS role_permissions
           FROM api_key k JOIN admin a ON a.id = k.created_by JOIN role r ON r.id = a.role_id
          WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
            AND a.active AND r.interface = 'BACK_OFFICE'`,
      [hash],
    );
    const row = rows[0];
    // The lookup found the hash by index; comparing it again in constant time costs nothing and keeps the rule simple.
    if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash))) return { valid: false };
    const held = new Set(row.role_permissions);
    const permissions = row.permissions.filter((p) => held.has(p) && isKnownPermission(p));
    return {
      valid: true,
      keyId: row.id,
      expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
      identity: { kind: 'admin', id: row.admin_id, email: row.email, permissions },
    };
  }

  /**
   * Adds the gateway's counts (calls per key since its last report) to each key's day: a report on a new
   * UTC day starts the day from its own count. Unknown ids are ignored (a key deleted meanwhile).
   */
  async recordUsage(reports: UsageReport[]): Promise<number> {
    const byId = new Map<string, { requests: number; at: Date }>();
    for (const r of reports) {
      const seen = byId.get(r.id);
      byId.set(r.id, {
        requests: Math.min((seen?.requests ?? 0) + r.requests, MAX_REQUESTS_PER_REPORT),
        at: seen && seen.at > r.lastUsedAt ? seen.at : r.lastUsedAt,
      });
    }
    if (!byId.size) return 0;
    const ids = [...byId.keys()];
    const [, count] = await this.dataSource.query(
      `UPDATE api_key k SET
         requests_today = LEAST(${INT4_MAX}, CASE WHEN k.requests_day = (now() AT TIME ZONE 'UTC')::date THEN k.requests_today::bigint + u.n ELSE u.n END),
         requests_day = (now() AT TIME ZONE 'UTC')::date,
         last_used_at = GREATEST(k.last_used_at, LEAST(u.at, now()))
       FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS u(id, n, at)
       WHERE k.id = u.id`,
      [ids, ids.map((id) => byId.get(id)!.requests), ids.map((id) => byId.get(id)!.at)],
    );
    return typeof count === 'number' ? count : 0;
  }
}
