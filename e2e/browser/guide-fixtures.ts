import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { TYPE_SECTION, slugify } from '@guide/vocabulary';
import {
  CitySuggestionsDocument,
  DepartmentsDocument,
  EstablishmentListDocument,
  EstablishmentVocabulariesDocument,
  GuideCitiesDocument,
  GuideCityDocument,
  MeDocument,
  RefreshSessionDocument,
  SectionOverviewDocument,
  type DepartmentsQuery,
  type EstablishmentCardFragment,
  type EstablishmentDetailQuery,
  type EstablishmentFilter,
  type EstablishmentListQuery,
  type EstablishmentType,
  type EstablishmentVocabulariesQuery,
  type GuideCitiesQuery,
  type GuideCitiesQueryVariables,
  type GuideCityQuery,
  type MealCategory,
} from '../../frontends/storefront/src/gql/graphql';
import type { StubGateway } from './browser';
import { answer, refusal, type StubAnswer, type Stubbed } from './stubs';

/**
 * Guide data for the STUB gateway (see browser.ts): realistic establishments shaped like the catalog's
 * GraphQL answers (with `__typename`, which Apollo's cache needs), and fake media and map tiles served by
 * Playwright so pages render without the platform or the network. Every fixture has the type of the
 * storefront's generated document or fragment it answers (stubs.ts), so it cannot drift from the API.
 */
export type CardNode = Stubbed<EstablishmentCardFragment>;
export type DetailNode = Stubbed<NonNullable<EstablishmentDetailQuery['establishment']>>;
export type Facets = Stubbed<EstablishmentListQuery['establishments']['facets']>;

const entry = (code: string, labelFr: string, labelEn: string) => ({ __typename: 'VocabularyEntry', code, labelFr, labelEn });
export const VOCABULARIES: Stubbed<EstablishmentVocabulariesQuery['establishmentVocabularies']> = {
  __typename: 'EstablishmentVocabularies',
  equipment: [
    entry('terrasse', 'Terrasse', 'Terrace'),
    entry('parking', 'Parking', 'Car park'),
    entry('wifi', 'Wi-Fi gratuit', 'Free Wi-Fi'),
    entry('jardin', 'Jardin', 'Garden'),
  ],
  services: [
    entry('petit-dejeuner', 'Petit-déjeuner', 'Breakfast'),
    entry('degustation', 'Dégustation', 'Tasting'),
    entry('vente-directe', 'Vente directe', 'Farm shop'),
  ],
  paymentModes: [
    entry('carte-bancaire', 'Carte bancaire', 'Debit and credit cards'),
    entry('especes', 'Espèces', 'Cash'),
    entry('cheques-vacances', 'Chèques-Vacances', 'Holiday vouchers (Chèques-Vacances)'),
  ],
  languages: [entry('fr', 'Français', 'French'), entry('en', 'Anglais', 'English'), entry('de', 'Allemand', 'German')],
  producerCategories: [
    entry('domaine-viticole', 'Domaine viticole', 'Wine estate'),
    entry('fromages', 'Fromages', 'Cheese'),
    entry('chocolat', 'Chocolat', 'Chocolate'),
    entry('fruits-et-legumes', 'Fruits et légumes', 'Fruit and vegetables'),
  ],
};

export const DEPARTMENTS: Stubbed<DepartmentsQuery['departments']> = [
  ['21', "Côte-d'Or"],
  ['33', 'Gironde'],
  ['69', 'Rhône'],
  ['74', 'Haute-Savoie'],
].map(([code, name]) => ({ __typename: 'Department', code, name }));

const TOWNS: Record<string, { code: string; name: string; dep: string; lat: number; lon: number; postal: string }> = {
  beaune: { code: '21054', name: 'Beaune', dep: '21', lat: 47.026, lon: 4.84, postal: '21200' },
  dijon: { code: '21231', name: 'Dijon', dep: '21', lat: 47.322, lon: 5.0415, postal: '21000' },
  meursault: { code: '21412', name: 'Meursault', dep: '21', lat: 46.9796, lon: 4.77, postal: '21190' },
  nuits: { code: '21464', name: 'Nuits-Saint-Georges', dep: '21', lat: 47.1372, lon: 4.949, postal: '21700' },
  lyon: { code: '69123', name: 'Lyon', dep: '69', lat: 45.764, lon: 4.8357, postal: '69002' },
  annecy: { code: '74010', name: 'Annecy', dep: '74', lat: 45.8992, lon: 6.1294, postal: '74000' },
  saintEmilion: { code: '33394', name: 'Saint-Émilion', dep: '33', lat: 44.894, lon: -0.155, postal: '33330' },
};

