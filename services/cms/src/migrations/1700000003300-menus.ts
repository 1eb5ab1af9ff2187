import { MigrationInterface, QueryRunner } from 'typeorm';
import { touchUpdatedAt, untouchUpdatedAt } from '@guide/platform';

interface SeedItem {
  label: string;
  labelEn: string;
  url: string;
  children?: SeedItem[];
}
interface StoredItem {
  label: string;
  labelEn: string;
  url: string;
  openInNewTab: boolean;
  children: StoredItem[];
}
const item = (label: string, labelEn: string, url: string, children: SeedItem[] = []): StoredItem => ({
  label,
  labelEn,
  url,
  openInNewTab: false,
  children: children.map((c) => item(c.label, c.labelEn, c.url, c.children)),
});

/** The storefront's main navigation: the guide's sections, the editorial sections under "Inspirations", the shop. */
export const HEADER_ITEMS = [
  item('Hôtels & restaurants', 'Hotels & restaurants', '/hotels-restaurants', [
    { label: 'Tables du terroir', labelEn: 'Local cuisine', url: '/hotels-restaurants/tables-terroir' },
    { label: 'Tables bistronomiques', labelEn: 'Bistronomy', url: '/hotels-restaurants/tables-bistronomiques' },
    { label: 'Tables gastronomiques', labelEn: 'Fine dining', url: '/hotels-restaurants/tables-gastronomiques' },
    { label: 'Brasseries gourmandes', labelEn: 'Gourmet brasseries', url: '/hotels-restaurants/brasseries-gourmandes' },
  ]),
  item('Producteurs locaux', 'Local producers', '/producteurs-locaux'),
  item('Le monde du vin', 'Wine world', '/le-monde-du-vin'),
  item('Inspirations', 'Inspiration', '/blog', [
    { label: 'Blog', labelEn: 'Blog', url: '/blog' },
    { label: 'Recettes', labelEn: 'Recipes', url: '/recettes' },
    { label: 'Routes gourmandes', labelEn: 'Gourmet routes', url: '/routes-gourmandes' },
    { label: 'Agenda', labelEn: 'Events calendar', url: '/agenda' },
  ]),
  item('Boutique', 'Shop', '/guide-et-goodies', [
    { label: 'Nos produits', labelEn: 'Our products', url: '/nos-produits' },
    { label: 'Boutique cadeaux', labelEn: 'Gift shop', url: '/boutique-cadeaux' },
  ]),
  item('Concours', 'Contest', '/concours-petit-dejeuner'),
];

/** The footer's links: the association, getting in touch, the editorial sections that are not in the header. */
export const FOOTER_ITEMS = [
  item('Qui sommes-nous', 'About us', '/qui-sommes-nous'),
  item('Contact', 'Contact', '/contact'),
  item('Rejoindre le mouvement', 'Join the movement', '/rejoindre-le-mouvement'),
  item('Partenaires', 'Partners', '/partenaires'),
  item('Revue de presse', 'Press review', '/revue-de-presse'),
  item('Bons plans', 'Good deals', '/bons-plans'),
  item('Séjours et week-ends', 'Stays and weekends', '/sejours-et-week-ends'),
  item('Concours du petit déjeuner', 'Breakfast contest', '/concours-petit-dejeuner'),
];

/** Seeded menus: the storefront reads these two codes, which cannot be deleted. */
export const REQUIRED_MENUS = ['header', 'footer'] as const;

/**
 * Menus: one row per menu, its item tree as jsonb (validated on every write by menu.ts of
 * @guide/validation). Replacing a tree is then one UPDATE: atomic without a transaction of its own.
 */
export class Menus1700000003300 implements MigrationInterface {
  name = 'Menus1700000003300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE menu (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      name text NOT NULL CHECK (name <> ''),
      items jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(items) = 'array'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await touchUpdatedAt(q, ['menu']);
    await q.query(`INSERT INTO menu (code, name, items) VALUES ('header', 'En-tête', $1::jsonb), ('footer', 'Pied de page', $2::jsonb)`, [
      JSON.stringify(HEADER_ITEMS),
      JSON.stringify(FOOTER_ITEMS),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await untouchUpdatedAt(q, ['menu']);
    await q.query('DROP TABLE menu');
  }
}
