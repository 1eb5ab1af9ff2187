import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, notFound } from '@guide/platform';
import { seoSchema, validateWith, type SeoValues } from '@guide/validation';
import { GUIDE_SECTIONS } from '@guide/vocabulary';

export const SEO_FIELDS = ['metaTitle', 'metaDescription', 'ogTitle', 'ogDescription', 'ogImageUrl'] as const;
const COLUMNS: Record<(typeof SEO_FIELDS)[number], string> = {
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  ogTitle: 'og_title',
  ogDescription: 'og_description',
  ogImageUrl: 'og_image_url',
};

interface Section {
  section: string;
  label: string;
  labelEn: string;
  path: string;
}

const GUIDE_LABELS: Record<string, [string, string]> = {
  'hotels-restaurants': ['Hôtels & restaurants', 'Hotels & restaurants'],
  'producteurs-locaux': ['Producteurs locaux', 'Local producers'],
  'le-monde-du-vin': ['Le monde du vin', 'The world of wine'],
};

/** The storefront's sections that are not content types (keys are the storefront's, paths its French ones). */
export const FIXED_SECTIONS: readonly Section[] = [
  { section: 'home', label: 'Accueil', labelEn: 'Home', path: '/' },
  ...GUIDE_SECTIONS.map((s) => ({
    section: s.slug,
    label: GUIDE_LABELS[s.slug]?.[0] ?? s.slug,
    labelEn: GUIDE_LABELS[s.slug]?.[1] ?? s.slug,
    path: `/${s.slug}`,
  })),
  { section: 'guide-et-goodies', label: 'Boutique (guide et goodies)', labelEn: 'Shop (guide and goodies)', path: '/guide-et-goodies' },
  { section: 'concours', label: 'Concours du petit-déjeuner', labelEn: 'Breakfast contest', path: '/concours-petit-dejeuner' },
  { section: 'agenda', label: 'Agenda', labelEn: 'Events calendar', path: '/agenda' },
  { section: 'search-results', label: 'Résultats de recherche', labelEn: 'Search results', path: '/search-results' },
];

/* eslint-disable @typescript-eslint/no-explicit-any */
const seoOf = (row: any, suffix: '' | '_en') => Object.fromEntries(SEO_FIELDS.map((f) => [f, row?.[COLUMNS[f] + suffix] ?? null]));

@Injectable()
export class SeoService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Fixed sections, then every content type (its list page) by label. */
  private async sections(): Promise<Section[]> {
    const types: any[] = await this.dataSource.query('SELECT slug, label, label_en FROM content_type ORDER BY lower(label), slug');
    const fixed = new Set(FIXED_SECTIONS.map((s) => s.section));
    return [
      ...FIXED_SECTIONS,
      ...types.filter((t) => !fixed.has(t.slug)).map((t) => ({ section: t.slug, label: t.label, labelEn: t.label_en ?? t.label, path: `/${t.slug}` })),
    ];
  }

  private async section(key: string): Promise<Section> {
    const k = key.trim().toLowerCase();
    const found = FIXED_SECTIONS.find((s) => s.section === k);
    if (found) return found;
    const [t] = await this.dataSource.query('SELECT slug, label, label_en FROM content_type WHERE slug = $1', [k]);
    if (!t) throw notFound('Section');
    return { section: t.slug, label: t.label, labelEn: t.label_en ?? t.label, path: `/${t.slug}` };
  }

  private toSectionSeo(section: Section, row: any) {
    return { ...section, seo: seoOf(row, ''), seoEn: seoOf(row, '_en'), updatedAt: row?.updated_at ?? null };
  }

  async one(key: string) {
    const section = await this.section(key);
    const [row] = await this.dataSource.query('SELECT * FROM section_seo WHERE section = $1', [section.section]);
    return this.toSectionSeo(section, row);
  }

  async all() {
    const [sections, rows] = await Promise.all([this.sections(), this.dataSource.query('SELECT * FROM section_seo')]);
    const byKey = new Map<string, unknown>(rows.map((r: any) => [r.section, r]));
    return sections.map((s) => this.toSectionSeo(s, byKey.get(s.section)));
  }

  async update(key: string, input: unknown, inputEn: unknown | null | undefined) {
    const section = await this.section(key);
    const fr = validateWith(seoSchema, input ?? {});
    const en = inputEn == null ? null : validateWith(seoSchema, inputEn);
    const errors = {
      ...(fr.ok ? {} : fr.fieldErrors),
      ...(en && !en.ok ? Object.fromEntries(Object.entries(en.fieldErrors).map(([k, v]) => [`en.${k}`, v])) : {}),
    };
    if (!fr.ok || (en && !en.ok)) throw badInput(errors);
    const values: [string, string | null][] = SEO_FIELDS.map((f) => [COLUMNS[f], (fr.value as SeoValues)[f] ?? null]);
    if (en?.ok) values.push(...SEO_FIELDS.map((f): [string, string | null] => [`${COLUMNS[f]}_en`, (en.value as SeoValues)[f] ?? null]));
    const columns = values.map(([c]) => c);
    await this.dataSource.query(
      `INSERT INTO section_seo (section, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (section) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
      [section.section, ...values.map(([, v]) => v)],
    );
    return this.one(section.section);
  }
}
