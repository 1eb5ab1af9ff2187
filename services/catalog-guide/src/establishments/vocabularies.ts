/**
 * The fixed vocabularies of an establishment, each entry with its French and English label: the one
 * list the API validates against, the back office offers and both apps display (query
 * `establishmentVocabularies`). Codes are stable identifiers: lower-case French slugs, except languages
 * (ISO 639-1). Producer category codes are also the storefront's route slugs
 * (`/producteurs-locaux/{code}`). Adding an entry is safe; renaming or removing a code orphans the
 * establishments and links that use it: don't.
 */
export interface VocabularyEntry {
  code: string;
  labelFr: string;
  labelEn: string;
}

const entries = (rows: [code: string, labelFr: string, labelEn: string][]): readonly VocabularyEntry[] =>
  Object.freeze(rows.map(([code, labelFr, labelEn]) => Object.freeze({ code, labelFr, labelEn })));

export const EQUIPMENT = entries([
  ['terrasse', 'Terrasse', 'Terrace'],
  ['jardin', 'Jardin', 'Garden'],
  ['parking', 'Parking', 'Car park'],
  ['piscine', 'Piscine', 'Swimming pool'],
  ['spa', 'Spa', 'Spa'],
  ['climatisation', 'Climatisation', 'Air conditioning'],
  ['wifi', 'Wi-Fi gratuit', 'Free Wi-Fi'],
  ['acces-pmr', 'Accès personnes à mobilité réduite', 'Wheelchair access'],
  ['ascenseur', 'Ascenseur', 'Lift'],
  ['salle-de-seminaire', 'Salle de séminaire', 'Meeting room'],
  ['borne-recharge', 'Borne de recharge électrique', 'EV charging point'],
  ['cheminee', 'Cheminée', 'Fireplace'],
  ['aire-de-jeux', 'Aire de jeux', 'Playground'],
  ['cave-a-vins', 'Cave à vins', 'Wine cellar'],
  ['local-velos', 'Local à vélos', 'Bike storage'],
]);

export const SERVICES = entries([
  ['petit-dejeuner', 'Petit-déjeuner', 'Breakfast'],
  ['brunch', 'Brunch', 'Brunch'],
  ['vente-a-emporter', 'Vente à emporter', 'Takeaway'],
  ['livraison', 'Livraison', 'Delivery'],
  ['salle-privee', 'Salle privée', 'Private dining room'],
  ['privatisation', 'Privatisation', 'Private hire'],
  ['visite-guidee', 'Visite guidée', 'Guided tour'],
  ['degustation', 'Dégustation', 'Tasting'],
  ['vente-directe', 'Vente directe', 'Farm shop'],
  ['vente-en-ligne', 'Vente en ligne', 'Online shop'],
  ['cours-de-cuisine', 'Cours de cuisine', 'Cooking classes'],
  ['animaux-acceptes', 'Animaux acceptés', 'Pets welcome'],
  ['menu-enfant', 'Menu enfant', "Children's menu"],
  ['menu-vegetarien', 'Menu végétarien', 'Vegetarian menu'],
  ['sans-gluten', 'Plats sans gluten', 'Gluten-free dishes'],
  ['service-en-chambre', 'Service en chambre', 'Room service'],
  ['navette', 'Navette', 'Shuttle'],
  ['reservation-en-ligne', 'Réservation en ligne', 'Online booking'],
]);

export const PAYMENT_MODES = entries([
  ['carte-bancaire', 'Carte bancaire', 'Debit and credit cards'],
  ['especes', 'Espèces', 'Cash'],
  ['cheque', 'Chèque', 'Cheque'],
  ['cheques-vacances', 'Chèques-Vacances', 'Holiday vouchers (Chèques-Vacances)'],
  ['titres-restaurant', 'Titres-restaurant', 'Meal vouchers'],
  ['american-express', 'American Express', 'American Express'],
  ['sans-contact', 'Paiement sans contact', 'Contactless payment'],
  ['paiement-mobile', 'Paiement mobile', 'Mobile payment'],
  ['virement', 'Virement bancaire', 'Bank transfer'],
]);

