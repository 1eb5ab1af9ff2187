import type { ContentDetail } from './editorial.graphql';

const KINDS: Record<string, ContentDetail['customFields'][number]['field']['kind']> = {
  'preparation-time': 'NUMBER',
  'cooking-time': 'NUMBER',
  servings: 'NUMBER',
  price: 'NUMBER',
  difficulty: 'CHOICE',
  'start-date': 'DATE',
  'end-date': 'DATE',
  link: 'LINK',
};

/** A content for the unit tests (fields.spec.ts, jsonld.spec.ts): custom fields by code. */
export function content(overrides: Partial<ContentDetail> & { fields?: Record<string, string> } = {}): ContentDetail {
  const { fields = {}, ...rest } = overrides;
  return {
    id: 'c-1',
    contentType: 'blog',
    slug: 'tarte',
    path: '/blog/tarte',
    title: 'Tarte',
    titleEn: null,
    shortDescription: null,
    shortDescriptionEn: null,
    thumbnailUrl: null,
    mainImageUrl: null,
    publishedAt: '2026-01-15T09:00:00.000Z',
    updatedAt: '2026-01-16T09:00:00.000Z',
    categories: [],
    body: null,
    bodyEn: null,
    renderedBlocksJson: null,
    tags: [],
    seo: { metaTitle: null, metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
    customFields: Object.entries(fields).map(([code, value], i) => ({
      value,
      field: { id: `f-${i}`, code, kind: KINDS[code] ?? 'TEXT', label: code, labelEn: null },
    })),
    ...rest,
  };
}
