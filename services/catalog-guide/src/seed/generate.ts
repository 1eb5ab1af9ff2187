/**
 * A deterministic generator of plausible French establishments: the demo seed (250 over 50 towns) and
 * scale runs (the benchmark's 50,000) use it. Same arguments, same output: pure, no database. Every
 * value passes the API's validation (vocabulary codes, phone formats, hours).
 */
import type { OpeningHours } from '../establishments/opening-hours';
import type { EstablishmentType, MealCategory } from '../search/search.port';
import { FAMILY_NAMES, FIRST_NAMES, KIND_CYCLE, PLACES, SAINTS, type Kind } from './kinds';
import { TOWNS, Town } from './towns';
import type { EstablishmentInput } from '../generated/graphql';

export { KINDS, type Kind } from './kinds';

const EQUIPMENT_BY_TYPE: Record<EstablishmentType, string[]> = {
  RESTAURANT: ['terrasse', 'climatisation', 'acces-pmr', 'wifi', 'parking', 'cheminee', 'jardin'],
  HOTEL: ['wifi', 'parking', 'ascenseur', 'climatisation', 'piscine', 'spa', 'acces-pmr', 'borne-recharge', 'local-velos', 'salle-de-seminaire'],
  HOTEL_RESTAURANT: ['wifi', 'parking', 'terrasse', 'jardin', 'piscine', 'cheminee', 'acces-pmr', 'aire-de-jeux', 'borne-recharge'],
  LOCAL_PRODUCER: ['parking', 'acces-pmr', 'jardin'],
  WINE: ['parking', 'cave-a-vins', 'acces-pmr', 'terrasse', 'salle-de-seminaire'],
};
const SERVICES_BY_TYPE: Record<EstablishmentType, string[]> = {
  RESTAURANT: ['vente-a-emporter', 'salle-privee', 'menu-enfant', 'menu-vegetarien', 'sans-gluten', 'reservation-en-ligne', 'privatisation', 'livraison'],
  HOTEL: ['petit-dejeuner', 'brunch', 'service-en-chambre', 'animaux-acceptes', 'navette', 'reservation-en-ligne'],
  HOTEL_RESTAURANT: ['petit-dejeuner', 'salle-privee', 'menu-enfant', 'animaux-acceptes', 'reservation-en-ligne', 'cours-de-cuisine'],
  LOCAL_PRODUCER: ['vente-directe', 'vente-en-ligne', 'visite-guidee', 'degustation', 'livraison'],
  WINE: ['degustation', 'visite-guidee', 'vente-directe', 'vente-en-ligne', 'privatisation'],
};
const EXTRA_LANGUAGES = ['en', 'de', 'es', 'it', 'nl'];
const EXTRA_PAYMENTS = ['cheque', 'cheques-vacances', 'titres-restaurant', 'american-express', 'sans-contact', 'paiement-mobile'];
const CLOSURES = ['Fermeture annuelle en janvier.', 'Fermé le dimanche soir et le lundi.', 'Fermé du 15 au 31 août.', 'Fermé les jours fériés.', null, null];

/** 32-bit PRNG (mulberry32): tiny, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slot = (dayOfWeek: number, opens: string, closes: string): OpeningHours => ({ dayOfWeek, opens, closes });
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function hoursFor(type: EstablishmentType, meal: MealCategory | undefined, variant: number): OpeningHours[] {
  if (type === 'HOTEL') return [];
  if (meal === 'WINE_BAR' && type === 'RESTAURANT') return days(2, 6).map((d) => slot(d, '18:00', '01:00'));
  if (type === 'RESTAURANT' || type === 'HOTEL_RESTAURANT') {
    const open = variant % 2 ? days(2, 6) : days(1, 5);
    return open.flatMap((d) => [slot(d, '12:00', '14:00'), slot(d, '19:00', variant % 3 ? '22:00' : '22:30')]);
  }
  if (type === 'WINE') return days(1, 6).map((d) => slot(d, '10:00', '18:00'));
  return days(2, 6).flatMap((d) => [slot(d, '09:00', '12:30'), slot(d, '14:30', '19:00')]);
}

/** A French landline or mobile number, formatted like the spec ("03.80.22.35.48"). */
function phoneFor(departmentPrefix: number, n: number): string {
  const digits = String(100_000_00 + ((n * 7919) % 90_000_000)).slice(-8);
  return `0${departmentPrefix}${digits}`.replace(/(\d{2})(?=\d)/g, '$1.');
}