/** Languages spoken by the staff: ISO 639-1 codes. */
export const LANGUAGES = entries([
  ['fr', 'Français', 'French'],
  ['en', 'Anglais', 'English'],
  ['de', 'Allemand', 'German'],
  ['es', 'Espagnol', 'Spanish'],
  ['it', 'Italien', 'Italian'],
  ['nl', 'Néerlandais', 'Dutch'],
  ['pt', 'Portugais', 'Portuguese'],
  ['ca', 'Catalan', 'Catalan'],
  ['br', 'Breton', 'Breton'],
  ['oc', 'Occitan', 'Occitan'],
  ['eu', 'Basque', 'Basque'],
  ['pl', 'Polonais', 'Polish'],
  ['ru', 'Russe', 'Russian'],
  ['ar', 'Arabe', 'Arabic'],
  ['zh', 'Chinois', 'Chinese'],
  ['ja', 'Japonais', 'Japanese'],
  ['lsf', 'Langue des signes française', 'French Sign Language'],
]);

/** The trades of local producers; each code is the route slug of its storefront list. */
export const PRODUCER_CATEGORIES = entries([
  ['domaine-viticole', 'Domaine viticole', 'Wine estate'],
  ['fromages', 'Fromages', 'Cheese'],
  ['chocolat', 'Chocolat', 'Chocolate'],
  ['fruits-et-legumes', 'Fruits et légumes', 'Fruit and vegetables'],
  ['boulangerie-patisserie', 'Boulangerie-pâtisserie', 'Bakery and pastry'],
  ['charcuterie', 'Charcuterie', 'Charcuterie'],
  ['boucherie', 'Boucherie', 'Butcher'],
  ['volailles', 'Volailles', 'Poultry'],
  ['foie-gras', 'Foie gras', 'Foie gras'],
  ['escargots', 'Escargots', 'Snails'],
  ['poissons-et-fruits-de-mer', 'Poissons et fruits de mer', 'Fish and seafood'],
  ['miel', 'Miel', 'Honey'],
  ['confitures', 'Confitures', 'Jams'],
  ['confiserie', 'Confiserie', 'Confectionery'],
  ['huiles-et-vinaigres', 'Huiles et vinaigres', 'Oils and vinegars'],
  ['epicerie-fine', 'Épicerie fine', 'Delicatessen'],
  ['truffes', 'Truffes', 'Truffles'],
  ['glaces-et-sorbets', 'Glaces et sorbets', 'Ice cream and sorbets'],
  ['biere-artisanale', 'Bière artisanale', 'Craft beer'],
  ['cidre-et-calvados', 'Cidre et calvados', 'Cider and calvados'],
  ['spiritueux', 'Spiritueux', 'Spirits'],
  ['cafe-et-the', 'Café et thé', 'Coffee and tea'],
]);

export const VOCABULARIES = {
  equipment: EQUIPMENT,
  services: SERVICES,
  paymentModes: PAYMENT_MODES,
  languages: LANGUAGES,
  producerCategories: PRODUCER_CATEGORIES,
} as const;

export type VocabularyName = keyof typeof VOCABULARIES;

const codesOf = (list: readonly VocabularyEntry[]): ReadonlySet<string> => new Set(list.map((e) => e.code));
const CODES: Record<VocabularyName, ReadonlySet<string>> = {
  equipment: codesOf(EQUIPMENT),
  services: codesOf(SERVICES),
  paymentModes: codesOf(PAYMENT_MODES),
  languages: codesOf(LANGUAGES),
  producerCategories: codesOf(PRODUCER_CATEGORIES),
};

export function isVocabularyCode(vocabulary: VocabularyName, code: string): boolean {
  return CODES[vocabulary].has(code);
}

/** The codes of `values` that the vocabulary does not list (empty when all are known). */
export function unknownCodes(vocabulary: VocabularyName, values: readonly string[]): string[] {
  return values.filter((v) => !CODES[vocabulary].has(v));
}

/** The label of a code in one language, or the code itself when unknown (old data). */
export function vocabularyLabel(vocabulary: VocabularyName, code: string, locale: 'fr' | 'en' = 'fr'): string {
  const entry = VOCABULARIES[vocabulary].find((e) => e.code === code);
  if (!entry) return code;
  return locale === 'en' ? entry.labelEn : entry.labelFr;
}
