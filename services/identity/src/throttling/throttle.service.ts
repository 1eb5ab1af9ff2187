import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '@guide/platform';
import { THROTTLE_RETENTION_SECONDS, ThrottleRule } from './throttle.rules';

export interface ThrottleKeys {
  /** Normalised email of the account concerned, when known. */
  account?: string;
  /** Client address (see clientAddress). */
  address?: string;
}

/**
 * Attempt counting in Postgres: every instance of the service shares it, and it survives restarts
 * (an in-memory counter would reset on each deploy and differ per replica).
 */
@Injectable()
export class ThrottleService implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.trim().catch(() => undefined), 60 * 60 * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async trim(): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_attempt WHERE created_at < now() - make_interval(secs => $1)`, [THROTTLE_RETENTION_SECONDS]);
  }

  /** Throws TOO_MANY_REQUESTS when the account or the address has used up its attempts. */
  async assertAllowed(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    const checks: [scope: 'account' | 'address', key: string | undefined, limit: number | undefined][] = [
      ['account', keys.account, rule.perAccount],
      ['address', keys.address, rule.perAddress],
    ];
    for (const [scope, key, limit] of checks) {
      if (!key || limit === undefined) continue;
      const [row] = await this.dataSource.query(
        `SELECT count(*)::int AS count, min(created_at) AS oldest FROM auth_attempt
         WHERE action = $1 AND scope = $2 AND key = $3 AND created_at > now() - make_interval(secs => $4)
           ${rule.failuresOnly ? 'AND NOT succeeded' : ''}`,
        [rule.action, scope, key, rule.windowSeconds],
      );
      if (row.count >= limit) {
        const age = (Date.now() - new Date(row.oldest).getTime()) / 1000;
        const retryAfterSeconds = Math.max(1, Math.ceil(rule.windowSeconds - age));
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, rule.message, { retryAfterSeconds });
      }
    }
  }

  /** For rules that count every request: refuse when over the limit, else count this one. */
  async hit(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    await this.assertAllowed(rule, keys);
    await this.record(rule, keys, true);
  }

  async recordFailure(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    await this.record(rule, keys, false);
  }

  /** A successful sign-in wipes the account's failures (not the address's: one address, many accounts). */
  async recordSuccess(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    if (keys.account) {
      await this.dataSource.query(`DELETE FROM auth_attempt WHERE action = $1 AND scope = 'account' AND key = $2`, [rule.action, keys.account]);
    }
  }

  private async record(rule: ThrottleRule, keys: ThrottleKeys, succeeded: boolean): Promise<void> {
    const rows: [string, string][] = [];
    if (keys.account && rule.perAccount !== undefined) rows.push(['account', keys.account]);
    if (keys.address && rule.perAddress !== undefined) rows.push(['address', keys.address]);
    for (const [scope, key] of rows) {
      await this.dataSource.query('INSERT INTO auth_attempt (action, scope, key, succeeded) VALUES ($1, $2, $3, $4)', [rule.action, scope, key, succeeded]);
    }
  }
}
