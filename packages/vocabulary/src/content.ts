/**
 * Enums of the CMS, the support desk and the contest that forms offer and services check (GraphQL enums
 * of the same names). Status lifecycles live with their state machines in the services.
 */
export const PAGE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const TICKET_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Spec §3: the four prize categories of the breakfast contest. */
export const CONTEST_CATEGORIES = ['PROFESSIONAL', 'HOTEL_ESTABLISHMENT', 'GENERAL_PUBLIC', 'HOTEL_SCHOOL'] as const;
export type ContestCategory = (typeof CONTEST_CATEGORIES)[number];

/** The cms page the storefront shows at /qui-sommes-nous (and /about-us). */
export const ABOUT_PAGE_SLUG = 'qui-sommes-nous';
/** Any other cms page lives under this prefix, so a page slug never shadows another route. */
export const PAGES_PATH_PREFIX = '/pages';
/** The storefront path of a cms page (French; the storefront prefixes /en). */
export const pagePath = (slug: string): string => (slug === ABOUT_PAGE_SLUG ? `/${ABOUT_PAGE_SLUG}` : `${PAGES_PATH_PREFIX}/${slug}`);
