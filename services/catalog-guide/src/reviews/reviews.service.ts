import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  Connection,
  PageArgs,
  SettingsReader,
  badInput,
  conflict,
  isUniqueViolation,
  loadByKey,
  notFound,
  paginate,
  perRequest,
  tooManyRequests,
  writeEvent,
} from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { reviewSchema, validateWith } from '@guide/validation';
import { isUuid } from '../products/products.service';
import type { ReviewInput, ReviewStatus } from '../generated/graphql';

/** What a customer may submit in 24 hours (one per subject anyway; this stops a script from flooding moderation). */
export const REVIEWS_PER_DAY = 20;
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** A review as the resolvers read it: the row plus its author's display name. */
export interface ReviewRow {
  id: string;
  productId: string | null;
  establishmentId: string | null;
  customerId: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  verifiedPurchase: boolean;
  createdAt: Date;
  moderatedAt: Date | null;
  authorName: string;
}

export interface RatingSummary {
  average: number;
  count: number;
}

const NO_RATING: RatingSummary = { average: 0, count: 0 };

/** "Marie D." from identity's names; "Client" until identity's event has reached us. */
export function authorNameOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const initial = [...(lastName ?? '').trim()][0];
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'Client';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const SELECT_REVIEW = `SELECT r.id, r.product_id, r.establishment_id, r.customer_id, r.rating, r.title, r.body, r.status,
    r.verified_purchase, r.created_at, r.moderated_at, a.first_name, a.last_name
  FROM review r LEFT JOIN review_author a ON a.customer_id = r.customer_id`;

type Raw = {
  id: string;
  product_id: string | null;
  establishment_id: string | null;
  customer_id: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  verified_purchase: boolean;
  created_at: Date;
  moderated_at: Date | null;
  first_name: string | null;
  last_name: string | null;
};

const toRow = (r: Raw): ReviewRow => ({
  id: r.id,
  productId: r.product_id,
  establishmentId: r.establishment_id,
  customerId: r.customer_id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  status: r.status,
  verifiedPurchase: r.verified_purchase,
  createdAt: r.created_at,
  moderatedAt: r.moderated_at,
  authorName: authorNameOf(r.first_name, r.last_name),
});

const summaryOf = (count: number, sum: number): RatingSummary => (count > 0 ? { average: Math.round((sum / count) * 100) / 100, count } : NO_RATING);

type Subject = { column: 'product_id' | 'establishment_id'; id: string };

