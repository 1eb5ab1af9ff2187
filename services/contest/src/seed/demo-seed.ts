import { DataSource } from 'typeorm';
import { CONTEST_CATEGORIES } from '../registrations/contest.constants';

/** Past editions of the demo: registration periods in spring (Europe/Paris), themes and rules in fr and en. */
export const DEMO_EDITIONS = [
  { year: 2022, theme: 'Le petit-déjeuner du terroir', themeEn: 'The local-produce breakfast' },
  { year: 2023, theme: 'Viennoiseries d’ici et d’ailleurs', themeEn: 'Pastries from here and elsewhere' },
  { year: 2024, theme: 'Le petit-déjeuner sans gaspillage', themeEn: 'The zero-waste breakfast' },
  { year: 2025, theme: 'Brunch de saison', themeEn: 'Seasonal brunch' },
] as const;

const CURRENT_THEME = { theme: 'Le petit-déjeuner des régions', themeEn: 'Breakfast across the regions' };

const rulesFr = (year: number) =>
  [
    `Le Concours du petit-déjeuner ${year} est ouvert aux professionnels, aux établissements hôteliers, au grand public et aux écoles hôtelières.`,
    'Chaque candidat présente un petit-déjeuner complet : une boisson chaude, une viennoiserie ou un pain, une préparation sucrée et une préparation salée, en privilégiant les produits locaux et de saison.',
    'Le jury note le goût, la présentation, l’origine des produits et la cohérence avec le thème. Trois prix sont décernés dans chaque catégorie.',
  ].join('\n\n');

const rulesEn = (year: number) =>
  [
    `The ${year} Breakfast Contest is open to professionals, hotel establishments, the general public and hotel schools.`,
    'Each entrant presents a full breakfast: a hot drink, a pastry or bread, a sweet dish and a savoury dish, favouring local and seasonal produce.',
    'The jury marks taste, presentation, the origin of the produce and how well it fits the theme. Three prizes are awarded in each category.',
  ].join('\n\n');

const PEOPLE = [
  'Camille Laurent',
  'Julien Moreau',
  'Sophie Lefèvre',
  'Thomas Girard',
  'Claire Dubois',
  'Antoine Mercier',
  'Élise Fontaine',
  'Hugo Chevalier',
  'Manon Roux',
  'Lucas Bonnet',
  'Inès Lambert',
  'Nicolas Faure',
];
const PLACES: Record<string, string[]> = {
  PROFESSIONAL: [
    'Boulangerie Au Pain Doré',
    'Pâtisserie Les Délices de Lyon',
    'Café de la Place',
    'Maison Lenoir',
    'Le Fournil d’Anjou',
    'Salon de thé Les Tilleuls',
  ],
  HOTEL_ESTABLISHMENT: ['Hôtel du Parc', 'Le Grand Hôtel de Dijon', 'Hôtel Les Remparts', 'Domaine de la Source', 'Hôtel Belle Rive', 'Relais du Vieux Port'],
  GENERAL_PUBLIC: [
    'Cuisine familiale, Nantes',
    'Cuisine familiale, Colmar',
    'Cuisine familiale, Rennes',
    'Cuisine familiale, Annecy',
    'Cuisine familiale, Pau',
    'Cuisine familiale, Reims',
  ],
  HOTEL_SCHOOL: [
    'Lycée hôtelier de Dinard',
    'Lycée hôtelier de Strasbourg',
    'École hôtelière d’Avignon',
    'Lycée des métiers Jean Drouant',
    'Lycée hôtelier de Toulouse',
    'Institut Paul Bocuse',
  ],
};

const PARTNERS = [
  { name: 'Laiterie des Prés Normands', website: 'https://www.laiterie-pres-normands.fr/' },
  { name: 'Confitures Maison Vernier', website: 'https://www.confitures-vernier.fr/' },
  { name: 'Torréfaction Lavergne', website: 'https://www.torrefaction-lavergne.fr/' },
  { name: 'Moulins de Brocéliande', website: 'https://www.moulins-broceliande.fr/' },
  { name: 'Miels du Gâtinais', website: null },
];

/** Midnight of a Paris calendar day, as SQL computes it (DST handled by the database). */
const parisDay = (y: number, m: number, d: number) => `make_timestamptz(${y}, ${m}, ${d}, 0, 0, 0, 'Europe/Paris')`;

