import type { EstablishmentType } from '../search/search.port';

/** Storefront section of each type (route slugs of PRODUCT-SPEC §2); one source for links and the sitemap. */
export const TYPE_SECTION: Record<EstablishmentType, string> = {
  RESTAURANT: 'hotels-restaurants',
  HOTEL: 'hotels-restaurants',
  HOTEL_RESTAURANT: 'hotels-restaurants',
  LOCAL_PRODUCER: 'producteurs-locaux',
  WINE: 'le-monde-du-vin',
};

/** Canonical detail path: /{section}/{department}/{city}/{slug}. */
export function establishmentPath(e: { type: EstablishmentType; departmentCode: string; citySlug: string; slug: string }): string {
  return `/${TYPE_SECTION[e.type]}/${e.departmentCode}/${e.citySlug}/${e.slug}`;
}

/** The types whose pages live in the same section as `type` (slugs must not collide within a section). */
export function typesOfSection(type: string): EstablishmentType[] {
  const section = TYPE_SECTION[type as EstablishmentType];
  return (Object.keys(TYPE_SECTION) as EstablishmentType[]).filter((t) => TYPE_SECTION[t] === section);
}
