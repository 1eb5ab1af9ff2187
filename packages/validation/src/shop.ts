/**
 * The shop catalogue's bounds that the back office's product form and catalog-guide both check
 * (services/catalog-guide/src/products/product.rules.ts builds its full rule set on these).
 */

/** Letters, digits, dot, dash, underscore; 1 to 64 characters. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** 1,000,000.00 €: a typo guard more than a business rule. */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
/** Pictures a product may have. */
export const MAX_PRODUCT_IMAGES = 12;
