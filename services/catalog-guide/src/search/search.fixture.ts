/**
 * A small, realistic guide for the search contract suite: real French towns and coordinates, accented
 * names, regional specialties, and one unpublished establishment.
 */
import type { SearchDocument } from './search.port';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Town = Pick<SearchDocument, 'cityCode' | 'cityName' | 'departmentCode' | 'postalCode' | 'lat' | 'lon'>;
export const TOWNS = {
  paris: { cityCode: '75056', cityName: 'Paris', departmentCode: '75', postalCode: '75009', lat: 48.8719, lon: 2.3316 },
  parisCentre: { cityCode: '75056', cityName: 'Paris', departmentCode: '75', postalCode: '75010', lat: 48.8706, lon: 2.3555 },
  lyon: { cityCode: '69123', cityName: 'Lyon', departmentCode: '69', postalCode: '69001', lat: 45.7676, lon: 4.8344 },
  dijon: { cityCode: '21231', cityName: 'Dijon', departmentCode: '21', postalCode: '21000', lat: 47.322, lon: 5.0415 },
  beaune: { cityCode: '21054', cityName: 'Beaune', departmentCode: '21', postalCode: '21200', lat: 47.026, lon: 4.84 },
  nuits: { cityCode: '21464', cityName: 'Nuits-Saint-Georges', departmentCode: '21', postalCode: '21700', lat: 47.1372, lon: 4.9497 },
  bordeaux: { cityCode: '33063', cityName: 'Bordeaux', departmentCode: '33', postalCode: '33000', lat: 44.8378, lon: -0.5792 },
  saintEmilion: { cityCode: '33394', cityName: 'Saint-Émilion', departmentCode: '33', postalCode: '33330', lat: 44.8944, lon: -0.1553 },
  strasbourg: { cityCode: '67482', cityName: 'Strasbourg', departmentCode: '67', postalCode: '67000', lat: 48.5734, lon: 7.7521 },
  colmar: { cityCode: '68066', cityName: 'Colmar', departmentCode: '68', postalCode: '68000', lat: 48.0794, lon: 7.3585 },
  annecy: { cityCode: '74010', cityName: 'Annecy', departmentCode: '74', postalCode: '74000', lat: 45.8992, lon: 6.1294 },
  chamonix: { cityCode: '74056', cityName: 'Chamonix-Mont-Blanc', departmentCode: '74', postalCode: '74400', lat: 45.9237, lon: 6.8694 },
  toulouse: { cityCode: '31555', cityName: 'Toulouse', departmentCode: '31', postalCode: '31000', lat: 43.6047, lon: 1.4442 },
  castelnaudary: { cityCode: '11076', cityName: 'Castelnaudary', departmentCode: '11', postalCode: '11400', lat: 43.3182, lon: 1.954 },
  marseille: { cityCode: '13055', cityName: 'Marseille', departmentCode: '13', postalCode: '13002', lat: 43.2965, lon: 5.3698 },
} satisfies Record<string, Town>;

function doc(n: number, town: Town, fields: Partial<SearchDocument> & Pick<SearchDocument, 'name' | 'type'>): SearchDocument {
  const slug = fields.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: id(n),
    slug,
    mealCategory: null,
    producerCategory: null,
    description: '',
    specialties: [],
    priceFrom: null,
    cups: 0,
    toques: 0,
    equipment: [],
    services: [],
    path: `/hotels-restaurants/${slug}`,
    published: true,
    updatedAt: `2024-0${1 + (n % 9)}-15T10:00:00.000Z`,
    ...town,
    ...fields,
  };
}

