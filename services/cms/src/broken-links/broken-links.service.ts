import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryRunner } from 'typeorm';
import { SERVICE_CONFIG, badInput, eachLimited, likeContains, notFound, paginate, type PageArgs } from '@guide/platform';
import { contentPath } from '../contents/content-path';
import { BrokenLinksConfig, LINK_CHECK_NETWORK, LinkCheckSettings, linkCheckSettings } from './broken-links.config';
import { LinkCheckNetwork, LinkProblem, checkHttp, checkOwnSite } from './http-check';
import { LinkOccurrence, MenuItemLike, checkableUrl, htmlLinks, internalPath, menuLinks } from './link-extraction';
import { SitePaths, sitePathExists } from './site-paths';

export const BROKEN_LINK_PROBLEMS = ['NOT_FOUND', 'HTTP_ERROR', 'TIMEOUT', 'UNREACHABLE', 'MISSING_PAGE', 'NOT_CHECKED'] as const;
export type BrokenLinkProblem = (typeof BROKEN_LINK_PROBLEMS)[number];

/** pg advisory lock key: one check at a time across every cms instance. */
const LOCK_KEY = 1_700_003_800;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 500;

const PUBLIC_CONTENT = `c.status = 'PUBLISHED' AND c.published_at <= now()`;

const keyOf = (o: { url: string; sourceKind: string; sourceId: string; field: string }) => JSON.stringify([o.url, o.sourceKind, o.sourceId, o.field]);

/* eslint-disable @typescript-eslint/no-explicit-any */
const toLink = (r: any) => ({
  id: r.id,
  url: r.url,
  problem: r.problem,
  statusCode: r.status_code,
  error: r.error,
  sourceKind: r.source_kind,
  sourceId: r.source_id,
  sourceTitle: r.source_title,
  sourceContentType: r.source_content_type,
  field: r.field,
  ignored: r.ignored,
  firstSeenAt: r.first_seen_at,
  lastCheckedAt: r.last_checked_at,
});

