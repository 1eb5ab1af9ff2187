import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PageArgs, badInput, lockReferenced, lockReferencedRow, notFound, paginateQuery, tooManyRequests, writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ownerPostRejectionSchema, ownerPostSchema, validateWith } from '@guide/validation';
import { isSlug, slugify } from '@guide/vocabulary';
import { ContentsService } from '../contents/contents.service';
import { contentPath } from '../contents/content-path';
import { OWNER_NEWS_FIELDS, OWNER_NEWS_TYPE } from '../migrations/1700000003700-owner-posts';
import { sanitizeRichText } from '../shared/rich-text';
import { OWNER_POST_STATUSES, OwnerPostEntity, OwnerPostStatus } from './owner-post.entity';
import type { OwnerPostInput } from '../generated/graphql';

/** Most posts one customer may create per rolling 24 hours (edits are not counted). */
export const OWNER_POSTS_PER_DAY = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Customer {
  id: string;
  email?: string;
  language?: 'fr' | 'en';
}
export interface OwnerEstablishment {
  id: string;
  name: string;
  path: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text -> <p> per paragraph (blank-line separated), <br> per line: what the published content shows. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => escapeHtml(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('\n');
}

@Injectable()
export class OwnerPostsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contents: ContentsService,
  ) {}

  /** The establishments cms knows the customer owns (projection fed by catalog-guide's events). */
  async establishmentsOf(customerId: string, manager: EntityManager = this.dataSource.manager): Promise<OwnerEstablishment[]> {
    return manager.query(
      'SELECT establishment_id AS id, name, path FROM owner_establishment WHERE owner_id = $1 AND NOT deleted ORDER BY lower(name), establishment_id',
      [customerId.toLowerCase()],
    );
  }

  async establishmentNames(ids: string[]): Promise<{ id: string; name: string }[]> {
    return this.dataSource.query('SELECT establishment_id AS id, name FROM owner_establishment WHERE establishment_id = ANY($1)', [ids]);
  }

  async publishedPaths(contentIds: string[]): Promise<{ id: string; path: string }[]> {
    const rows: { id: string; content_type: string; slug: string; category: string | null }[] = await this.dataSource.query(
      `SELECT c.id, c.content_type, c.slug,
              (SELECT k.slug FROM content_category_link l JOIN content_category k ON k.id = l.category_id
                WHERE l.content_id = c.id ORDER BY l.position, lower(k.title) LIMIT 1) AS category
         FROM content c WHERE c.id = ANY($1) AND c.status = 'PUBLISHED' AND c.published_at <= now()`,
      [contentIds],
    );
    return rows.map((r) => ({ id: r.id, path: contentPath(r.content_type, r.category, r.slug) }));
  }

  myPosts(customerId: string, args: PageArgs) {
    const qb = this.repo()
      .createQueryBuilder('p')
      .where('p.customer_id = :customerId', { customerId: customerId.toLowerCase() })
      .orderBy('p.updated_at', 'DESC')
      .addOrderBy('p.id', 'ASC');
    return paginateQuery(args, qb);
  }

  async myPost(customerId: string, id: string): Promise<OwnerPostEntity | null> {
    if (!UUID.test(id)) return null;
    return this.repo().findOneBy({ id: id.toLowerCase(), customerId: customerId.toLowerCase() });
  }

  /** Moderation queue: PENDING oldest first (then the others, most recent first). */
  list(status: OwnerPostStatus | null | undefined, args: PageArgs) {
    if (status != null && !OWNER_POST_STATUSES.includes(status)) throw badInput({ status: 'INVALID_CHOICE' });
    const qb = this.repo().createQueryBuilder('p');
    if (status) qb.where('p.status = :status', { status });
    qb.orderBy(`CASE WHEN p.status = 'PENDING' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy(`CASE WHEN p.status = 'PENDING' THEN p.submitted_at END`, 'ASC')
      .addOrderBy('p.submitted_at', 'DESC')
      .addOrderBy('p.id', 'ASC');
    return paginateQuery(args, qb);
  }

  /** A new PENDING post; at most OWNER_POSTS_PER_DAY per customer, counted under a per-customer lock. */
  async create(customer: Customer, input: OwnerPostInput): Promise<OwnerPostEntity> {
    const checked = validateWith(ownerPostSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const customerId = customer.id.toLowerCase();
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cms.owner-posts:' || $1))`, [customerId]);
      const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM owner_post WHERE customer_id = $1 AND created_at > now() - interval '24 hours'`, [
        customerId,
      ]);
      if (n >= OWNER_POSTS_PER_DAY) throw tooManyRequests('Too many posts today, try again tomorrow');
      const values = await this.checked(manager, customerId, checked);
      const repo = manager.getRepository(OwnerPostEntity);
      return repo.save(
        repo.create({
          ...values,
          customerId,
          customerEmail: customer.email?.trim().toLowerCase() || null,
          customerLanguage: customer.language ?? 'fr',
          status: 'PENDING',
          rejectionReason: null,
          submittedAt: new Date(),
        }),
      );
    });
  }

  /** Replaces the owner's post and sends it back to moderation (a published version stays until approved again). */
  async update(customer: Customer, id: string, input: OwnerPostInput): Promise<OwnerPostEntity> {
    const checked = validateWith(ownerPostSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const customerId = customer.id.toLowerCase();
      const repo = manager.getRepository(OwnerPostEntity);
      const post = UUID.test(id) ? await repo.findOne({ where: { id: id.toLowerCase(), customerId }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!post) throw notFound('Post');
      const values = await this.checked(manager, customerId, checked);
      Object.assign(post, values, { status: 'PENDING', rejectionReason: null, submittedAt: new Date(), moderatedAt: null, moderatedBy: null });
      if (customer.email) post.customerEmail = customer.email.trim().toLowerCase();
      if (customer.language) post.customerLanguage = customer.language;
      return repo.save(post);
    });
  }

  /** Approves and publishes: creates or replaces the post's `actualites-des-etablissements` content, then contentPublished. */
  async approve(id: string, staffId: string): Promise<OwnerPostEntity> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, id);
      // Already approved (a double click): nothing to publish again, no second mail.
      if (post.status === 'APPROVED') return post;
      const contentId = await this.publish(manager, post);
      Object.assign(post, { status: 'APPROVED', rejectionReason: null, contentId, moderatedAt: new Date(), moderatedBy: UUID.test(staffId) ? staffId : null });
      const saved = await manager.getRepository(OwnerPostEntity).save(post);
      await this.contents.publishedEvent(manager, contentId);
      const [{ path }] = [...(await this.contents.paths(manager, [contentId])).values()];
      await this.moderatedEvent(manager, saved, path);
      return saved;
    });
  }

  /** Rejects with a reason for the owner; a version published earlier stays online (staff may unpublish the content). */
  async reject(id: string, reason: string, staffId: string): Promise<OwnerPostEntity> {
    const checked = validateWith(ownerPostRejectionSchema, { reason });
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, id);
      if (!checked.ok) throw badInput(checked.fieldErrors);
      Object.assign(post, {
        status: 'REJECTED',
        rejectionReason: checked.value.reason,
        moderatedAt: new Date(),
        moderatedBy: UUID.test(staffId) ? staffId : null,
      });
      const saved = await manager.getRepository(OwnerPostEntity).save(post);
      await this.moderatedEvent(manager, saved, '');
      return saved;
    });
  }

  // ---- Helpers ---------------------------------------------------------------------------------------

  private repo() {
    return this.dataSource.getRepository(OwnerPostEntity);
  }

  /** cms.owner-post.moderated: the mailer tells the owner (in the language of their last save). */
  private async moderatedEvent(manager: EntityManager, post: OwnerPostEntity, path: string): Promise<void> {
    const [place]: { name: string }[] = await manager.query('SELECT name FROM owner_establishment WHERE establishment_id = $1', [post.establishmentId]);
    await writeEvent(manager, Events.ownerPostModerated, post.id, {
      postId: post.id,
      status: post.status,
      email: post.customerEmail ?? '',
      language: post.customerLanguage,
      title: post.title,
      establishmentName: place?.name ?? '',
      reason: post.rejectionReason ?? '',
      path,
      moderatedAt: (post.moderatedAt ?? new Date()).toISOString(),
    });
  }

  private async lockPost(manager: EntityManager, id: string): Promise<OwnerPostEntity> {
    const post = UUID.test(id)
      ? await manager.getRepository(OwnerPostEntity).findOne({ where: { id: id.toLowerCase() }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!post) throw notFound('Post');
    return post;
  }

  /** Field errors of the schema plus establishmentId NOT_FOUND when the place is not the customer's. */
  private async checked(manager: EntityManager, customerId: string, checked: ReturnType<typeof validateWith<typeof ownerPostSchema>>) {
    const errors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
    if (checked.ok) {
      const mine = await manager.query('SELECT 1 FROM owner_establishment WHERE establishment_id = $1 AND owner_id = $2 AND NOT deleted', [
        checked.value.establishmentId,
        customerId,
      ]);
      if (!mine.length) errors.establishmentId = 'NOT_FOUND';
    }
    if (!checked.ok || Object.keys(errors).length) throw badInput(errors);
    const v = checked.value;
    return { establishmentId: v.establishmentId, title: v.title, shortDescription: v.shortDescription, body: v.body, pictureUrl: v.pictureUrl };
  }

  /** Writes the published content of a post (same slug on every re-approval: its path never moves). */
  private async publish(manager: EntityManager, post: OwnerPostEntity): Promise<string> {
    // Staff may have deleted the type: put it back (same fixed field ids) rather than fail. Then it is locked
    // (FOR KEY SHARE) until the content is written: a deleteContentType racing this waits and finds the type
    // in use; one that removed it between the insert and the lock gets it put back once more.
    for (let attempt = 0; attempt < 3; attempt++) {
      await manager.query(
        `INSERT INTO content_type (slug, label, singular_label, label_en, singular_label_en)
         VALUES ($1, 'Actualités des établissements', 'Actualité d''établissement', 'News from our establishments', 'Establishment news') ON CONFLICT (slug) DO NOTHING`,
        [OWNER_NEWS_TYPE],
      );
      if (await lockReferencedRow(manager, 'content_type', OWNER_NEWS_TYPE, 'slug')) break;
    }
    await manager.query(
      `INSERT INTO content_custom_field (id, content_type, code, label, label_en, kind, required, options, position) VALUES
       ($1, $3, 'establishment', 'Établissement', 'Establishment', 'TEXT', false, '{}', 0),
       ($2, $3, 'establishment-link', 'Page de l''établissement', 'Establishment page', 'LINK', false, '{}', 1) ON CONFLICT DO NOTHING`,
      [OWNER_NEWS_FIELDS.establishment, OWNER_NEWS_FIELDS.establishmentLink, OWNER_NEWS_TYPE],
    );
    const [place]: { name: string; path: string }[] = await manager.query('SELECT name, path FROM owner_establishment WHERE establishment_id = $1', [
      post.establishmentId,
    ]);
    const body = sanitizeRichText(paragraphsToHtml(post.body));
    const columns = [post.title, post.shortDescription, body, post.pictureUrl];
    const existing: { id: string }[] = post.contentId
      ? await manager.query('SELECT id FROM content WHERE id = $1 AND content_type = $2 FOR UPDATE', [post.contentId, OWNER_NEWS_TYPE])
      : [];
    let contentId: string;
    // One approval at a time picks a slug: two posts with the same title cannot both take it.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('cms.owner-posts.publish'))`);
    if (existing.length) {
      contentId = existing[0].id;
      await manager.query(
        `UPDATE content SET title = $2, short_description = $3, body = $4, thumbnail_url = $5, main_image_url = $5,
                status = 'PUBLISHED', published_at = COALESCE(published_at, now()) WHERE id = $1`,
        [contentId, ...columns],
      );
    } else {
      const slug = await this.freeSlug(manager, post.title);
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO content (content_type, slug, title, short_description, body, thumbnail_url, main_image_url, status, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 'PUBLISHED', now()) RETURNING id`,
        [OWNER_NEWS_TYPE, slug, ...columns],
      );
      contentId = row.id;
    }
    await manager.query('DELETE FROM content_field_value WHERE content_id = $1 AND field_id = ANY($2)', [contentId, Object.values(OWNER_NEWS_FIELDS)]);
    const values: [string, string][] = [[OWNER_NEWS_FIELDS.establishment, place?.name ?? '']];
    if (place?.path) values.push([OWNER_NEWS_FIELDS.establishmentLink, place.path]);
    // A field staff deleted meanwhile is left out (locked: one being deleted now waits for this write).
    const fields = new Set<string>(await lockReferenced<string>(manager, 'content_custom_field', Object.values(OWNER_NEWS_FIELDS)));
    for (const [fieldId, value] of values) {
      if (value && fields.has(fieldId))
        await manager.query('INSERT INTO content_field_value (content_id, field_id, value) VALUES ($1, $2, $3)', [contentId, fieldId, value]);
    }
    return contentId;
  }

  private async freeSlug(manager: EntityManager, title: string): Promise<string> {
    const base = slugify(title).slice(0, 100).replace(/-+$/, '') || 'actualite';
    const stem = isSlug(base) ? base : 'actualite';
    const taken = new Set(
      (
        (await manager.query(`SELECT slug FROM content WHERE content_type = $1 AND (slug = $2 OR slug LIKE $3)`, [OWNER_NEWS_TYPE, stem, `${stem}-%`])) as {
          slug: string;
        }[]
      ).map((r) => r.slug),
    );
    if (!taken.has(stem)) return stem;
    for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
  }
}
