import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '@guide/platform';
import { AttemptScope } from './auth-attempt.entity';
import { THROTTLE_RETENTION_SECONDS, ThrottleRule, slowdownDelayMs } from './throttle.rules';

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

  /**
   * Throws TOO_MANY_REQUESTS when the account, the address or the (account, address) pair has used up
   * its attempts; then, for sign-in, waits the slow-down delay the account's failures call for.
   */
  async assertAllowed(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    const checks: [scope: AttemptScope, key: string | undefined, limit: number | undefined][] = [
      ['account', keys.account, rule.perAccount],
      ['address', keys.address, rule.perAddress],
      ['account-address', pairKey(keys), rule.perAccountAddress],
    ];
    for (const [scope, key, limit] of checks) {
      if (!key || limit === undefined) continue;
      const { count, oldest } = await this.count(rule, scope, key);
      if (count >= limit) {
        const age = (Date.now() - oldest!.getTime()) / 1000;
        const retryAfterSeconds = Math.max(1, Math.ceil(rule.windowSeconds - age));
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, rule.message, { retryAfterSeconds });
      }
    }
    const delayMs = await this.slowdownDelay(rule, keys);
    if (delayMs > 0) await this.sleep(delayMs);
  }

  /** The wait an attempt on this account would get now (0 below the rule's slow-down threshold). */
  async slowdownDelay(rule: ThrottleRule, keys: ThrottleKeys): Promise<number> {
    if (!rule.slowdown || !keys.account) return 0;
    const { count } = await this.count(rule, 'account', keys.account);
    return slowdownDelayMs(rule.slowdown, count);
  }

  /** How the slow-down waits; tests replace it to record the delay instead of spending it. */
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** For rules that count every request: refuse when over the limit, else count this one. */
  async hit(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    await this.assertAllowed(rule, keys);
    await this.record(rule, keys, true);
  }

  async recordFailure(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    await this.record(rule, keys, false);
  }

  /**
   * A successful sign-in wipes the account's failures and those of its pair with this address (not the
   * address's: one address, many accounts; nor other pairs': another address may be an attacker's).
   */
  async recordSuccess(rule: ThrottleRule, keys: ThrottleKeys): Promise<void> {
    if (keys.account) {
      await this.dataSource.query(
        `DELETE FROM auth_attempt WHERE action = $1 AND ((scope = 'account' AND key = $2) OR (scope = 'account-address' AND key = $3))`,
        [rule.action, keys.account, pairKey(keys) ?? null],
      );
    }
  }

  private async record(rule: ThrottleRule, keys: ThrottleKeys, succeeded: boolean): Promise<void> {
    const rows: [AttemptScope, string][] = [];
    const pair = pairKey(keys);
    if (keys.account && (rule.perAccount !== undefined || rule.slowdown)) rows.push(['account', keys.account]);
    if (keys.address && rule.perAddress !== undefined) rows.push(['address', keys.address]);
    if (pair && rule.perAccountAddress !== undefined) rows.push(['account-address', pair]);
    for (const [scope, key] of rows) {
      await this.dataSource.query('INSERT INTO auth_attempt (action, scope, key, succeeded) VALUES ($1, $2, $3, $4)', [rule.action, scope, key, succeeded]);
    }
  }

  private async count(rule: ThrottleRule, scope: AttemptScope, key: string): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM auth_attempt
       WHERE action = $1 AND scope = $2 AND key = $3 AND created_at > now() - make_interval(secs => $4)
         ${rule.failuresOnly ? 'AND NOT succeeded' : ''}`,
      [rule.action, scope, key, rule.windowSeconds],
    );
    return { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null };
  }
}

/** One account from one address; an unknown address counts as one address of its own. */
function pairKey(keys: ThrottleKeys): string | undefined {
  return keys.account ? `${keys.account}|${keys.address ?? 'unknown'}` : undefined;
}