@Injectable()
export class BrokenLinksService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('BrokenLinks');
  private readonly settings: LinkCheckSettings;
  private timer?: NodeJS.Timeout;
  /** The run this process is doing, if any. */
  private current: Promise<void> | null = null;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: BrokenLinksConfig,
    @Optional() @Inject(LINK_CHECK_NETWORK) private readonly network: LinkCheckNetwork = {},
  ) {
    this.settings = linkCheckSettings(config);
  }

  onModuleInit(): void {
    if (!this.settings.intervalMs) return;
    this.timer = setInterval(() => void this.start().catch((e) => this.logger.error(`Link check failed to start: ${e}`)), this.settings.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.current?.catch(() => undefined);
  }

  // ---- back office -------------------------------------------------------------------------------

  async list(args: PageArgs & { problem?: string | null; ignored?: boolean | null; search?: string | null }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.problem) {
      if (!(BROKEN_LINK_PROBLEMS as readonly string[]).includes(args.problem)) throw badInput({ problem: 'INVALID_CHOICE' });
      params.push(args.problem);
      where.push(`problem = $${params.length}`);
    }
    if (args.ignored != null) {
      params.push(args.ignored);
      where.push(`ignored = $${params.length}`);
    }
    const search = args.search?.trim();
    if (search) {
      params.push(likeContains(search.toLowerCase()));
      where.push(`(lower(url) LIKE $${params.length} OR lower(source_title) LIKE $${params.length})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return paginate(args, async ({ skip, take }) => {
      const rows = await this.dataSource.query(
        `SELECT * FROM broken_link ${clause} ORDER BY last_checked_at DESC, url, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, take, skip],
      );
      const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM broken_link ${clause}`, params);
      return [rows.map(toLink), n];
    });
  }

  async setIgnored(id: string, ignored: boolean) {
    if (!UUID.test(id)) throw notFound('BrokenLink');
    const [rows] = await this.dataSource.query('UPDATE broken_link SET ignored = $2 WHERE id = $1 RETURNING *', [id, ignored]);
    if (!rows.length) throw notFound('BrokenLink');
    return toLink(rows[0]);
  }

  async delete(ids: string[]): Promise<number> {
    if (!ids.every((id) => UUID.test(id))) throw badInput({ ids: 'INVALID_ID' });
    if (!ids.length) return 0;
    const [, count] = await this.dataSource.query('DELETE FROM broken_link WHERE id = ANY($1::uuid[]) RETURNING id', [ids]);
    return count;
  }

  /** The run's row; RUNNING only while some instance holds the lock (a crashed run does not stay "running"). */
  async progress() {
    const [r] = await this.dataSource.query(
      `SELECT r.*, EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.objid = $1
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS locked
       FROM link_check_run r WHERE r.id = 1`,
      [LOCK_KEY],
    );
    const state = r.state === 'RUNNING' && !r.locked ? 'FAILED' : r.state;
    return { state, checked: r.checked, total: r.total, broken: r.broken, skipped: r.skipped, startedAt: r.started_at, finishedAt: r.finished_at };
  }

  // ---- the check ---------------------------------------------------------------------------------

  /** Starts a run unless one is under way (here or in another instance); answers the progress. */
  async start() {
    if (!this.current && !this.stopping) {
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY]);
      if (!locked) await runner.release();
      else {
        await this.dataSource.query(
          `UPDATE link_check_run SET state = 'RUNNING', checked = 0, total = 0, skipped = 0, started_at = now(), finished_at = NULL, error = NULL WHERE id = 1`,
        );
        this.current = this.run()
          .catch(async (e) => {
            this.logger.error(`Link check failed: ${e}`);
            await this.dataSource
              .query(`UPDATE link_check_run SET state = 'FAILED', finished_at = now(), error = $1 WHERE id = 1`, [String(e).slice(0, 500)])
              .catch(() => undefined);
          })
          .finally(() => this.unlock(runner));
        void this.current.finally(() => (this.current = null));
      }
    }
    return this.progress();
  }

  /** Resolves when this process's run (if any) is over (tests). */
  async settled(): Promise<void> {
    await this.current;
  }

  private async unlock(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }

  private async run(): Promise<void> {
    const occurrences = await this.collect();
    const site = await this.sitePaths();
    const urls = [...new Set(occurrences.map((o) => o.url))];
    // Site paths the cms answers itself cost nothing; outside (and web-server) requests are capped per run.
    const results = new Map<string, LinkProblem | null>();
    // `own`: a path asked to the configured web server (not an outside link: no address check, no redirect followed).
    const remote: { url: string; target: string; own?: boolean }[] = [];
    for (const url of urls) {
      const path = internalPath(url, this.settings.publicOrigin);
      if (path === null) remote.push({ url, target: url });
      else {
        const exists = sitePathExists(path, site);
        if (exists === 'unknown') {
          if (this.settings.webUrl)
            remote.push({ url, target: this.settings.webUrl + (url.startsWith('/') ? url : new URL(url).pathname + new URL(url).search), own: true });
          else results.set(url, null); // owned by another service and no web server to ask: not checked
        } else results.set(url, exists ? null : { problem: 'MISSING_PAGE', statusCode: 404, error: null });
      }
    }
    // Beyond the cap, runs take turns: each starts where the previous one stopped in the sorted list.
    remote.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const [{ next_offset: offset }] = await this.dataSource.query('SELECT next_offset FROM link_check_run WHERE id = 1');
    const start = remote.length ? offset % remote.length : 0;
    const rotated = [...remote.slice(start), ...remote.slice(0, start)];
    const asked = rotated.slice(0, this.settings.maxPerRun);
    const skipped = new Set(rotated.slice(this.settings.maxPerRun).map((r) => r.url));
    const nextOffset = remote.length ? (start + asked.length) % remote.length : 0;
    const total = results.size + asked.length;
    let checked = results.size;
    let lastWrite = 0;
    const writeProgress = async (force = false) => {
      if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      await this.dataSource.query('UPDATE link_check_run SET checked = $1, total = $2, skipped = $3 WHERE id = 1', [checked, total, skipped.size]);
    };
    await writeProgress(true);
    await eachLimited(asked, this.settings.concurrency, async ({ url, target, own }) => {
      if (this.stopping) return void skipped.add(url);
      results.set(url, await (own ? checkOwnSite : checkHttp)(target, { ...this.settings, network: this.network }));
      checked++;
      await writeProgress();
    });
    await writeProgress(true);
    const broken = await this.store(occurrences, results, skipped);
    await this.dataSource.query(`UPDATE link_check_run SET state = 'FINISHED', finished_at = now(), broken = $1, next_offset = $2 WHERE id = 1`, [
      broken,
      nextOffset,
    ]);
  }

  /**
   * Replaces the stored list in one transaction: broken occurrences are upserted (first seen and ignored
   * kept), rows of links now fine or no longer in the content are removed, those left unchecked stay.
   */
  private async store(occurrences: LinkOccurrence[], results: Map<string, LinkProblem | null>, skipped: Set<string>): Promise<number> {
    const broken = occurrences.filter((o) => results.get(o.url));
    const keep = new Set([...broken, ...occurrences.filter((o) => skipped.has(o.url))].map(keyOf));
    await this.dataSource.transaction(async (m) => {
      const existing: { id: string; url: string; source_kind: string; source_id: string; field: string }[] = await m.query(
        'SELECT id, url, source_kind, source_id, field FROM broken_link FOR UPDATE',
      );
      const gone = existing.filter((r) => !keep.has(keyOf({ url: r.url, sourceKind: r.source_kind, sourceId: r.source_id, field: r.field }))).map((r) => r.id);
      if (gone.length) await m.query('DELETE FROM broken_link WHERE id = ANY($1::uuid[])', [gone]);
      if (!broken.length) return;
      const col = <K extends keyof LinkOccurrence>(k: K) => broken.map((o) => o[k]);
      const res = broken.map((o) => results.get(o.url)!);
      await m.query(
        `INSERT INTO broken_link (url, source_kind, source_id, source_title, source_content_type, field, problem, status_code, error)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[])
         ON CONFLICT (url, source_kind, source_id, field) DO UPDATE SET source_title = EXCLUDED.source_title,
           source_content_type = EXCLUDED.source_content_type, problem = EXCLUDED.problem, status_code = EXCLUDED.status_code,
           error = EXCLUDED.error, last_checked_at = now()`,
        [
          col('url'),
          col('sourceKind'),
          col('sourceId'),
          col('sourceTitle'),
          col('sourceContentType'),
          col('field'),
          res.map((r) => r.problem),
          res.map((r) => r.statusCode),
          res.map((r) => r.error),
        ],
      );
    });
    return broken.length;
  }

  /** Links of public contents (HTML bodies, images, LINK/IMAGE/RICH_TEXT fields), published pages and menus. */
  private async collect(): Promise<LinkOccurrence[]> {
    const found: LinkOccurrence[] = [];
    const add = (source: Omit<LinkOccurrence, 'url' | 'field'>, field: string, raw: string | null | undefined) => {
      const url = raw ? checkableUrl(raw) : null;
      if (url) found.push({ ...source, url, field });
    };
    const contents: any[] = await this.dataSource.query(
      `SELECT c.id, c.content_type, c.title, c.body, c.body_en, c.thumbnail_url, c.main_image_url, c.og_image_url FROM content c WHERE ${PUBLIC_CONTENT}`,
    );
    const sources = new Map<string, Omit<LinkOccurrence, 'url' | 'field'>>();
    for (const c of contents) {
      const source = { sourceKind: 'CONTENT' as const, sourceId: c.id, sourceTitle: c.title, sourceContentType: c.content_type };
      sources.set(c.id, source);
      for (const url of htmlLinks(c.body)) add(source, 'body', url);
      for (const url of htmlLinks(c.body_en)) add(source, 'bodyEn', url);
      add(source, 'thumbnailUrl', c.thumbnail_url);
      add(source, 'mainImageUrl', c.main_image_url);
      add(source, 'seo.ogImageUrl', c.og_image_url);
    }
    const values: any[] = await this.dataSource.query(
      `SELECT v.content_id, f.code, f.kind, v.value FROM content_field_value v
         JOIN content_custom_field f ON f.id = v.field_id JOIN content c ON c.id = v.content_id
       WHERE ${PUBLIC_CONTENT} AND f.kind IN ('LINK', 'IMAGE', 'RICH_TEXT')`,
    );
    for (const v of values) {
      const source = sources.get(v.content_id)!;
      if (v.kind === 'RICH_TEXT') for (const url of htmlLinks(v.value)) add(source, `customFields.${v.code}`, url);
      else add(source, `customFields.${v.code}`, v.value);
    }
    const pages: any[] = await this.dataSource.query(`SELECT id, title, body FROM page WHERE status = 'PUBLISHED'`);
    for (const p of pages) {
      const source = { sourceKind: 'PAGE' as const, sourceId: p.id, sourceTitle: p.title, sourceContentType: null };
      for (const url of htmlLinks(p.body)) add(source, 'body', url);
    }
    const menus: { code: string; name: string; items: MenuItemLike[] }[] = await this.dataSource.query('SELECT code, name, items FROM menu');
    for (const menu of menus) {
      const source = { sourceKind: 'MENU' as const, sourceId: menu.code, sourceTitle: menu.name, sourceContentType: null };
      for (const { url, field } of menuLinks(menu.items ?? [])) add(source, field, url);
    }
    // One row per link and place, even when a body repeats it.
    return [...new Map(found.map((o) => [keyOf(o), o])).values()];
  }

  private async sitePaths(): Promise<SitePaths> {
    const q = (sql: string): Promise<any[]> => this.dataSource.query(sql);
    const [types, categories, contents, pages, redirects] = await Promise.all([
      q('SELECT slug FROM content_type'),
      q('SELECT content_type, slug FROM content_category'),
      q(`SELECT c.content_type, c.slug, (SELECT cat.slug FROM content_category_link l JOIN content_category cat ON cat.id = l.category_id
           WHERE l.content_id = c.id ORDER BY l.position LIMIT 1) AS category FROM content c WHERE ${PUBLIC_CONTENT}`),
      q(`SELECT slug FROM page WHERE status = 'PUBLISHED'`),
      q('SELECT from_path FROM content_redirect'),
    ]);
    const lower = (s: string) => s.toLowerCase();
    return {
      contentTypes: new Set(types.map((t) => lower(t.slug))),
      categories: new Set(categories.map((c) => lower(`${c.content_type}/${c.slug}`))),
      contents: new Set(contents.map((c) => lower(contentPath(c.content_type, c.category, c.slug)))),
      pages: new Set(pages.map((p) => lower(p.slug))),
      redirects: new Set(redirects.map((r) => lower(r.from_path))),
    };
  }
}