/** The landline prefix of a region (01 Île-de-France, 02 North-West, 03 North-East, 04 South-East, 05 South-West). */
function phonePrefix(town: Town): number {
  const dep = town.code.slice(0, 2);
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(dep)) return 1;
  if (['14', '29', '35', '37', '44', '50', '56', '76'].includes(dep)) return 2;
  if (['21', '25', '51', '54', '57', '59', '67', '68', '89'].includes(dep)) return 3;
  if (['06', '13', '2A', '30', '34', '38', '43', '63', '69', '73', '74', '84'].includes(dep)) return 4;
  return 5;
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length) % list.length];
const some = <T>(list: readonly T[], rand: () => number, p: number): T[] => list.filter(() => rand() < p);

export interface GenerateOptions {
  /** Default 1: a different seed gives a different (still deterministic) guide. */
  seed?: number;
  towns?: Town[];
  /** How far from the town centre establishments are spread, in km (default 2; scale runs use ~25). */
  spreadKm?: number;
}

/** A generated establishment: a valid createEstablishment input. */
export type GeneratedEstablishment = EstablishmentInput & { cityName: string };

/**
 * A name for a kind in a town: its patterns filled at random, kept distinct within the town and type
 * (and, while the guide is small enough, across the whole guide, so lists do not repeat a name).
 */
function nameFor(kind: Kind, town: Town, rand: () => number, taken: Map<string, number>, local: Set<string>): string {
  const fill = () =>
    frenchContractions(
      pick(kind.names, rand())
        .replace('{t}', town.name)
        .replace('{n}', pick(FAMILY_NAMES, rand()))
        .replace('{f2}', pick(FIRST_NAMES, rand()))
        .replace('{f}', pick(FIRST_NAMES, rand()))
        .replace('{p}', pick(PLACES, rand()))
        .replace('{s}', pick(SAINTS, rand())),
    );
  // A few tries for a name the guide has not used yet, then any name new to this town and type.
  let fallback: string | undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const name = fill();
    if (local.has(name)) continue;
    if (!taken.has(name)) return name;
    fallback ??= name;
  }
  if (fallback) return fallback;
  // A scale run has used up the patterns in this town: number the branches.
  const base = fill();
  for (let n = local.size; ; n++) if (!local.has(`${base} ${n}`)) return `${base} ${n}`;
}

/**
 * `count` establishments, spread round-robin over the towns so every town gets its share, and over
 * the kinds (KIND_CYCLE) so that every type, meal category and producer category appears in any run
 * of a few dozen. Names are distinct within a town and type.
 */