export interface Spec {
  id: string;
  name: string;
  type: EstablishmentType;
  town: keyof typeof TOWNS;
  mealCategory?: MealCategory | null;
  producerCategory?: string | null;
  priceFrom?: number | null;
  cups?: number;
  toques?: number;
  offset?: [number, number];
  images?: number;
}

export function card(spec: Spec): CardNode {
  const town = TOWNS[spec.town];
  const slug = slugify(spec.name);
  const images = Array.from({ length: spec.images ?? 1 }, (_, i) => ({
    __typename: 'EstablishmentImage',
    id: `${spec.id}-img-${i + 1}`,
    url: `/media/files/${spec.id}-${i + 1}.svg`,
    thumbnailUrl: `/media/files/${spec.id}-${i + 1}-thumb.svg`,
    alt: i === 0 ? `${spec.name}, la salle` : null,
    position: i + 1,
  }));
  return {
    __typename: 'Establishment',
    id: spec.id,
    slug,
    name: spec.name,
    type: spec.type,
    mealCategory: spec.mealCategory ?? null,
    producerCategory: spec.producerCategory ?? null,
    path: `/${TYPE_SECTION[spec.type]}/${town.dep}/${slugify(town.name)}/${slug}`,
    priceFrom: spec.priceFrom === undefined ? 2450 : spec.priceFrom,
    cups: spec.cups ?? 0,
    toques: spec.toques ?? 0,
    lat: town.lat + (spec.offset?.[0] ?? 0),
    lon: town.lon + (spec.offset?.[1] ?? 0),
    city: { __typename: 'City', code: town.code, name: town.name },
    department: { __typename: 'Department', code: town.dep, name: DEPARTMENTS.find((d) => d.code === town.dep)!.name },
    images,
  };
}

export const RESTAURANTS: Spec[] = [
  { id: 'e1', name: 'Auberge du Pont', type: 'HOTEL_RESTAURANT', town: 'beaune', mealCategory: 'VILLAGE_INN', priceFrom: 3200, cups: 3, toques: 2, images: 3 },
  {
    id: 'e2',
    name: 'Le Bistrot des Halles',
    type: 'RESTAURANT',
    town: 'beaune',
    mealCategory: 'BISTRONOMIC',
    priceFrom: 2450,
    cups: 1,
    offset: [0.004, -0.006],
  },
  { id: 'e3', name: 'La Table de Meursault', type: 'RESTAURANT', town: 'meursault', mealCategory: 'TERROIR', priceFrom: 2900, toques: 1 },
  { id: 'e4', name: 'Hôtel des Ducs', type: 'HOTEL', town: 'dijon', priceFrom: 11900, cups: 2 },
  { id: 'e5', name: 'Brasserie Georges', type: 'RESTAURANT', town: 'lyon', mealCategory: 'BRASSERIE', priceFrom: 2200 },
  { id: 'e6', name: 'Le Clos des Sens', type: 'RESTAURANT', town: 'annecy', mealCategory: 'GASTRONOMIC', priceFrom: 9800, toques: 3 },
  { id: 'e7', name: "L'Écrin de Nuits", type: 'HOTEL_RESTAURANT', town: 'nuits', mealCategory: 'PRESTIGE', priceFrom: 14500, cups: 3, toques: 3 },
  { id: 'e8', name: 'Chez la Mère Brazier', type: 'RESTAURANT', town: 'lyon', mealCategory: 'GASTRONOMIC', priceFrom: 8500, offset: [0.01, 0.004] },
];
export const PRODUCERS: Spec[] = [
  { id: 'p1', name: 'Fromagerie Gaugry', type: 'LOCAL_PRODUCER', town: 'nuits', producerCategory: 'fromages', priceFrom: null },
  { id: 'p2', name: 'Chocolaterie Fabrice Gillotte', type: 'LOCAL_PRODUCER', town: 'dijon', producerCategory: 'chocolat', priceFrom: 800 },
];
export const WINES: Spec[] = [
  { id: 'w1', name: 'Château Figeac', type: 'WINE', town: 'saintEmilion', priceFrom: 3500 },
  { id: 'w2', name: 'Domaine des Comtes Lafon', type: 'WINE', town: 'meursault', priceFrom: 2500, offset: [0.006, 0.01] },
];

