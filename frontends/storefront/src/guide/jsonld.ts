import { aggregateRatingJsonLd } from '../reviews/rating';
import type { EstablishmentDetailNode } from './guide.graphql';
import { SCHEMA_DAYS, weekHours } from './hours';
import type { EstablishmentType } from './sections';

/** schema.org type of each establishment type (Restaurant, Hotel, LocalBusiness). */
export const SCHEMA_TYPE: Record<EstablishmentType, string | string[]> = {
  RESTAURANT: 'Restaurant',
  HOTEL: 'Hotel',
  HOTEL_RESTAURANT: ['Hotel', 'Restaurant'],
  LOCAL_PRODUCER: 'LocalBusiness',
  WINE: 'LocalBusiness',
};

export interface JsonLdContext {
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URLs of the images. */
  images: string[];
  description: string | null;
  priceRange: string | null;
  paymentAccepted: string[];
  languages: string[];
  amenities: string[];
}

/** The schema.org description of an establishment, for its detail page. */
export function establishmentJsonLd(e: EstablishmentDetailNode, context: JsonLdContext): Record<string, unknown> {
  const type = SCHEMA_TYPE[e.type];
  const isHotel = type === 'Hotel' || (Array.isArray(type) && type.includes('Hotel'));
  const isRestaurant = type === 'Restaurant' || (Array.isArray(type) && type.includes('Restaurant'));
  const hours = weekHours(e.openingHours).flatMap(({ day, ranges }) =>
    ranges.map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day], opens: r.opens, closes: r.closes })),
  );
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${context.url}#establishment`,
    name: e.name,
    url: context.url,
    description: context.description ?? undefined,
    image: context.images.length ? context.images : undefined,
    telephone: e.phone ?? undefined,
    email: e.email ?? undefined,
    sameAs: e.website ? [e.website] : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: e.street ?? undefined,
      postalCode: e.postalCode ?? undefined,
      addressLocality: e.city.name,
      addressRegion: e.department.name,
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lon },
    priceRange: context.priceRange ?? undefined,
    openingHoursSpecification: hours.length ? hours : undefined,
    paymentAccepted: context.paymentAccepted.length ? context.paymentAccepted.join(', ') : undefined,
    knowsLanguage: context.languages.length ? context.languages : undefined,
    amenityFeature: context.amenities.length ? context.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) : undefined,
    aggregateRating: aggregateRatingJsonLd(e.rating),
  };
  if (isHotel && e.roomCount) data.numberOfRooms = e.roomCount;
  if (isRestaurant && e.menus?.length) {
    data.hasMenu = {
      '@type': 'Menu',
      hasMenuSection: {
        '@type': 'MenuSection',
        hasMenuItem: e.menus.map((m) => ({
          '@type': 'MenuItem',
          name: m.name,
          description: m.description ?? undefined,
          offers: m.priceCents != null ? { '@type': 'Offer', price: (m.priceCents / 100).toFixed(2), priceCurrency: 'EUR' } : undefined,
        })),
      },
    };
  }
  return JSON.parse(JSON.stringify(data)); // drops the undefined entries
}