/**
 * Reviews of products and establishments. Submissions wait as PENDING; moderation sets the status and,
 * in the same transaction, the subject's `review_summary` (count and sum of its APPROVED ratings), so
 * pages and lists read one row per subject and the guide can sort by rating.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  /** Per GraphQL request: ratings of many products / establishments in one query each (lists stay 1 + 1). */
  readonly loaders = perRequest(() => ({
    productRating: loadByKey(
      (ids: string[]) => this.summaries('product_id', ids),
      (r) => r.subject,
      { value: (r) => summaryOf(r.count, r.sum), missing: NO_RATING },
    ),
    establishmentRating: loadByKey(
      (ids: string[]) => this.summaries('establishment_id', ids),
      (r) => r.subject,
      { value: (r) => summaryOf(r.count, r.sum), missing: NO_RATING },
    ),
  }));

  private async summaries(column: Subject['column'], ids: string[]): Promise<{ subject: string; count: number; sum: number }[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    return this.dataSource.query(
      `SELECT ${column} AS subject, review_count AS count, rating_sum AS sum FROM review_summary WHERE ${column} = ANY($1::uuid[])`,
      [valid],
    );
  }

  /** Public: the APPROVED reviews of one product or establishment, newest first. */
  approvedOf(column: Subject['column'], subjectId: string, args: PageArgs): Promise<Connection<ReviewRow>> {
    return paginate(args, async ({ skip, take }) => {
      const [rows, [{ n }]] = await Promise.all([
        this.dataSource.query(`${SELECT_REVIEW} WHERE r.${column} = $1 AND r.status = 'APPROVED' ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`, [
          subjectId,
          take,
          skip,
        ]),
        this.dataSource.query(`SELECT count(*)::int AS n FROM review WHERE ${column} = $1 AND status = 'APPROVED'`, [subjectId]),
      ]);
      return [(rows as Raw[]).map(toRow), n as number];
    });
  }

  /** Back office: every review or those of one status, newest first. */
  forModeration(args: PageArgs & { status?: ReviewStatus | null }): Promise<Connection<ReviewRow>> {
    const status = args.status ?? null;
    return paginate(args, async ({ skip, take }) => {
      const where = status ? 'WHERE r.status = $3' : '';
      const params: unknown[] = status ? [take, skip, status] : [take, skip];
      const [rows, [{ n }]] = await Promise.all([
        this.dataSource.query(`${SELECT_REVIEW} ${where} ORDER BY r.created_at DESC, r.id LIMIT $1 OFFSET $2`, params),
        this.dataSource.query(`SELECT count(*)::int AS n FROM review r ${where.replace('$3', '$1')}`, status ? [status] : []),
      ]);
      return [(rows as Raw[]).map(toRow), n as number];
    });
  }

  /** A public review by id (federation reference): APPROVED only. */
  async approvedById(id: string): Promise<ReviewRow | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.dataSource.query(`${SELECT_REVIEW} WHERE r.id = $1 AND r.status = 'APPROVED'`, [id.toLowerCase()])) as Raw[];
    return row ? toRow(row) : null;
  }

  /**
   * A signed-in customer's review, PENDING (APPROVED at once, and counted in the subject's summary, while
   * catalog.reviewsRequireApproval is off: read per submission). Checks in this order: the subject given once, the text and
   * rating, the subject published, the customer's daily allowance, one review per subject. The customer's
   * submissions run one at a time (advisory lock), and the unique indexes answer a race all the same.
   */
  async submit(customerId: string, input: ReviewInput): Promise<ReviewRow> {
    const customer = customerId.toLowerCase();
    const productId = input.productId ?? null;
    const establishmentId = input.establishmentId ?? null;
    if ((productId === null) === (establishmentId === null)) throw badInput({ subject: 'REQUIRED' }, 'Give exactly one of productId and establishmentId');
    const checked = validateWith(reviewSchema, { rating: input.rating, title: input.title, body: input.body });
    if (!checked.ok) throw badInput(checked.fieldErrors);
    const subject: Subject = productId ? { column: 'product_id', id: productId } : { column: 'establishment_id', id: establishmentId! };
    if (!isUuid(subject.id)) throw notFound(productId ? 'Product' : 'Establishment');
    subject.id = subject.id.toLowerCase();
    const { rating, title, body } = checked.value;
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const table = subject.column === 'product_id' ? 'product' : 'establishment';
        // FOR KEY SHARE: a concurrent delete of the subject waits for us (then cascades) or came first (NOT_FOUND).
        const found = await manager.query(`SELECT id FROM ${table} WHERE id = $1 AND published FOR KEY SHARE`, [subject.id]);
        if (!found.length) throw notFound(productId ? 'Product' : 'Establishment');
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-guide.reviews:' || $1))`, [customer]);
        const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM review WHERE customer_id = $1 AND created_at > now() - interval '24 hours'`, [
          customer,
        ]);
        if (n >= REVIEWS_PER_DAY) throw tooManyRequests('Too many reviews today, try again tomorrow');
        const taken = await manager.query(`SELECT 1 FROM review WHERE customer_id = $1 AND ${subject.column} = $2`, [customer, subject.id]);
        if (taken.length) throw alreadyReviewed();
        const published = !this.settings.get('catalog', 'reviewsRequireApproval');
        // Published at once: the subject's summary changes too, under its lock like a moderation's.
        if (published) await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-guide.review-subject:' || $1))`, [subject.id]);
        const [row] = await manager.query(
          `INSERT INTO review (${subject.column}, customer_id, rating, title, body, status, verified_purchase)
           VALUES ($1, $2, $3, $4, $5, $6, ${subject.column === 'product_id' ? 'EXISTS (SELECT 1 FROM review_purchase p WHERE p.customer_id = $2 AND p.product_id = $1)' : 'false'})
           RETURNING id, product_id, establishment_id, rating, title, body, verified_purchase, created_at AS moderated_at`,
          [subject.id, customer, rating, title, body, published ? 'APPROVED' : 'PENDING'],
        );
        if (published) await this.recomputeSummaries(manager, subject.column, [subject.id]);
        if (published) await writeReviewApproved(manager, row);
        return row.id as string;
      });
      const [raw] = (await this.dataSource.query(`${SELECT_REVIEW} WHERE r.id = $1`, [id])) as Raw[];
      return toRow(raw);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyReviewed();
      throw error;
    }
  }

  /** Sets the status of the given reviews; the summaries of their subjects follow in the same transaction. */
  moderate(ids: string[], status: ReviewStatus): Promise<number> {
    if (!REVIEW_STATUSES.includes(status)) throw badInput({ status: 'INVALID_CHOICE' });
    return this.changeReviews(ids, async (manager, valid) => {
      const result: [ApprovedRow[], number] = await manager.query(
        `UPDATE review SET status = $2, moderated_at = now() WHERE id = ANY($1::uuid[]) AND status <> $2
         RETURNING id, product_id, establishment_id, rating, title, body, verified_purchase, moderated_at`,
        [valid, status],
      );
      // Partners hear of a review made public (identity's webhooks), in the moderation's transaction.
      if (status === 'APPROVED') for (const row of result[0]) await writeReviewApproved(manager, row);
      return result;
    });
  }

  /** Deletes the given reviews (unknown ids are skipped); approved ones leave their subject's summary. */
  remove(ids: string[]): Promise<number> {
    return this.changeReviews(ids, (manager, valid) =>
      manager.query(`DELETE FROM review WHERE id = ANY($1::uuid[]) RETURNING product_id, establishment_id`, [valid]),
    );
  }

  /**
   * One transaction: lock the subjects of the reviews (advisory, in order, so two moderators of one
   * subject recompute one after the other and neither loses the other's change), change the reviews,
   * then recompute each touched subject's summary from its approved reviews (the partial index).
   */
  private async changeReviews(
    ids: string[],
    change: (manager: EntityManager, valid: string[]) => Promise<[{ product_id: string | null; establishment_id: string | null }[], number] | unknown>,
  ): Promise<number> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return 0;
    return this.dataSource.transaction(async (manager) => {
      const subjects: { subject: string }[] = await manager.query(
        `SELECT DISTINCT coalesce(product_id, establishment_id)::text AS subject FROM review WHERE id = ANY($1::uuid[]) ORDER BY 1`,
        [valid],
      );
      for (const { subject } of subjects) await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-guide.review-subject:' || $1))`, [subject]);
      const result = (await change(manager, valid)) as [{ product_id: string | null; establishment_id: string | null }[], number];
      const [rows, count] = result;
      const products = [...new Set(rows.map((r) => r.product_id).filter((x): x is string => !!x))];
      const establishments = [...new Set(rows.map((r) => r.establishment_id).filter((x): x is string => !!x))];
      await this.recomputeSummaries(manager, 'product_id', products);
      await this.recomputeSummaries(manager, 'establishment_id', establishments);
      return count;
    });
  }

  private async recomputeSummaries(manager: EntityManager, column: Subject['column'], ids: string[]): Promise<void> {
    if (!ids.length) return;
    const table = column === 'product_id' ? 'product' : 'establishment';
    // Subjects deleted meanwhile are skipped (the join), so the insert never breaks the foreign key.
    await manager.query(
      `INSERT INTO review_summary (${column}, review_count, rating_sum)
       SELECT s.id, count(r.id)::int, coalesce(sum(r.rating), 0)::int
         FROM ${table} s LEFT JOIN review r ON r.${column} = s.id AND r.status = 'APPROVED'
        WHERE s.id = ANY($1::uuid[])
        GROUP BY s.id
        ORDER BY s.id
       ON CONFLICT (${column}) DO UPDATE SET review_count = EXCLUDED.review_count, rating_sum = EXCLUDED.rating_sum
       WHERE (review_summary.review_count, review_summary.rating_sum) IS DISTINCT FROM (EXCLUDED.review_count, EXCLUDED.rating_sum)`,
      [ids],
    );
  }
}

type ApprovedRow = {
  id: string;
  product_id: string | null;
  establishment_id: string | null;
  rating: number;
  title: string | null;
  body: string;
  verified_purchase: boolean;
  moderated_at: Date;
};

/** catalog.review.approved: the review as it became public. */
function writeReviewApproved(manager: EntityManager, row: ApprovedRow): Promise<string> {
  return writeEvent(manager, Events.reviewApproved, row.id, {
    reviewId: row.id,
    productId: row.product_id ?? '',
    establishmentId: row.establishment_id ?? '',
    rating: row.rating,
    title: row.title ?? '',
    body: row.body,
    verifiedPurchase: row.verified_purchase,
    approvedAt: new Date(row.moderated_at).toISOString(),
  });
}

const alreadyReviewed = () => conflict('You have already reviewed this', { subject: 'ALREADY_REVIEWED' });
