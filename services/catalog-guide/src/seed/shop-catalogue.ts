/**
 * The demo shop (SEED_DEMO_DATA): the guide's own goods, a category tree where every category holds
 * products, French VAT right (books and food 5.5 % REDUCED, wine and goods 20 % STANDARD). Ids are
 * derived from the slug / sku (`seedId`), so reruns find what they made and other services' seeds
 * may name these products.
 */
import { createHash } from 'node:crypto';
import type { TaxCategory } from '../products/product.rules';
import type { ProductAttributeInput } from '../generated/graphql';

/** A stable UUID (version 5 layout) from a name: the same sku gives the same product id everywhere. */
export function seedId(kind: 'product' | 'product-category' | 'product-attribute' | 'attribute-family' | 'product-type', key: string): string {
  const h = createHash('sha1').update(`guide-gourmand:${kind}:${key}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Motif =
  | 'book'
  | 'map'
  | 'gift-box'
  | 'wine'
  | 'cheese'
  | 'jar'
  | 'champagne'
  | 'apron'
  | 'mug'
  | 'tote'
  | 'notebook'
  | 'towel'
  | 'corkscrew'
  | 'plaque'
  | 'card';

export interface SeedCategory {
  slug: string;
  name: string;
  nameEn: string;
  position: number;
  parent?: string;
}

export interface SeedProduct {
  sku: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  priceCents: number;
  taxCategory: TaxCategory;
  weightGrams: number;
  categories: string[];
  motif: Motif;
}

export const SHOP_CATEGORIES: SeedCategory[] = [
  { slug: 'guides-imprimes', name: 'Guides imprimés', nameEn: 'Printed guides', position: 1 },
  { slug: 'guides-regionaux', name: 'Guides régionaux', nameEn: 'Regional guides', position: 1, parent: 'guides-imprimes' },
  { slug: 'coffrets-cadeaux', name: 'Coffrets cadeaux', nameEn: 'Gift boxes', position: 2 },
  { slug: 'goodies', name: 'Goodies', nameEn: 'Goodies', position: 3 },
  { slug: 'arts-de-la-table', name: 'Arts de la table', nameEn: 'Tableware', position: 1, parent: 'goodies' },
  { slug: 'cartes-cadeaux', name: 'Cartes cadeaux', nameEn: 'Gift cards', position: 4 },
];

const guide = (
  sku: string,
  name: string,
  nameEn: string,
  description: string,
  descriptionEn: string,
  priceCents: number,
  weightGrams: number,
  categories = ['guides-imprimes'],
  motif: Motif = 'book',
): SeedProduct => ({
  sku,
  name,
  nameEn,
  description,
  descriptionEn,
  priceCents,
  taxCategory: 'REDUCED',
  weightGrams,
  categories,
  motif,
});
const giftCard = (euros: number): SeedProduct => ({
  sku: `CARTE-CADEAU-${euros}`,
  name: `Carte cadeau ${euros} €`,
  nameEn: `€${euros} gift card`,
  description: `Une carte cadeau de ${euros} € à dépenser dans la boutique du Guide Gourmand, valable un an. Livrée dans une enveloppe kraft avec un mot personnalisé.`,
  descriptionEn: `A €${euros} gift card to spend in the Guide Gourmand shop, valid for one year. Sent in a kraft envelope with a personal message.`,
  priceCents: euros * 100,
  taxCategory: 'STANDARD',
  weightGrams: 20,
  categories: ['cartes-cadeaux'],
  motif: 'card',
});

export const SHOP_PRODUCTS: SeedProduct[] = [
  guide(
    'GUIDE-TABLES-TERROIR-2026',
    'Guide des tables de terroir 2026',
    'Country tables guide 2026',
    'Trois cent vingt tables qui cuisinent les produits de leur pays, du bouchon lyonnais à la ferme-auberge des Vosges, testées par nos enquêteurs.\n\nAvec les coups de cœur de l’année et un index par département.',
    'Three hundred and twenty tables cooking the produce of their region, from Lyon bouchons to Vosges farm inns, tested by our inspectors.\n\nWith the year’s favourites and an index by department.',
    2490,
    620,
  ),
  guide(
    'GUIDE-AUBERGES-2026',
    'Guide des auberges de village 2026',
    'Village inns guide 2026',
    'Les auberges où l’on dort et dîne au cœur du village : chambres simples, cuisine de saison et accueil de la maison.',
    'Inns where you sleep and dine in the heart of the village: simple rooms, seasonal cooking and a family welcome.',
    2290,
    540,
  ),
  guide(
    'GUIDE-PRODUCTEURS-2026',
    'Guide des producteurs locaux 2026',
    'Local producers guide 2026',
    'Fromagers, maraîchers, chocolatiers et vignerons qui ouvrent leur porte : horaires de vente à la ferme, marchés et spécialités.',
    'Cheesemakers, market gardeners, chocolatiers and winegrowers who open their doors: farm shop hours, markets and specialities.',
    1990,
    480,
  ),
  guide(
    'GUIDE-MONDE-DU-VIN-2026',
    'Guide du monde du vin 2026',
    'Wine world guide 2026',
    'Domaines à visiter, bars à vins et caves de dégustation, région par région, avec les accords mets et vins de nos sommeliers.',
    'Estates to visit, wine bars and tasting cellars, region by region, with food pairings from our sommeliers.',
    2690,
    700,
  ),
  guide(
    'GUIDE-PETITS-DEJEUNERS-2026',
    'Guide des meilleurs petits-déjeuners 2026',
    'Best breakfasts guide 2026',
    'Les lauréats du concours du petit-déjeuner et les maisons classées de une à trois tasses : viennoiseries maison, confitures et pain au levain.',
    'The breakfast contest winners and the houses rated one to three cups: home-made pastries, jams and sourdough bread.',
    1690,
    380,
  ),
  guide(
    'GUIDE-BOURGOGNE',
    'Guide gourmand de Bourgogne',
    'Gourmet guide to Burgundy',
    'De Dijon à Mâcon, les tables, caves et producteurs de Bourgogne à connaître, avec cartes des routes des vins.',
    'From Dijon to Mâcon, the tables, cellars and producers of Burgundy worth knowing, with wine route maps.',
    1490,
    320,
    ['guides-regionaux'],
    'map',
  ),
  guide(
    'GUIDE-PROVENCE',
    'Guide gourmand de Provence',
    'Gourmet guide to Provence',
    'Marchés, moulins à huile, mas et bistrots de Provence : un itinéraire gourmand entre Alpilles et Luberon.',
    'Markets, olive mills, farmhouses and bistros of Provence: a gourmet itinerary between the Alpilles and the Luberon.',
    1490,
    320,
    ['guides-regionaux'],
    'map',
  ),
  {
    sku: 'COFFRET-PETIT-DEJEUNER',
    name: 'Coffret petit-déjeuner gourmand',
    nameEn: 'Gourmet breakfast box',
    description: 'Confiture de fraises de Plougastel, miel de lavande, pâte à tartiner artisanale et sablés bretons, dans un coffret en bois.',
    descriptionEn: 'Plougastel strawberry jam, lavender honey, craft hazelnut spread and Breton shortbread, in a wooden box.',
    priceCents: 4900,
    taxCategory: 'REDUCED',
    weightGrams: 2100,
    categories: ['coffrets-cadeaux'],
    motif: 'jar',
  },
  {
    sku: 'COFFRET-VINS-BOURGOGNE',
    name: 'Coffret vins de Bourgogne',
    nameEn: 'Burgundy wine box',
    description:
      'Trois bouteilles choisies par nos sommeliers : un mâcon blanc, un hautes-côtes-de-nuits et un santenay rouge. L’abus d’alcool est dangereux pour la santé.',
    descriptionEn: 'Three bottles chosen by our sommeliers: a white Mâcon, a Hautes-Côtes-de-Nuits and a red Santenay. Drink responsibly.',
    priceCents: 8900,
    taxCategory: 'STANDARD',
    weightGrams: 4200,
    categories: ['coffrets-cadeaux'],
    motif: 'wine',
  },
  {
    sku: 'COFFRET-FROMAGES',
    name: 'Coffret fromages affinés',
    nameEn: 'Aged cheese box',
    description: 'Comté 24 mois, tomme de Savoie et crottin de Chavignol, affinés par une fromagère du guide, avec leur confiture de cerises noires.',
    descriptionEn: '24-month Comté, Tomme de Savoie and Crottin de Chavignol, aged by one of the guide’s cheesemongers, with black cherry jam.',
    priceCents: 5900,
    taxCategory: 'REDUCED',
    weightGrams: 1800,
    categories: ['coffrets-cadeaux'],
    motif: 'cheese',
  },
  {
    sku: 'COFFRET-EPICERIE-PROVENCE',
    name: 'Coffret épicerie fine de Provence',
    nameEn: 'Provence fine foods box',
    description: 'Huile d’olive de la vallée des Baux, tapenade noire, herbes de Provence et calissons d’Aix.',
    descriptionEn: 'Olive oil from the Baux valley, black tapenade, herbes de Provence and Aix calissons.',
    priceCents: 4500,
    taxCategory: 'REDUCED',
    weightGrams: 1900,
    categories: ['coffrets-cadeaux'],
    motif: 'gift-box',
  },
  {
    sku: 'COFFRET-CHAMPAGNE',
    name: 'Coffret champagne et biscuits roses',
    nameEn: 'Champagne and pink biscuits box',
    description:
      'Une bouteille de champagne brut d’un vigneron indépendant et une boîte de biscuits roses de Reims. L’abus d’alcool est dangereux pour la santé.',
    descriptionEn: 'A bottle of brut champagne from an independent grower and a tin of Reims pink biscuits. Drink responsibly.',
    priceCents: 6900,
    taxCategory: 'STANDARD',
    weightGrams: 2300,
    categories: ['coffrets-cadeaux'],
    motif: 'champagne',
  },
  {
    sku: 'TABLIER-BRODE',
    name: 'Tablier brodé',
    nameEn: 'Embroidered apron',
    description: 'Tablier de cuisine en lin lavé, brodé au logo du Guide Gourmand, avec poche ventrale et liens réglables.',
    descriptionEn: 'Washed linen kitchen apron embroidered with the Guide Gourmand logo, with a front pocket and adjustable ties.',
    priceCents: 3400,
    taxCategory: 'STANDARD',
    weightGrams: 380,
    categories: ['arts-de-la-table'],
    motif: 'apron',
  },
  {
    sku: 'MUG-EMAILLE',
    name: 'Mug émaillé',
    nameEn: 'Enamel mug',
    description: 'Mug en métal émaillé façon refuge, 35 cl, pour le café du matin comme pour le pique-nique.',
    descriptionEn: 'Mountain-hut style enamel mug, 35 cl, for the morning coffee and the picnic alike.',
    priceCents: 1600,
    taxCategory: 'STANDARD',
    weightGrams: 350,
    categories: ['arts-de-la-table'],
    motif: 'mug',
  },
  {
    sku: 'TORCHONS-LIN',
    name: 'Lot de deux torchons en lin',
    nameEn: 'Set of two linen tea towels',
    description: 'Deux torchons en lin tissés dans les Vosges, rayures rouges et bleues.',
    descriptionEn: 'Two linen tea towels woven in the Vosges, with red and blue stripes.',
    priceCents: 2400,
    taxCategory: 'STANDARD',
    weightGrams: 200,
    categories: ['arts-de-la-table'],
    motif: 'towel',
  },
  {
    sku: 'TIRE-BOUCHON-SOMMELIER',
    name: 'Tire-bouchon sommelier gravé',
    nameEn: 'Engraved waiter’s corkscrew',
    description: 'Tire-bouchon à double levier, manche en bois d’olivier gravé « Guide Gourmand ».',
    descriptionEn: 'Double-lever waiter’s corkscrew with an olive wood handle engraved “Guide Gourmand”.',
    priceCents: 2900,
    taxCategory: 'STANDARD',
    weightGrams: 120,
    categories: ['arts-de-la-table'],
    motif: 'corkscrew',
  },
  {
    sku: 'TOTE-BAG-MARCHE',
    name: 'Tote bag du marché',
    nameEn: 'Market tote bag',
    description: 'Sac en coton épais pour le marché du samedi, anses longues, sérigraphié à Lyon.',
    descriptionEn: 'Heavy cotton bag for the Saturday market, long handles, screen-printed in Lyon.',
    priceCents: 1800,
    taxCategory: 'STANDARD',
    weightGrams: 150,
    categories: ['goodies'],
    motif: 'tote',
  },
  {
    sku: 'CARNET-DEGUSTATION',
    name: 'Carnet de dégustation',
    nameEn: 'Tasting notebook',
    description: 'Carnet de 96 pages à remplir : fiches de dégustation pour vins, fromages et tables visitées.',
    descriptionEn: 'A 96-page notebook to fill in: tasting sheets for wines, cheeses and tables visited.',
    priceCents: 1200,
    taxCategory: 'STANDARD',
    weightGrams: 180,
    categories: ['goodies'],
    motif: 'notebook',
  },
  {
    sku: 'PLAQUE-EMAILLEE',
    name: 'Plaque émaillée « Table recommandée »',
    nameEn: '“Recommended table” enamel sign',
    description: 'La plaque que les établissements du guide affichent à leur porte, en acier émaillé, 20 × 14 cm.',
    descriptionEn: 'The sign the guide’s establishments hang by their door, enamelled steel, 20 × 14 cm.',
    priceCents: 4500,
    taxCategory: 'STANDARD',
    weightGrams: 900,
    categories: ['goodies'],
    motif: 'plaque',
  },
  giftCard(30),
  giftCard(50),
  giftCard(100),
  giftCard(150),
];

/** Demo attributes (product-attributes.graphql), by code. */
export const SHOP_ATTRIBUTES: ProductAttributeInput[] = [
  { code: 'millesime', name: 'Millésime', nameEn: 'Edition year', type: 'INTEGER', required: true, position: 1 },
  { code: 'nombre_pages', name: 'Nombre de pages', nameEn: 'Number of pages', type: 'INTEGER', position: 2 },
  {
    code: 'format',
    name: 'Format',
    nameEn: 'Format',
    type: 'SELECT',
    position: 3,
    options: [
      { code: 'poche', label: 'Poche', labelEn: 'Pocket' },
      { code: 'broche', label: 'Broché', labelEn: 'Paperback' },
      { code: 'relie', label: 'Relié', labelEn: 'Hardback' },
    ],
  },
  { code: 'contenu', name: 'Contenu', nameEn: 'Contents', type: 'TEXTAREA', position: 4 },
  {
    code: 'allergenes',
    name: 'Allergènes',
    nameEn: 'Allergens',
    type: 'MULTISELECT',
    position: 5,
    options: [
      { code: 'gluten', label: 'Gluten', labelEn: 'Gluten' },
      { code: 'lait', label: 'Lait', labelEn: 'Milk' },
      { code: 'oeufs', label: 'Œufs', labelEn: 'Eggs' },
      { code: 'fruits_a_coque', label: 'Fruits à coque', labelEn: 'Tree nuts' },
      { code: 'sulfites', label: 'Sulfites', labelEn: 'Sulphites' },
    ],
  },
  { code: 'valable_jusqu_au', name: 'Valable jusqu’au', nameEn: 'Valid until', type: 'DATE', position: 6, visibleOnFront: false },
];

/** Demo families: code, name, attribute codes in display order. */
export const SHOP_FAMILIES: { code: string; name: string; attributes: string[] }[] = [
  { code: 'livre', name: 'Livre', attributes: ['millesime', 'nombre_pages', 'format'] },
  { code: 'coffret', name: 'Coffret', attributes: ['contenu', 'allergenes'] },
  { code: 'carte_cadeau', name: 'Carte cadeau', attributes: ['valable_jusqu_au'] },
];

/** Demo product types with their default family. */
export const SHOP_PRODUCT_TYPES: { code: string; name: string; nameEn: string; family: string | null }[] = [
  { code: 'guide_imprime', name: 'Guide imprimé', nameEn: 'Printed guide', family: 'livre' },
  { code: 'coffret_gourmand', name: 'Coffret gourmand', nameEn: 'Gourmet box', family: 'coffret' },
  { code: 'carte_cadeau', name: 'Carte cadeau', nameEn: 'Gift card', family: 'carte_cadeau' },
  { code: 'goodies', name: 'Goodies', nameEn: 'Goodies', family: null },
];

/** The type of a seeded product (by its first category) and a few values, attribute code → value. */
export function shopProductDetails(p: SeedProduct): { type: string; values: Record<string, string> } {
  if (p.motif === 'book' || p.motif === 'map') {
    const pages = Math.round(p.weightGrams * 0.6);
    return { type: 'guide_imprime', values: { millesime: '2026', nombre_pages: String(pages), format: p.weightGrams < 400 ? 'poche' : 'broche' } };
  }
  if (p.categories.includes('coffrets-cadeaux')) {
    const allergens: Record<string, string> = {
      'gift-box': 'gluten|lait|oeufs',
      cheese: 'lait',
      wine: 'sulfites',
      jar: 'fruits_a_coque',
      champagne: 'gluten|oeufs|sulfites',
    };
    return { type: 'coffret_gourmand', values: { contenu: p.description, ...(allergens[p.motif] ? { allergenes: allergens[p.motif] } : {}) } };
  }
  if (p.categories.includes('cartes-cadeaux')) return { type: 'carte_cadeau', values: { valable_jusqu_au: '2027-12-31' } };
  return { type: 'goodies', values: {} };
}
