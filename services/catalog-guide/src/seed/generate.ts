/**
 * A deterministic generator of plausible French establishments: the demo seed (250 over 50 towns) and
 * scale runs (the benchmark's 50,000) use it. Same arguments, same output: pure, no database. Every
 * value passes the API's validation (vocabulary codes, phone formats, hours).
 */
import type { EstablishmentInput } from '../establishments/establishment.validation';
import type { OpeningHours } from '../establishments/opening-hours';
import type { EstablishmentType, MealCategory } from '../search/search.port';
import { TOWNS, Town } from './towns';

interface Kind {
  type: EstablishmentType;
  meal?: MealCategory;
  producer?: string;
  names: string[];
  fr: (town: string) => string;
  en: (town: string) => string;
  specialties: string[];
  /** Typical lowest price in cents. */
  price: number;
}

/** {t} = town, {n} = a family name. */
export const KINDS: Kind[] = [
  {
    type: 'RESTAURANT', meal: 'PRESTIGE', names: ['Le Pavillon des Lys', 'Maison {n}', 'La Table du Palais'], price: 15000,
    fr: (t) => `Table de prestige au cœur de ${t} : menus dégustation, cave d'exception et service en salle d'une grande précision.`,
    en: (t) => `A prestigious table in the heart of ${t}: tasting menus, an outstanding cellar and impeccable service.`,
    specialties: ['homard bleu', 'pigeon rôti', 'soufflé au Grand Marnier'],
  },
  {
    type: 'RESTAURANT', meal: 'GASTRONOMIC', names: ['La Table de {t}', 'Le Grand Comptoir', "L'Atelier de {n}"], price: 6500,
    fr: (t) => `Cuisine gastronomique de saison à ${t}, produits du marché et cave choisie.`,
    en: (t) => `Seasonal fine dining in ${t}, market produce and a carefully chosen wine list.`,
    specialties: ['ris de veau', 'saint-jacques', 'chariot de fromages'],
  },
  {
    type: 'RESTAURANT', meal: 'BISTRONOMIC', names: ['Le Bistrot des Halles', 'Chez {n}', "L'Ardoise"], price: 2800,
    fr: (t) => `Bistronomie généreuse au cœur de ${t} : ardoise du jour et vins nature.`,
    en: (t) => `Generous modern bistro cooking in the centre of ${t}: a daily blackboard menu and natural wines.`,
    specialties: ['pâté en croûte', 'poitrine de cochon confite', 'baba au rhum'],
  },
  {
    type: 'RESTAURANT', meal: 'BRASSERIE', names: ['Brasserie du Théâtre', 'Brasserie de la Gare', 'Le Café du Commerce'], price: 2200,
    fr: (t) => `Brasserie gourmande de ${t}, fruits de mer et plats canailles servis en continu.`,
    en: (t) => `A gourmet brasserie in ${t}: seafood platters and hearty classics served all day.`,
    specialties: ['plateau de fruits de mer', 'choucroute de la mer', 'tartare de bœuf'],
  },
  {
    type: 'RESTAURANT', meal: 'TERROIR', names: ['Le Cassoulet Gourmand', 'Auberge du Terroir', 'La Ferme de {n}'], price: 2500,
    fr: (t) => `Cuisine du terroir autour de ${t} : recettes de grand-mère, producteurs voisins et fromages affinés.`,
    en: (t) => `Regional cooking around ${t}: family recipes, neighbouring farmers and well-aged cheeses.`,
    specialties: ['cassoulet', 'bœuf bourguignon', 'pot-au-feu'],
  },
  {
    type: 'RESTAURANT', meal: 'VILLAGE', names: ['La Table du Village', 'Le Relais de la Place', "L'Auberge de l'Église"], price: 2000,
    fr: (t) => `Table de village près de ${t}, plat du jour sous les platanes et desserts maison.`,
    en: (t) => `A village restaurant near ${t}: dish of the day under the plane trees and homemade desserts.`,
    specialties: ['tarte aux pommes', 'blanquette de veau', 'omelette aux cèpes'],
  },
  {
    type: 'RESTAURANT', meal: 'WINE_BAR', names: ['Le Bar à Vins', 'Le Comptoir des Vignes', 'La Cave de {n}'], price: 1800,
    fr: (t) => `Bar à vins de ${t} : plus de deux cents références, assiettes de charcuterie et de fromages.`,
    en: (t) => `A wine bar in ${t}: over two hundred wines, charcuterie and cheese boards.`,
    specialties: ['planche mixte', 'vins au verre'],
  },
  {
    type: 'HOTEL_RESTAURANT', meal: 'VILLAGE_INN', names: ['Auberge du Château', 'Le Relais des Vignes', "L'Auberge du Moulin"], price: 9500,
    fr: (t) => `Auberge de village près de ${t}, chambres au calme, table d'hôtes et petit-déjeuner maison.`,
    en: (t) => `A village inn near ${t}: quiet rooms, a friendly table and a homemade breakfast.`,
    specialties: ['petit-déjeuner maison', 'terrine du chef', 'tarte tatin'],
  },
  {
    type: 'HOTEL_RESTAURANT', meal: 'GASTRONOMIC', names: ['Le Domaine de {n}', 'Hôtel-Restaurant du Parc'], price: 14000,
    fr: (t) => `Maison d'hôtes et table gastronomique aux portes de ${t}, parc arboré et spa.`,
    en: (t) => `A country house with a fine-dining restaurant on the edge of ${t}, with grounds and a spa.`,
    specialties: ['menu du potager', 'agneau de lait'],
  },
  {
    type: 'HOTEL', names: ["Hôtel de l'Opéra", 'Le Clos Fleuri', 'Hôtel des Remparts', 'La Demeure de {n}'], price: 12000,
    fr: (t) => `Hôtel de charme à ${t}, petit-déjeuner gourmand aux confitures artisanales.`,
    en: (t) => `A charming hotel in ${t}, with a generous breakfast of artisan jams.`,
    specialties: ['petit-déjeuner gourmand', 'viennoiseries maison'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'fromages', names: ['Fromagerie du Marché', 'La Crèmerie de {t}', 'Fromagerie {n}'], price: 800,
    fr: (t) => `Fromager affineur à ${t} : tommes, pâtes persillées et chèvres fermiers affinés en cave.`,
    en: (t) => `A cheesemonger and affineur in ${t}: tommes, blue cheeses and farmhouse goat's cheeses aged in the cellar.`,
    specialties: ['tomme fermière', 'chèvre frais', 'comté 24 mois'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'chocolat', names: ['Chocolaterie Praline', 'Maison Cacao', 'Chocolats {n}'], price: 600,
    fr: (t) => `Chocolatier artisan de ${t}, ganaches et pralinés maison, cacao sélectionné à la fève.`,
    en: (t) => `An artisan chocolate maker in ${t}: homemade ganaches and pralines, bean-to-bar cocoa.`,
    specialties: ['praliné noisette', 'ganache au thé', 'mendiants'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'miel', names: ['Le Rucher de {t}', 'Miellerie {n}'], price: 900,
    fr: (t) => `Apiculteur près de ${t} : miels de fleurs, d'acacia et de châtaignier, pain d'épices.`,
    en: (t) => `A beekeeper near ${t}: wildflower, acacia and chestnut honeys, gingerbread.`,
    specialties: ['miel de châtaignier', 'pain d’épices', 'nougat'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'charcuterie', names: ['Charcuterie {n}', 'La Salaisonnerie de {t}'], price: 1200,
    fr: (t) => `Charcutier de ${t}, salaisons séchées à l'air des montagnes et terrines à l'ancienne.`,
    en: (t) => `A charcutier in ${t}: air-dried cured meats and old-fashioned terrines.`,
    specialties: ['saucisson sec', 'jambon sec', 'terrine de campagne'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'boulangerie-patisserie', names: ['Boulangerie {n}', 'Le Fournil de {t}'], price: 300,
    fr: (t) => `Boulangerie au levain naturel à ${t}, pains cuits au feu de bois et viennoiseries pur beurre.`,
    en: (t) => `A sourdough bakery in ${t}: wood-fired loaves and all-butter pastries.`,
    specialties: ['pain au levain', 'croissant pur beurre', 'brioche'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'fruits-et-legumes', names: ['Les Jardins de {t}', 'Ferme maraîchère {n}'], price: 500,
    fr: (t) => `Maraîcher en agriculture biologique près de ${t}, vente à la ferme et paniers de saison.`,
    en: (t) => `An organic market gardener near ${t}: farm shop and seasonal vegetable boxes.`,
    specialties: ['tomates anciennes', 'fraises', 'paniers de saison'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'biere-artisanale', names: ['La Mousse de {t}', 'Brasserie artisanale {n}'], price: 700,
    fr: (t) => `Micro-brasserie de ${t} : bières blondes, ambrées et de saison brassées sur place.`,
    en: (t) => `A microbrewery in ${t}: blond, amber and seasonal beers brewed on site.`,
    specialties: ['bière blonde', 'bière ambrée', 'IPA'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'foie-gras', names: ['Ferme {n}', 'Les Canards de {t}'], price: 1500,
    fr: (t) => `Éleveurs de canards près de ${t} : foie gras mi-cuit, confits et magrets.`,
    en: (t) => `Duck farmers near ${t}: semi-cooked foie gras, confit and magret.`,
    specialties: ['foie gras mi-cuit', 'confit de canard', 'magret séché'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'confitures', names: ['Les Confitures de {n}', 'Le Chaudron de {t}'], price: 650,
    fr: (t) => `Confiturier à ${t}, fruits du verger cuits au chaudron de cuivre.`,
    en: (t) => `A jam maker in ${t}: orchard fruit cooked in copper pans.`,
    specialties: ['confiture d’abricot', 'gelée de coing', 'marmelade d’orange'],
  },
  {
    type: 'LOCAL_PRODUCER', producer: 'huiles-et-vinaigres', names: ["Moulin à huile {n}", 'Huilerie de {t}'], price: 1400,
    fr: (t) => `Moulin près de ${t} : huiles d'olive et de noix pressées à froid, vinaigres de vin vieillis en fût.`,
    en: (t) => `A mill near ${t}: cold-pressed olive and walnut oils, barrel-aged wine vinegars.`,
    specialties: ['huile d’olive vierge extra', 'huile de noix', 'vinaigre de vin'],
  },
  {
    type: 'WINE', meal: 'WINE_BAR', producer: 'domaine-viticole', names: ['Domaine des Coteaux', 'Cave du Vigneron', 'Château {n}'], price: 1500,
    fr: (t) => `Domaine viticole près de ${t} : visite des chais, dégustation et vente à la propriété.`,
    en: (t) => `A wine estate near ${t}: cellar tours, tastings and sales at the estate.`,
    specialties: ['vin rouge', 'vin blanc', 'crémant'],
  },
];

const FAMILY_NAMES = ['Margot', 'Dubois', 'Lefèvre', 'Martin', 'Bernard', 'Moreau', 'Laurent', 'Girard', 'Roux', 'Fournier', 'Morel', 'Mercier', 'Blanc', 'Garnier', 'Chevalier', 'Rousseau', 'Faure', 'Perrin', 'Clément', 'Gauthier'];

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
  const digits = String(100_000_00 + (n * 7919) % 90_000_000).slice(-8);
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
 * `count` establishments, spread round-robin over the towns so every town gets its share, and over
 * the kinds so every type, meal category and several producer categories appear in any run of 40.
 */
export function generateEstablishments(count: number, options: GenerateOptions = {}): GeneratedEstablishment[] {
  const towns = options.towns ?? TOWNS;
  const spread = options.spreadKm ?? 2;
  const rand = prng(options.seed ?? 1);
  const out: GeneratedEstablishment[] = [];
  for (let i = 0; i < count; i++) {
    const town = towns[i % towns.length];
    const round = Math.floor(i / towns.length);
    // Over the rounds every town meets every kind; within a round, neighbours differ.
    const kind = KINDS[(i + round * 7) % KINDS.length];
    const family = pick(FAMILY_NAMES, rand());
    const name = frenchContractions(pick(kind.names, rand()).replace('{t}', town.name).replace('{n}', family));
    // Uniform in a disc of radius `spread` km (1° latitude ≈ 111 km).
    const distance = spread * Math.sqrt(rand());
    const angle = 2 * Math.PI * rand();
    const lat = town.lat + (distance * Math.cos(angle)) / 111.2;
    const lon = town.lon + (distance * Math.sin(angle)) / (111.2 * Math.cos((town.lat * Math.PI) / 180));
    const eats = kind.type === 'RESTAURANT' || kind.type === 'HOTEL_RESTAURANT';
    const sleeps = kind.type === 'HOTEL' || kind.type === 'HOTEL_RESTAURANT';
    const price = kind.price + Math.floor(rand() * 20) * 100;
    const description = frenchContractions(kind.fr(town.name));
    const slugBase = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '');
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
