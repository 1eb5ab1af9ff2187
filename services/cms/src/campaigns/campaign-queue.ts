import type { EntityManager } from 'typeorm';
import type { Queryable } from '@guide/platform';
import { parseAudience, type Audience } from './campaign-rules';

/** Confirmed subscribers only: a PENDING one never confirmed, an UNSUBSCRIBED one said no. */
const NEWSLETTER_SQL = `
SELECT s.email, s.id, s.language FROM newsletter_subscriber s WHERE s.status = 'CONFIRMED'`;

/**
 * A customer group's customers "who accepted marketing mail": identity keeps no marketing consent, so it is
 * read as "is a confirmed newsletter subscriber" (same address), the group from identity's projected events.
 */
const groupSql = (param: number) => `
SELECT s.email, s.id, s.language FROM newsletter_subscriber s
 WHERE s.status = 'CONFIRMED' AND EXISTS (SELECT 1 FROM campaign_customer c WHERE c.group_code = $${param} AND c.email = s.email)`;

/** The audience's SELECT (email, id, language), its parameters numbered from `first`. */
const audienceSql = (audience: Audience, first: number): [string, unknown[]] =>
  audience.kind === 'NEWSLETTER' ? [NEWSLETTER_SQL, []] : [groupSql(first), [audience.groupCode]];

/**
 * Queues a campaign's recipients in one INSERT … SELECT (10,000 in a few hundred milliseconds), in the
 * caller's transaction with the move to SENDING. Unique (campaign, email): running it twice queues no one twice.
 */
export async function queueRecipients(manager: EntityManager, campaignId: string): Promise<number> {
  const [row] = await manager.query('SELECT audience FROM campaign WHERE id = $1', [campaignId]);
  const audience = row && parseAudience(row.audience);
  if (!audience) return 0;
  const [select, params] = audienceSql(audience, 2);
  const [, count] = await manager.query(
    `INSERT INTO campaign_recipient (campaign_id, email, subscriber_id, locale)
     SELECT $1, a.email, a.id, a.language FROM (${select}) a
     ON CONFLICT (campaign_id, email) DO NOTHING`,
    [campaignId, ...params],
  );
  await manager.query('UPDATE campaign SET started_at = now() WHERE id = $1', [campaignId]);
  return count ?? 0;
}

/** How many the audience counts now (before sending: the confirm dialog, the list's recipientCount). */
export async function audienceSize(db: Queryable, audienceText: string): Promise<number> {
  const audience = parseAudience(audienceText);
  if (!audience) return 0;
  const [sql, params] = audienceSql(audience, 1);
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM (${sql}) a`, params);
  return n;
}
