/** The site search page (API contract: `/search-results?q=`, also under /en). */
export const SITE_SEARCH_PATH = '/search-results';