/**
 * The contest's demo data (SEED_DEMO_DATA, never in tests' migrations): editions 2022–2025 with
 * published winners (ranks 1–3 in each category; establishmentId null, the guide's demo ids are not
 * deterministic) and partners, and an edition open now (its dates around the seed time), so a fresh
 * demo always has an open form. Idempotent: each part is added only where it is missing.
 */
export async function seedContest(dataSource: DataSource, now: Date = new Date()): Promise<void> {
  for (const e of DEMO_EDITIONS) {
    await insertEdition(dataSource, e.year, `${parisDay(e.year, 2, 1)}`, `${parisDay(e.year, 5, 1)}`, e.theme, e.themeEn);
    await dataSource.query(
      `UPDATE contest_edition SET winners_published_at = coalesce(winners_published_at, closes_at + interval '30 days') WHERE year = $1 AND closes_at < $2`,
      [e.year, now],
    );
    await seedWinners(dataSource, e.year);
    await seedPartners(dataSource, e.year);
  }
  const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now));
  const [{ open }] = await dataSource.query('SELECT EXISTS (SELECT 1 FROM contest_edition WHERE opens_at <= $1 AND $1 < closes_at) AS open', [now]);
  if (!open && !DEMO_EDITIONS.some((e) => e.year === year)) {
    // Midnight in Paris reads better on the pages than the seed's clock time.
    const day = (offset: number) => {
      const utcMidnight = Math.floor(now.getTime() / 86_400_000 + offset) * 86_400_000;
      const parisHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: 'numeric', hourCycle: 'h23' }).format(utcMidnight));
      return new Date(utcMidnight - parisHour * 3_600_000);
    };
    const opensAt = day(-30);
    const closesAt = day(90);
    // A leftover edition of this year (an earlier demo whose period ended) is moved to around now.
    await dataSource
      .query(
        `INSERT INTO contest_edition (year, opens_at, closes_at, theme, theme_en, rules, rules_en) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (year) DO UPDATE SET opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at`,
        [year, opensAt, closesAt, CURRENT_THEME.theme, CURRENT_THEME.themeEn, rulesFr(year), rulesEn(year)],
      )
      .catch(() => undefined); // overlapping a real edition: that one stays, the demo adds none
    await seedPartners(dataSource, year);
  }
}

async function insertEdition(dataSource: DataSource, year: number, opensSql: string, closesSql: string, theme: string, themeEn: string): Promise<void> {
  // The first migration created 2022: it keeps its dates and gets the texts it lacks.
  await dataSource.query(
    `INSERT INTO contest_edition (year, opens_at, closes_at, theme, theme_en, rules, rules_en) VALUES ($1, ${opensSql}, ${closesSql}, $2, $3, $4, $5)
     ON CONFLICT (year) DO UPDATE SET theme = coalesce(contest_edition.theme, EXCLUDED.theme), theme_en = coalesce(contest_edition.theme_en, EXCLUDED.theme_en),
       rules = coalesce(contest_edition.rules, EXCLUDED.rules), rules_en = coalesce(contest_edition.rules_en, EXCLUDED.rules_en)`,
    [year, theme, themeEn, rulesFr(year), rulesEn(year)],
  );
}

async function seedWinners(dataSource: DataSource, year: number): Promise<void> {
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM contest_winner WHERE edition = $1', [year]);
  if (n > 0) return;
  for (const [c, category] of CONTEST_CATEGORIES.entries()) {
    for (const rank of [1, 2, 3]) {
      const i = (year + c * 3 + rank) % PEOPLE.length;
      const place = PLACES[category][(year + rank + c) % PLACES[category].length];
      await dataSource.query('INSERT INTO contest_winner (edition, category, rank, name, establishment_name) VALUES ($1, $2, $3, $4, $5)', [
        year,
        category,
        rank,
        PEOPLE[i],
        place,
      ]);
    }
  }
}

async function seedPartners(dataSource: DataSource, year: number): Promise<void> {
  const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM contest_partner WHERE edition = $1', [year]);
  if (n > 0) return;
  const count = 3 + (year % 3);
  for (const [position, p] of PARTNERS.slice(0, count).entries()) {
    await dataSource.query('INSERT INTO contest_partner (edition, name, website, position) VALUES ($1, $2, $3, $4)', [year, p.name, p.website, position]);
  }
}
