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
