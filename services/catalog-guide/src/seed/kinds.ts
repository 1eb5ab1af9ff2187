/**
 * The kinds of establishment the demo guide is made of: every meal category, hotels, wine estates and
 * every producer category of the catalog's vocabulary, each with its name patterns, descriptions,
 * specialties and typical price.
 *
 * Name patterns: {t} town, {n} family name, {f} first name, {p} a place ("du Vieux Moulin"),
 * {s} a saint ("Saint-Véran"). generate.ts fills them and keeps names distinct.
 */
import type { EstablishmentType, MealCategory } from '../search/search.port';

export interface Kind {
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

/** Restaurants, hotels and wine estates: twice as frequent as each producer trade in the demo guide. */
export const TABLE_AND_BED_KINDS: Kind[] = [
  {
    type: 'RESTAURANT',
    meal: 'PRESTIGE',
    names: ['Le Pavillon {p}', 'Maison {n}', 'Les Salons {p}', 'La Table de {f} {n}', 'Le Palais {p}'],
    price: 15000,
    fr: (t) => `Table de prestige au cœur de ${t} : menus dégustation, cave d'exception et service en salle d'une grande précision.`,
    en: (t) => `A prestigious table in the heart of ${t}: tasting menus, an outstanding cellar and impeccable service.`,
    specialties: ['homard bleu', 'pigeon rôti', 'soufflé au Grand Marnier'],
  },
  {
    type: 'RESTAURANT',
    meal: 'GASTRONOMIC',
    names: ['La Table de {t}', "L'Atelier de {f}", 'Le Jardin {p}', 'Restaurant {n}', 'Le Comptoir {p}'],
    price: 6500,
    fr: (t) => `Cuisine gastronomique de saison à ${t}, produits du marché et cave choisie.`,
    en: (t) => `Seasonal fine dining in ${t}, market produce and a carefully chosen wine list.`,
    specialties: ['ris de veau', 'saint-jacques', 'chariot de fromages'],
  },
  {
    type: 'RESTAURANT',
    meal: 'BISTRONOMIC',
    names: ['Le Bistrot {p}', 'Chez {f}', "L'Ardoise {p}", 'Les Petits Plats de {f}', 'Le Zinc {p}'],
    price: 2800,
    fr: (t) => `Bistronomie généreuse au cœur de ${t} : ardoise du jour et vins nature.`,
    en: (t) => `Generous modern bistro cooking in the centre of ${t}: a daily blackboard menu and natural wines.`,
    specialties: ['pâté en croûte', 'poitrine de cochon confite', 'baba au rhum'],
  },
  {
    type: 'RESTAURANT',
    meal: 'BRASSERIE',
    names: ['Brasserie {p}', 'Brasserie {n}', 'Le Café {p}', 'La Grande Brasserie de {t}', 'Brasserie de {s}'],
    price: 2200,
    fr: (t) => `Brasserie gourmande de ${t}, fruits de mer et plats canailles servis en continu.`,
    en: (t) => `A gourmet brasserie in ${t}: seafood platters and hearty classics served all day.`,
    specialties: ['plateau de fruits de mer', 'choucroute de la mer', 'tartare de bœuf'],
  },
  {
    type: 'RESTAURANT',
    meal: 'TERROIR',
    names: ["L'Auberge {p}", 'La Ferme {p}', 'La Ferme de {f}', 'Le Cellier {p}', 'La Grange {p}', 'Le Relais de {s}'],
    price: 2500,
    fr: (t) => `Cuisine du terroir autour de ${t} : recettes de grand-mère, producteurs voisins et fromages affinés.`,
    en: (t) => `Regional cooking around ${t}: family recipes, neighbouring farmers and well-aged cheeses.`,
    specialties: ['cassoulet', 'bœuf bourguignon', 'pot-au-feu'],
  },
  {
    type: 'RESTAURANT',
    meal: 'VILLAGE',
    names: ['La Table {p}', 'Le Petit Relais {p}', "L'Auberge de {s}", 'Le Bouchon {p}', 'Chez {f} et {f2}'],
    price: 2000,
    fr: (t) => `Table de village près de ${t}, plat du jour sous les platanes et desserts maison.`,
    en: (t) => `A village restaurant near ${t}: dish of the day under the plane trees and homemade desserts.`,
    specialties: ['tarte aux pommes', 'blanquette de veau', 'omelette aux cèpes'],
  },
  {
    type: 'RESTAURANT',
    meal: 'WINE_BAR',
    names: ['Le Bar à Vins {p}', 'Le Comptoir des Vignes', 'La Cave de {f}', 'Les Vins de {f}', 'Le Tire-Bouchon {p}'],
    price: 1800,
    fr: (t) => `Bar à vins de ${t} : plus de deux cents références, assiettes de charcuterie et de fromages.`,
    en: (t) => `A wine bar in ${t}: over two hundred wines, charcuterie and cheese boards.`,
    specialties: ['planche mixte', 'vins au verre'],
  },
  {
    type: 'HOTEL_RESTAURANT',
    meal: 'VILLAGE_INN',
    names: ['Auberge {p}', "L'Auberge de {s}", 'Le Relais {p}', 'Hostellerie {p}', 'Auberge {n}'],
    price: 9500,
    fr: (t) => `Auberge de village près de ${t}, chambres au calme, table d'hôtes et petit-déjeuner maison.`,
    en: (t) => `A village inn near ${t}: quiet rooms, a friendly table and a homemade breakfast.`,
    specialties: ['petit-déjeuner maison', 'terrine du chef', 'tarte tatin'],
  },
  {
    type: 'HOTEL_RESTAURANT',
    meal: 'GASTRONOMIC',
    names: ['Le Domaine de {n}', 'La Bastide {p}', 'Le Manoir {p}', 'Château {n}', 'Hôtel-Restaurant {p}'],
    price: 14000,
    fr: (t) => `Maison d'hôtes et table gastronomique aux portes de ${t}, parc arboré et spa.`,
    en: (t) => `A country house with a fine-dining restaurant on the edge of ${t}, with grounds and a spa.`,
    specialties: ['menu du potager', 'agneau de lait'],
  },
  {
    type: 'HOTEL',
    names: ['Hôtel {p}', 'La Demeure de {n}', 'Le Clos {p}', 'Hôtel de {s}', 'La Maison {p}'],
    price: 12000,
    fr: (t) => `Hôtel de charme à ${t}, petit-déjeuner gourmand aux confitures artisanales.`,
    en: (t) => `A charming hotel in ${t}, with a generous breakfast of artisan jams.`,
    specialties: ['petit-déjeuner gourmand', 'viennoiseries maison'],
  },
  {
    type: 'WINE',
    meal: 'WINE_BAR',
    producer: 'domaine-viticole',
    names: ['Domaine {p}', 'Château {n}', 'Clos {s}', 'Domaine {n} Père et Fils', 'Cave du Vigneron {n}'],
    price: 1500,
    fr: (t) => `Domaine viticole près de ${t} : visite des chais, dégustation et vente à la propriété.`,
    en: (t) => `A wine estate near ${t}: cellar tours, tastings and sales at the estate.`,
    specialties: ['vin rouge', 'vin blanc', 'crémant'],
  },
];

const producer = (code: string, names: string[], price: number, fr: Kind['fr'], en: Kind['en'], specialties: string[]): Kind => ({
  type: 'LOCAL_PRODUCER',
  producer: code,
  names,
  price,
  fr,
  en,
  specialties,
});

/** One kind per producer category of the vocabulary (establishments/vocabularies.ts), in its order. */
export const PRODUCER_KINDS: Kind[] = [
  producer(
    'domaine-viticole',
    ['Domaine {n}', 'Les Vignes de {f}', 'Clos {p}', 'Domaine de {s}'],
    1200,
    (t) => `Vigneron indépendant près de ${t} : vignes travaillées à la main, caveau ouvert et vente directe.`,
    (t) => `An independent winegrower near ${t}: hand-tended vines, an open cellar and direct sales.`,
    ['vin rouge', 'vin rosé', 'vin blanc'],
  ),
  producer(
    'fromages',
    ['Fromagerie {n}', 'La Crèmerie {p}', 'Fromagerie de {s}', 'La Cave à Fromages de {f}'],
    800,
    (t) => `Fromager affineur à ${t} : tommes, pâtes persillées et chèvres fermiers affinés en cave.`,
    (t) => `A cheesemonger and affineur in ${t}: tommes, blue cheeses and farmhouse goat's cheeses aged in the cellar.`,
    ['tomme fermière', 'chèvre frais', 'comté 24 mois'],
  ),
  producer(
    'chocolat',
    ['Chocolaterie {n}', 'Les Chocolats de {f}', 'Chocolaterie {p}', 'Maison {n}, chocolatier'],
    600,
    (t) => `Chocolatier artisan de ${t}, ganaches et pralinés maison, cacao sélectionné à la fève.`,
    (t) => `An artisan chocolate maker in ${t}: homemade ganaches and pralines, bean-to-bar cocoa.`,
    ['praliné noisette', 'ganache au thé', 'mendiants'],
  ),
  producer(
    'fruits-et-legumes',
    ['Les Jardins {p}', 'Ferme maraîchère {n}', 'Le Potager de {f}', 'Les Vergers {p}'],
    500,
    (t) => `Maraîcher en agriculture biologique près de ${t}, vente à la ferme et paniers de saison.`,
    (t) => `An organic market gardener near ${t}: farm shop and seasonal vegetable boxes.`,
    ['tomates anciennes', 'fraises', 'paniers de saison'],
  ),
  producer(
    'boulangerie-patisserie',
    ['Boulangerie {n}', 'Le Fournil {p}', 'Le Fournil de {f}', 'La Mie {p}'],
    300,
    (t) => `Boulangerie au levain naturel à ${t}, pains cuits au feu de bois et viennoiseries pur beurre.`,
    (t) => `A sourdough bakery in ${t}: wood-fired loaves and all-butter pastries.`,
    ['pain au levain', 'croissant pur beurre', 'brioche'],
  ),
  producer(
    'charcuterie',
    ['Charcuterie {n}', 'La Salaisonnerie {p}', 'Maison {n}, salaisons', 'Le Saloir de {s}'],
    1200,
    (t) => `Charcutier de ${t}, salaisons séchées à l'air des montagnes et terrines à l'ancienne.`,
    (t) => `A charcutier in ${t}: air-dried cured meats and old-fashioned terrines.`,
    ['saucisson sec', 'jambon sec', 'terrine de campagne'],
  ),
  producer(
    'boucherie',
    ['Boucherie {n}', 'La Boucherie {p}', 'Boucherie de {s}', 'Maison {n}, boucher'],
    1800,
    (t) => `Boucher de ${t} : viandes de race maturées sur place, bêtes choisies chez les éleveurs voisins.`,
    (t) => `A butcher in ${t}: heritage-breed meat aged in-house, animals chosen from nearby farms.`,
    ['côte de bœuf maturée', 'agneau de pré', 'saucisse maison'],
  ),
  producer(
    'volailles',
    ['La Ferme {p}', 'Volailles {n}', 'Les Poulardes de {f}', 'Élevage {n}'],
    1400,
    (t) => `Éleveur de volailles fermières près de ${t}, élevées en plein air et nourries au grain.`,
    (t) => `A free-range poultry farm near ${t}, birds raised outdoors and fed on grain.`,
    ['poulet fermier', 'pintade', 'chapon de Noël'],
  ),
  producer(
    'foie-gras',
    ['Ferme {n}', 'Les Canards {p}', 'La Ferme de {s}', 'Maison {n}, foie gras'],
    1500,
    (t) => `Éleveurs de canards près de ${t} : foie gras mi-cuit, confits et magrets.`,
    (t) => `Duck farmers near ${t}: semi-cooked foie gras, confit and magret.`,
    ['foie gras mi-cuit', 'confit de canard', 'magret séché'],
  ),
  producer(
    'escargots',
    ['Les Escargots {p}', 'Escargotière {n}', 'La Ferme hélicicole {p}', 'Les Escargots de {f}'],
    900,
    (t) => `Héliciculteur près de ${t} : escargots élevés en parc, préparés au beurre persillé.`,
    (t) => `A snail farm near ${t}: snails raised outdoors, prepared with parsley butter.`,
    ['escargots de Bourgogne', 'coquilles au beurre persillé'],
  ),
  producer(
    'poissons-et-fruits-de-mer',
    ['Poissonnerie {n}', 'La Marée {p}', 'Les Viviers {p}', "L'Écailler de {s}"],
    1600,
    (t) => `Poissonnier de ${t} : pêche du jour, coquillages et crustacés des côtes françaises.`,
    (t) => `A fishmonger in ${t}: the day's catch, shellfish and crustaceans from the French coast.`,
    ['huîtres', 'bar de ligne', 'langoustines'],
  ),
  producer(
    'miel',
    ['Le Rucher {p}', 'Miellerie {n}', 'Les Ruchers de {s}', 'Les Abeilles de {f}'],
    900,
    (t) => `Apiculteur près de ${t} : miels de fleurs, d'acacia et de châtaignier, pain d'épices.`,
    (t) => `A beekeeper near ${t}: wildflower, acacia and chestnut honeys, gingerbread.`,
    ['miel de châtaignier', 'pain d’épices', 'nougat'],
  ),
  producer(
    'confitures',
    ['Les Confitures de {f}', 'Le Chaudron {p}', 'Confiturerie {n}', 'Les Délices {p}'],
    650,
    (t) => `Confiturier à ${t}, fruits du verger cuits au chaudron de cuivre.`,
    (t) => `A jam maker in ${t}: orchard fruit cooked in copper pans.`,
    ['confiture d’abricot', 'gelée de coing', 'marmelade d’orange'],
  ),
  producer(
    'confiserie',
    ['Confiserie {n}', 'Les Douceurs de {f}', 'La Confiserie {p}', 'Les Bonbons de {s}'],
    500,
    (t) => `Confiseur de ${t} : berlingots, pâtes de fruits et guimauves cuits au chaudron.`,
    (t) => `A confectioner in ${t}: boiled sweets, fruit jellies and marshmallows made in copper pans.`,
    ['pâtes de fruits', 'berlingots', 'guimauve'],
  ),
  producer(
    'huiles-et-vinaigres',
    ['Moulin {n}', 'Huilerie {p}', 'Le Moulin {p}', 'Huilerie de {s}'],
    1400,
    (t) => `Moulin près de ${t} : huiles d'olive et de noix pressées à froid, vinaigres de vin vieillis en fût.`,
    (t) => `A mill near ${t}: cold-pressed olive and walnut oils, barrel-aged wine vinegars.`,
    ['huile d’olive vierge extra', 'huile de noix', 'vinaigre de vin'],
  ),
  producer(
    'epicerie-fine',
    ['Épicerie fine {n}', 'Le Comptoir {p}', "L'Épicerie de {f}", 'Les Bocaux {p}'],
    900,
    (t) => `Épicerie fine de ${t} : conserves de producteurs, épices, condiments et idées cadeaux.`,
    (t) => `A delicatessen in ${t}: small producers' preserves, spices, condiments and gift ideas.`,
    ['moutarde à l’ancienne', 'terrines', 'épices'],
  ),
  producer(
    'truffes',
    ['La Truffière {p}', 'Les Truffes de {f}', 'La Truffière de {s}', 'Maison {n}, trufficulteur'],
    3500,
    (t) => `Trufficulteur près de ${t} : truffes fraîches en saison, cavage avec le chien et produits truffés.`,
    (t) => `A truffle grower near ${t}: fresh truffles in season, hunts with the dog and truffle products.`,
    ['truffe noire', 'brouillade truffée', 'huile à la truffe'],
  ),
  producer(
    'glaces-et-sorbets',
    ['Glacier {n}', 'Les Glaces de {f}', 'La Sorbetière {p}', 'Le Glacier {p}'],
    400,
    (t) => `Artisan glacier de ${t} : glaces au lait de la ferme et sorbets plein fruit, parfums de saison.`,
    (t) => `An artisan ice-cream maker in ${t}: farm-milk ice creams and fruit-packed sorbets in seasonal flavours.`,
    ['sorbet framboise', 'glace vanille', 'sorbet citron'],
  ),
  producer(
    'biere-artisanale',
    ['Brasserie artisanale {n}', 'La Mousse {p}', 'Les Bières de {f}', 'Brasserie de {s}'],
    700,
    (t) => `Micro-brasserie de ${t} : bières blondes, ambrées et de saison brassées sur place.`,
    (t) => `A microbrewery in ${t}: blond, amber and seasonal beers brewed on site.`,
    ['bière blonde', 'bière ambrée', 'IPA'],
  ),
  producer(
    'cidre-et-calvados',
    ['Cidrerie {n}', 'Le Pressoir {p}', 'Les Vergers de {s}', 'Domaine {n}, cidres'],
    800,
    (t) => `Producteur de cidre près de ${t} : pommes du verger, cidre fermier, poiré et eaux-de-vie vieillies en fût.`,
    (t) => `A cider maker near ${t}: orchard apples, farmhouse cider, perry and cask-aged brandies.`,
    ['cidre brut', 'poiré', 'calvados'],
  ),
  producer(
    'spiritueux',
    ['Distillerie {n}', "L'Alambic {p}", 'Distillerie de {s}', 'Les Liqueurs de {f}'],
    2500,
    (t) => `Distillerie de ${t} : eaux-de-vie de fruits, liqueurs de plantes et gins distillés à l'alambic.`,
    (t) => `A distillery in ${t}: fruit brandies, herb liqueurs and pot-still gins.`,
    ['eau-de-vie de poire', 'liqueur de cassis', 'gin'],
  ),
  producer(
    'cafe-et-the',
    ['Brûlerie {n}', 'La Brûlerie {p}', 'Maison {n}, thés et cafés', 'Le Torréfacteur de {s}'],
    700,
    (t) => `Torréfacteur à ${t} : cafés de spécialité torréfiés chaque semaine et thés choisis.`,
    (t) => `A coffee roaster in ${t}: speciality coffees roasted every week and selected teas.`,
    ['café de spécialité', 'thé vert', 'chocolat chaud'],
  ),
];

/**
 * The order kinds come round in: each table-and-bed kind twice per cycle, each producer trade once,
 * interleaved so that any stretch of the guide mixes both.
 */
export const KIND_CYCLE: Kind[] = (() => {
  const tables = [...TABLE_AND_BED_KINDS, ...TABLE_AND_BED_KINDS];
  const cycle: Kind[] = [];
  for (let i = 0; i < Math.max(tables.length, PRODUCER_KINDS.length); i++) {
    if (i < tables.length) cycle.push(tables[i]);
    if (i < PRODUCER_KINDS.length) cycle.push(PRODUCER_KINDS[i]);
  }
  return cycle;
})();

export const KINDS: Kind[] = [...TABLE_AND_BED_KINDS, ...PRODUCER_KINDS];

export const FAMILY_NAMES = [
  'Margot',
  'Dubois',
  'Lefèvre',
  'Martin',
  'Bernard',
  'Moreau',
  'Laurent',
  'Girard',
  'Roux',
  'Fournier',
  'Morel',
  'Mercier',
  'Blanc',
  'Garnier',
  'Chevalier',
  'Rousseau',
  'Faure',
  'Perrin',
  'Clément',
  'Gauthier',
  'Lambert',
  'Bonnet',
  'Fontaine',
  'Chauvin',
  'Lemoine',
  'Barbier',
  'Renaud',
  'Vidal',
  'Marchand',
  'Delorme',
];
export const FIRST_NAMES = [
  'Margaux',
  'Lucien',
  'Jeanne',
  'Émile',
  'Suzanne',
  'Marius',
  'Louise',
  'Gaston',
  'Adèle',
  'Augustin',
  'Rose',
  'Félix',
  'Colette',
  'Armand',
  'Mathilde',
  'Léon',
];
export const PLACES = [
  'des Trois Coteaux',
  'du Vieux Moulin',
  'des Tilleuls',
  'de la Fontaine',
  'du Pont Neuf',
  'des Glycines',
  'de la Source',
  'des Remparts',
  'du Lavoir',
  'des Oliviers',
  'de la Tour',
  'du Prieuré',
  'des Cerisiers',
  'de la Halle',
  'du Marronnier',
  'des Capucins',
  "de l'Abbaye",
  'des Grands Prés',
  'de la Rivière',
  'du Clos Fleuri',
  'des Deux Rives',
  'du Vieux Puits',
  'de la Colline',
  'des Quatre Vents',
  'du Verger',
  'de la Croix Blanche',
  'des Lavandes',
  'du Cèdre',
  'de la Treille',
  'des Platanes',
];
export const SAINTS = [
  'Saint-Véran',
  'Saint-Martin',
  'Sainte-Anne',
  'Saint-Roch',
  'Saint-Vincent',
  'Sainte-Croix',
  'Saint-Jacques',
  'Saint-Aubin',
  'Sainte-Marthe',
  'Saint-Florent',
];