const count = (value: string, n: number) => ({ __typename: 'FacetCount', value, count: n });
export const FACETS: Facets = {
  __typename: 'EstablishmentFacets',
  types: [count('RESTAURANT', 5), count('HOTEL_RESTAURANT', 2), count('HOTEL', 1)],
  mealCategories: [count('GASTRONOMIC', 2), count('BISTRONOMIC', 1), count('TERROIR', 1), count('BRASSERIE', 1), count('VILLAGE_INN', 1), count('PRESTIGE', 1)],
  producerCategories: [count('fromages', 1), count('chocolat', 1)],
  departments: [count('21', 5), count('69', 2), count('74', 1)],
  equipment: [count('terrasse', 4), count('parking', 3), count('wifi', 2)],
  services: [count('petit-dejeuner', 3), count('degustation', 1)],
};

export function connection(
  nodes: CardNode[],
  options: { hasNextPage?: boolean; endCursor?: string | null; totalCount?: number; facets?: Facets; distances?: number[] } = {},
): Stubbed<EstablishmentListQuery['establishments']> {
  return {
    __typename: 'EstablishmentConnection',
    totalCount: options.totalCount ?? nodes.length,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: options.hasNextPage ?? false,
      endCursor: options.endCursor ?? (nodes.length ? `c-${nodes[nodes.length - 1].id}` : null),
    },
    facets: options.facets === undefined ? FACETS : options.facets,
    edges: nodes.map((node, i) => ({ __typename: 'EstablishmentEdge', cursor: `c-${node.id}`, distanceKm: options.distances?.[i] ?? null, node })),
  };
}

/** The full detail of one establishment (every field of EstablishmentDetail). */
export function detail(spec: Spec, overrides: Partial<DetailNode> = {}): DetailNode {
  const base = card(spec);
  const hours = (day: number, opens: string, closes: string) => ({ __typename: 'OpeningHours', dayOfWeek: day, opens, closes });
  return {
    ...base,
    rating: { __typename: 'RatingSummary', average: 0, count: 0 },
    reviews: { __typename: 'ReviewConnection', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, edges: [] },
    description:
      "Au bord de la Bouzaise, une auberge de village où l'on sert les classiques bourguignons : œufs en meurette, bœuf bourguignon et époisses affiné sur place.\n\nLes chambres donnent sur le jardin et les vignes.",
    descriptionEn:
      'A village inn on the banks of the Bouzaise serving Burgundy classics: eggs in red wine sauce, beef bourguignon and Époisses matured on site.',
    street: '12 rue du Faubourg Saint-Nicolas',
    postalCode: TOWNS[spec.town].postal,
    equipment: ['terrasse', 'parking', 'wifi'],
    services: ['petit-dejeuner'],
    nearbyPlaces: ['Hospices de Beaune (1 km)', 'Route des Grands Crus'],
    roomCount: 12,
    seatCount: 48,
    menus: [
      { __typename: 'EstablishmentMenu', name: 'Menu du terroir', priceCents: 3200, description: 'Entrée, plat, dessert' },
      { __typename: 'EstablishmentMenu', name: 'Menu dégustation', priceCents: 5850, description: null },
    ],
    // Deliberately not in week order: the page must show Monday first.
    openingHours: [hours(7, '12:00', '14:00'), hours(3, '19:00', '22:00'), hours(1, '12:00', '14:00'), hours(1, '19:00', '22:00'), hours(5, '19:00', '23:30')],
    closureNote: 'Fermé en janvier',
    languages: ['fr', 'en'],
    paymentModes: ['carte-bancaire', 'especes'],
    specialties: ['Œufs en meurette', 'Bœuf bourguignon'],
    phone: '03 80 22 35 48',
    email: 'contact@auberge-du-pont.fr',
    website: 'https://auberge-du-pont.fr',
    seoTitle: null,
    seoDescription: null,
    updatedAt: '2025-11-20T10:00:00.000Z',
    nearby: [
      { __typename: 'EstablishmentEdge', distanceKm: 0.6, node: card(RESTAURANTS[1]) },
      { __typename: 'EstablishmentEdge', distanceKm: 7.4, node: card(RESTAURANTS[2]) },
    ],
    ...overrides,
  };
}

