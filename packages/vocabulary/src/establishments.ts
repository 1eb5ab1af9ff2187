/**
 * The establishment enums of the guide (GraphQL `EstablishmentType`, `MealCategory`): the catalog
 * validates against these, the back office offers them and the storefront builds its URLs from them.
 */
export const ESTABLISHMENT_TYPES = ['RESTAURANT', 'HOTEL', 'HOTEL_RESTAURANT', 'LOCAL_PRODUCER', 'WINE'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];

export const MEAL_CATEGORIES = ['PRESTIGE', 'GASTRONOMIC', 'BISTRONOMIC', 'BRASSERIE', 'TERROIR', 'VILLAGE', 'VILLAGE_INN', 'WINE_BAR'] as const;
export type MealCategory = (typeof MEAL_CATEGORIES)[number];

export function isEstablishmentType(value: unknown): value is EstablishmentType {
  return typeof value === 'string' && (ESTABLISHMENT_TYPES as readonly string[]).includes(value);
}

export function isMealCategory(value: unknown): value is MealCategory {
  return typeof value === 'string' && (MEAL_CATEGORIES as readonly string[]).includes(value);
}