/** Ids are numbered so that the name order differs from the id order (ties are broken by id). */
export const F = {
  opera: doc(7, TOWNS.paris, {
    name: "Le Théâtre de l'Opéra",
    type: 'RESTAURANT',
    mealCategory: 'GASTRONOMIC',
    priceFrom: 9500,
    toques: 2,
    description: 'Cuisine gastronomique face au Palais Garnier, carte de saison.',
    specialties: ['homard bleu'],
    equipment: ['air-conditioning', 'terrace'],
    services: ['private-room', 'wifi'],
  }),
  bouchon: doc(3, TOWNS.lyon, {
    name: 'Bouchon des Canuts',
    type: 'RESTAURANT',
    mealCategory: 'TERROIR',
    priceFrom: 2500,
    cups: 1,
    description: 'Un vrai bouchon lyonnais sur les pentes de la Croix-Rousse.',
    specialties: ['quenelle de brochet', 'tablier de sapeur'],
    equipment: ['terrace'],
    services: ['wifi'],
  }),
  auberge: doc(12, TOWNS.beaune, {
    name: 'Auberge du Château',
    type: 'HOTEL_RESTAURANT',
    mealCategory: 'VILLAGE_INN',
    priceFrom: 4500,
    description: 'Auberge au cœur de la Bourgogne, au milieu des vignes.',
    specialties: ['bœuf bourguignon', 'œufs en meurette'],
    equipment: ['garden', 'parking', 'terrace'],
    services: ['pets-allowed', 'wifi'],
  }),
  tableDijon: doc(1, TOWNS.dijon, {
    name: 'La Table de Dijon',
    type: 'RESTAURANT',
    mealCategory: 'BISTRONOMIC',
    priceFrom: 3500,
    description: 'Bistrot moderne près des halles.',
    specialties: ['moutarde', 'escargots de Bourgogne'],
    equipment: ['air-conditioning'],
    services: ['takeaway', 'wifi'],
  }),
  vignes: doc(15, TOWNS.nuits, {
    name: 'Hôtel des Vignes',
    type: 'HOTEL',
    priceFrom: 12000,
    description: 'Hôtel de charme sur la route des Grands Crus.',
    equipment: ['parking', 'pool'],
    services: ['pets-allowed', 'wifi'],
  }),
  cremerie: doc(9, TOWNS.annecy, {
    name: 'Crèmerie des Alpes',
    type: 'LOCAL_PRODUCER',
    producerCategory: 'fromager',
    description: 'Fromages fermiers de Haute-Savoie affinés en cave.',
    specialties: ['reblochon', 'tomme'],
    equipment: ['parking'],
    services: ['takeaway'],
  }),
  chalet: doc(4, TOWNS.chamonix, {
    name: 'Chalet du Mont-Blanc',
    type: 'HOTEL_RESTAURANT',
    mealCategory: 'VILLAGE',
    priceFrom: 6000,
    description: 'Chalet savoyard face aux glaciers.',
    specialties: ['fondue', 'tartiflette'],
    equipment: ['garden', 'parking', 'pool'],
    services: ['pets-allowed', 'private-room', 'wifi'],
  }),
  brasserieIll: doc(11, TOWNS.strasbourg, {
    name: "Brasserie de l'Ill",
    type: 'RESTAURANT',
    mealCategory: 'BRASSERIE',
    priceFrom: 2500,
    description: 'Grande brasserie alsacienne au bord de l’Ill.',
    specialties: ['choucroute', 'tarte flambée'],
    equipment: ['terrace'],
    services: ['wifi'],
  }),
  winstub: doc(2, TOWNS.colmar, {
    name: 'Winstub du Vieux Colmar',
    type: 'RESTAURANT',
    mealCategory: 'WINE_BAR',
    priceFrom: 3000,
    description: "Vins d'Alsace au verre et cuisine de winstub.",
    specialties: ['baeckeoffe', 'munster'],
    services: ['takeaway'],
  }),
  comptoir: doc(14, TOWNS.castelnaudary, {
    name: 'Le Comptoir du Cassoulet',
    type: 'RESTAURANT',
    mealCategory: 'TERROIR',
    priceFrom: 2200,
    description: 'Le vrai plat de Castelnaudary, cuit au four à pain.',
    specialties: ['cassoulet'],
    equipment: ['parking', 'terrace'],
  }),
  halles: doc(5, TOWNS.toulouse, {
    name: 'Les Halles de Toulouse',
    type: 'RESTAURANT',
    mealCategory: 'BRASSERIE',
    priceFrom: 2000,
    description: 'Cuisine du marché, saucisse et cassoulet maison.',
    specialties: ['saucisse de Toulouse'],
    equipment: ['terrace'],
    services: ['wifi'],
  }),
  belleRive: doc(13, TOWNS.saintEmilion, {
    name: 'Château Belle-Rive',
    type: 'WINE',
    producerCategory: 'vigneron',
    priceFrom: 1800,
    description: 'Domaine viticole familial, grands crus de Saint-Émilion.',
    equipment: ['parking'],
    services: ['tasting'],
  }),
  chaponFin: doc(8, TOWNS.bordeaux, {
    name: 'Le Chapon Fin',
    type: 'RESTAURANT',
    mealCategory: 'PRESTIGE',
    priceFrom: 15000,
    toques: 3,
    description: 'Institution bordelaise depuis 1825.',
    specialties: ['lamproie à la bordelaise'],
    services: ['private-room'],
  }),
  fromagerie: doc(6, TOWNS.marseille, {
    name: 'Fromagerie du Vieux-Port',
    type: 'LOCAL_PRODUCER',
    producerCategory: 'fromager',
    description: "Fromage de chèvre et huile d'olive de Provence.",
    specialties: ['brousse du Rove'],
  }),
  bouillon: doc(10, TOWNS.parisCentre, {
    name: 'Le Bouillon Parisien',
    type: 'RESTAURANT',
    mealCategory: 'BRASSERIE',
    priceFrom: 1500,
    description: 'Cuisine de bistrot traditionnelle, œuf mayonnaise.',
    equipment: ['terrace'],
    updatedAt: '2024-03-15T10:00:00.000Z',
  }),
  closed: doc(16, TOWNS.paris, {
    name: 'Le Théâtre Fermé',
    type: 'RESTAURANT',
    mealCategory: 'BRASSERIE',
    priceFrom: 1000,
    published: false,
    description: 'Ancien théâtre, cassoulet et fromages.',
    specialties: ['cassoulet'],
    equipment: ['terrace'],
    services: ['wifi'],
  }),
} satisfies Record<string, SearchDocument>;

export const FIXTURE: SearchDocument[] = Object.values(F);
export const PUBLISHED: SearchDocument[] = FIXTURE.filter((d) => d.published);
