import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode } from '@guide/platform';

/** How many requests one email and one client address may send in a window (identity's rule shape). */
export interface FormThrottleRule {
  action: string;
  windowSeconds: number;
  perEmail: number;
  perAddress: number;
}

/** "Become a partner": each request emails the organisers and the applicant, so both are bounded. */
export const PARTNER_APPLICATION_THROTTLE: FormThrottleRule = { action: 'partner-application', windowSeconds: 60 * 60, perEmail: 3, perAddress: 10 };

/**
 * registerForContest: each registration mails the applicant (any address the client types), so both are
 * bounded. A school registering its pupils from one address fits in the per-address limit.
 */
export const REGISTRATION_THROTTLE: FormThrottleRule = { action: 'registration', windowSeconds: 60 * 60, perEmail: 3, perAddress: 10 };

/**
 * The contest's public forms' request ledger in Postgres (shared by every replica, survives restarts),
 * as identity throttles its forms: refuse over the limit, else count the request. Every call counts,
 * so the aliases of one GraphQL request count one by one (mutation fields run one after the other);
 * concurrent requests for the same email or address are counted one at a time (a per-key lock held
 * until the count is written), so they cannot all pass the limit together.
 */
@Injectable()
export class FormThrottle {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In `manager`'s transaction when given (the attempt then counts only if it commits), else in its own. */
  async hit(rule: FormThrottleRule, keys: { email: string; address: string }, manager?: EntityManager): Promise<void> {
    if (!manager) return this.dataSource.transaction((own) => this.hit(rule, keys, own));
    const scopes = [
      ['email', keys.email, rule.perEmail],
      ['address', keys.address, rule.perAddress],
    ] as const;
    // One order for every caller (email, then address), so two requests sharing both keys cannot deadlock.
    for (const [scope, key] of scopes) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('contest.form-throttle:' || $1 || ':' || $2 || ':' || $3))`, [rule.action, scope, key]);
    }
    for (const [scope, key, limit] of scopes) {
      const [row] = await manager.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM contest_form_attempt
          WHERE action = $1 AND scope = $2 AND key = $3 AND created_at > now() - make_interval(secs => $4)`,
        [rule.action, scope, key, rule.windowSeconds],
      );
      if (row.n >= limit) {
        const age = (Date.now() - new Date(row.oldest).getTime()) / 1000;
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Request limit reached, try again later', {
          retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - age)),
        });
      }
    }
    await manager.query(`DELETE FROM contest_form_attempt WHERE action = $1 AND created_at < now() - make_interval(secs => $2)`, [
      rule.action,
      rule.windowSeconds,
    ]);
    await manager.query(`INSERT INTO contest_form_attempt (action, scope, key) VALUES ($1, 'email', $2), ($1, 'address', $3)`, [
      rule.action,
      keys.email,
      keys.address,
    ]);
  }
}
