import { Injectable } from '@nestjs/common';
import { frenchDocumentSql } from '@guide/platform';
import type { EstablishmentChanged, ProductChanged } from '@guide/proto-schemas';
import type { EntityManager } from 'typeorm';
import { plainExcerpt } from './site-search.text';

/** French words a visitor types for an establishment's type (as catalog-guide's search-rules.ts). */
const TYPE_WORDS: Record<string, string> = {
  RESTAURANT: 'restaurant',
  HOTEL: 'hôtel',
  HOTEL_RESTAURANT: 'hôtel restaurant',
  LOCAL_PRODUCER: 'producteur local',
  WINE: 'vin vins domaine',
};

type CatalogKind = 'ESTABLISHMENT' | 'PRODUCT';

interface CatalogRow {
  kind: CatalogKind;
  id: string;
  title: string;
  excerpt: string | null;
  path: string;
  imageUrl: string | null;
  visible: boolean;
  updatedAt: Date;
  /** Weighted texts: A the name, B secondary words, C the description. */
  a: string;
  b: string;
  c: string;
}

/**
 * One row per catalog entity. An event older than the stored row changes nothing (equal replaces:
 * idempotent); a tombstone is never revived. Words of visible rows feed the typo vocabulary.
 */
const UPSERT_SQL = `
WITH up AS (
  INSERT INTO site_search_catalog AS s (kind, id, title, excerpt, path, image_url, visible, deleted, source_updated_at, document)
  VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8,
    ${frenchDocumentSql([
      ['$9', 'A'],
      ['$10', 'B'],
      ['$11', 'C'],
    ])})
  ON CONFLICT (kind, id) DO UPDATE SET
    title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, path = EXCLUDED.path, image_url = EXCLUDED.image_url,
    visible = EXCLUDED.visible, source_updated_at = EXCLUDED.source_updated_at, document = EXCLUDED.document
  WHERE NOT s.deleted AND s.source_updated_at <= EXCLUDED.source_updated_at
  RETURNING s.visible
)
SELECT site_search_add_words($9 || ' ' || $10 || ' ' || $11) FROM up WHERE up.visible`;

const TOMBSTONE_SQL = `
INSERT INTO site_search_catalog AS s (kind, id, visible, deleted, source_updated_at)
VALUES ($1, $2, false, true, 'infinity')
ON CONFLICT (kind, id) DO UPDATE SET title = '', excerpt = NULL, image_url = NULL, visible = false, deleted = true,
  source_updated_at = 'infinity', document = ''::tsvector`;

/** The event's own time, else when it happened (a malformed date must not park the event). */
function changedAt(updatedAt: string, occurredAt: string): Date {
  for (const value of [updatedAt, occurredAt]) {
    const d = new Date(value);
    if (value && !Number.isNaN(d.getTime())) return d;
  }
  return new Date();
}

/** Only a site path or an http(s) URL is ever linked (the events come from our catalog, but stay careful). */
const safePath = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? path : '');
const safeImage = (url: string) => (/^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null);

@Injectable()
export class SiteSearchProjection {
  async establishment(manager: EntityManager, e: EstablishmentChanged, occurredAt: string): Promise<void> {
    const path = safePath(e.path);
    await this.upsert(manager, {
      kind: 'ESTABLISHMENT',
      id: e.id,
      title: e.name,
      excerpt: plainExcerpt([e.cityName, e.description].filter(Boolean).join(' · ')),
      path,
      imageUrl: null,
      visible: e.published && path !== '' && e.name.trim() !== '',
      updatedAt: changedAt(e.updatedAt, occurredAt),
      a: e.name,
      b: [e.cityName, e.specialties.join(' '), TYPE_WORDS[e.type] ?? '', e.producerCategory.replace(/-/g, ' ')].join(' '),
      c: e.description,
    });
  }

  /** A product is found only when published and visible to every customer group (no group restriction). */
  async product(manager: EntityManager, p: ProductChanged, occurredAt: string): Promise<void> {
    const path = safePath(p.path);
    await this.upsert(manager, {
      kind: 'PRODUCT',
      id: p.id,
      title: p.name,
      excerpt: plainExcerpt(p.description),
      path,
      imageUrl: safeImage(p.imageUrl),
      visible: p.published && p.customerGroupCodes.length === 0 && path !== '' && p.name.trim() !== '',
      updatedAt: changedAt(p.updatedAt, occurredAt),
      a: p.name,
      b: [p.nameEn, p.categorySlugs.join(' ').replace(/-/g, ' ')].join(' '),
      c: p.description,
    });
  }

  async remove(manager: EntityManager, kind: CatalogKind, id: string): Promise<void> {
    await manager.query(TOMBSTONE_SQL, [kind, id]);
  }

  private async upsert(manager: EntityManager, r: CatalogRow): Promise<void> {
    await manager.query(UPSERT_SQL, [r.kind, r.id, r.title, r.excerpt, r.path, r.imageUrl, r.visible, r.updatedAt.toISOString(), r.a, r.b, r.c]);
  }
}