export function generateEstablishments(count: number, options: GenerateOptions = {}): GeneratedEstablishment[] {
  const towns = options.towns ?? TOWNS;
  const spread = options.spreadKm ?? 2;
  const rand = prng(options.seed ?? 1);
  const out: GeneratedEstablishment[] = [];
  const taken = new Map<string, number>();
  const perTownAndType = new Map<string, Set<string>>();
  for (let i = 0; i < count; i++) {
    const town = towns[i % towns.length];
    const round = Math.floor(i / towns.length);
    // Over the rounds every town meets every kind; within a round, neighbours differ.
    const kind = KIND_CYCLE[(i + round * 7) % KIND_CYCLE.length];
    const localKey = `${town.code}|${kind.type}`;
    const local = perTownAndType.get(localKey) ?? new Set<string>();
    perTownAndType.set(localKey, local);
    const name = nameFor(kind, town, rand, taken, local);
    local.add(name);
    taken.set(name, (taken.get(name) ?? 0) + 1);
    // Uniform in a disc of radius `spread` km (1° latitude ≈ 111 km).
    const distance = spread * Math.sqrt(rand());
    const angle = 2 * Math.PI * rand();
    const lat = town.lat + (distance * Math.cos(angle)) / 111.2;
    const lon = town.lon + (distance * Math.sin(angle)) / (111.2 * Math.cos((town.lat * Math.PI) / 180));
    const eats = kind.type === 'RESTAURANT' || kind.type === 'HOTEL_RESTAURANT';
    const sleeps = kind.type === 'HOTEL' || kind.type === 'HOTEL_RESTAURANT';
    const price = kind.price + Math.floor(rand() * 20) * 100;
    const description = frenchContractions(kind.fr(town.name));
    const slugBase = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '');
    out.push({
      name,
      cityName: town.name,
      type: kind.type,
      mealCategory: kind.meal ?? null,
      producerCategory: kind.producer ?? null,
      description,
      descriptionEn: kind.en(town.name),
      street: `${1 + Math.floor(rand() * 60)} ${pick(['rue de la République', 'place du Marché', 'rue des Vignes', 'avenue de la Gare', 'quai des Tanneurs', 'chemin des Prés'], rand())}`,
      cityCode: town.code,
      lat: Math.round(lat * 1e6) / 1e6,
      lon: Math.round(lon * 1e6) / 1e6,
      priceFrom: price,
      cups: Math.floor(rand() * 4),
      toques: Math.floor(rand() * 4),
      equipment: some(EQUIPMENT_BY_TYPE[kind.type], rand, 0.4),
      services: some(SERVICES_BY_TYPE[kind.type], rand, 0.4),
      phone: phoneFor(phonePrefix(town), i + 1),
      email: `contact@${slugBase.slice(0, 30)}.fr`,
      website: rand() < 0.7 ? `https://www.${slugBase.slice(0, 30)}.fr/` : null,
      nearbyPlaces: some(town.landmarks, rand, 0.7),
      roomCount: sleeps ? 5 + Math.floor(rand() * 56) : null,
      seatCount: eats ? 20 + Math.floor(rand() * 101) : null,
      menus: eats
        ? [
            { name: 'Menu du marché', priceCents: price, description: 'Entrée, plat, dessert selon le marché du jour.' },
            { name: 'Menu découverte', priceCents: price + 2000, description: `Le meilleur de la région de ${town.name} en cinq services.` },
            ...(rand() < 0.5 ? [{ name: 'Menu enfant', priceCents: 1200, description: null }] : []),
          ]
        : [],
      openingHours: hoursFor(kind.type, kind.meal, i),
      closureNote: pick(CLOSURES, rand()),
      languages: ['fr', ...some(EXTRA_LANGUAGES, rand, 0.35)],
      paymentModes: ['carte-bancaire', 'especes', ...some(EXTRA_PAYMENTS, rand, 0.35)],
      specialties: [...some(kind.specialties, rand, 0.6), ...some(town.specialties, rand, 0.5)],
      seoTitle: `${name} à ${town.name}`.slice(0, 70),
      seoDescription: description.slice(0, 160),
      published: true,
    });
  }
  return out;
}

/**
 * French elision and contraction around town names: « de Aix » → « d'Aix », « de Honfleur » →
 * « d'Honfleur », « de Le Puy » → « du Puy », « à Le Puy » → « au Puy ».
 */
export function frenchContractions(text: string): string {
  return text
    .replace(/\b([Dd])e Les /g, (_, d) => `${d === 'D' ? 'D' : 'd'}es `)
    .replace(/\b([Dd])e Le /g, (_, d) => `${d === 'D' ? 'D' : 'd'}u `)
    .replace(/(^|\s)à Les /g, '$1aux ')
    .replace(/(^|\s)à Le /g, '$1au ')
    .replace(/\b([Dd])e ([AEIOUYÀÂÉÈÊÎÔH])/g, "$1'$2");
}