/** Filters the fixtures like the API would, enough for the tests. */
export function filterNodes(specs: Spec[], filter: EstablishmentFilter = {}): CardNode[] {
  return specs.map(card).filter((n) => {
    if (filter.types?.length && !filter.types.includes(n.type)) return false;
    if (filter.mealCategories?.length && (n.mealCategory === null || !filter.mealCategories.includes(n.mealCategory))) return false;
    if (filter.producerCategories?.length && (n.producerCategory === null || !filter.producerCategories.includes(n.producerCategory))) return false;
    if (filter.departmentCodes?.length && !filter.departmentCodes.includes(n.department.code)) return false;
    if (filter.cityCodes?.length && !filter.cityCodes.includes(n.city.code)) return false;
    if (filter.budgetMax != null && (n.priceFrom == null || n.priceFrom > filter.budgetMax)) return false;
    if (
      filter.text &&
      !`${n.name} ${n.city.name}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .includes(String(filter.text).toLowerCase().split(' ')[0])
    )
      return false;
    return true;
  });
}

const ALL = [...RESTAURANTS, ...PRODUCERS, ...WINES];

const cityOf = (town: (typeof TOWNS)[string]) => ({ __typename: 'City', code: town.code, name: town.name });

/** `guideCities` as the catalog answers it: towns of the matching establishments, counted, in French name order. */
export function guideCities(variables: GuideCitiesQueryVariables = {}): Stubbed<GuideCitiesQuery['guideCities']> {
  const { types, producerCategories, mealCategories, departmentCode } = variables;
  const nodes = filterNodes(ALL, { types, producerCategories, mealCategories, departmentCodes: departmentCode ? [departmentCode] : undefined });
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(n.city.code, (counts.get(n.city.code) ?? 0) + 1);
  return Object.values(TOWNS)
    .filter((town) => counts.has(town.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
    .map((town) => ({ __typename: 'CityCount', slug: slugify(town.name), count: counts.get(town.code)!, city: cityOf(town) }));
}

/** `guideCity` as the catalog answers it: the town of a slug in a department, null, or BAD_USER_INPUT for an unknown department. */
export function guideCity(departmentCode: string, slug: string): StubAnswer<GuideCityQuery> {
  if (!DEPARTMENTS.some((d) => d.code === departmentCode)) {
    return { errors: [{ message: 'Some fields are invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { departmentCode: 'UNKNOWN_DEPARTMENT' } } }] };
  }
  const town = Object.values(TOWNS).find((t) => t.dep === departmentCode && slugify(t.name) === slug);
  return { data: { guideCity: town ? cityOf(town) : null } };
}

/** Default answers of the guide's operations (tests override some with `answer()` afterwards). */
export function useGuideDefaults(gateway: StubGateway): void {
  answer(gateway, EstablishmentVocabulariesDocument, () => ({ data: { establishmentVocabularies: VOCABULARIES } }));
  answer(gateway, DepartmentsDocument, () => ({ data: { departments: DEPARTMENTS } }));
  answer(gateway, SectionOverviewDocument, ({ variables }) => ({
    data: { overview: { __typename: 'EstablishmentConnection', totalCount: filterNodes(ALL, variables.filter ?? undefined).length, facets: FACETS } },
  }));
  answer(gateway, GuideCitiesDocument, ({ variables }) => ({ data: { guideCities: guideCities(variables) } }));
  answer(gateway, GuideCityDocument, ({ variables }) => guideCity(variables.departmentCode, variables.slug));
  answer(gateway, EstablishmentListDocument, ({ variables }) => ({ data: { establishments: connection(filterNodes(ALL, variables.filter ?? undefined)) } }));
  answer(gateway, CitySuggestionsDocument, () => ({ data: { cities: { __typename: 'CityConnection', edges: [] } } }));
  // The header asks who is signed in on every page: a visitor.
  answer(gateway, MeDocument, () => ({ data: { me: null } }));
  // No session to refresh: the API refuses (`refreshSession` is non-null), and the app counts the visitor as signed out.
  answer(gateway, RefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
}

/** An SVG picture (stands for the catalog's WebP files). */
function picture(label: string): string {
  const hue =
    createHash('md5')
      .update(label.replace(/-thumb/, ''))
      .digest()
      .readUInt16BE(0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,35%)"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/><circle cx="620" cy="120" r="70" fill="rgba(255,255,255,.25)"/><path d="M0 400 Q200 300 400 380 T800 360 V500 H0Z" fill="rgba(0,0,0,.18)"/></svg>`;
}
/** A plain 256×256 PNG tile (light beige), standing in for OpenStreetMap tiles. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACAElEQVR42u3TMQ0AAAgEsfevkpUFDcxooEkVXHKZLngrEmAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAOogAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAANgABUwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADIABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA8C1dCIouu3nevcAAAAASUVORK5CYII=',
  'base64',
);

/** Serves `/media/files/*` pictures and map tiles from Playwright (`tiles: 'blank' | 'offline'`). */
export async function fakeMediaAndTiles(page: Page, tiles: 'blank' | 'offline' = 'blank'): Promise<void> {
  await page.route('**/media/files/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: picture(new URL(route.request().url()).pathname) }),
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    tiles === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}
