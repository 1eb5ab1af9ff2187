/** The HTTP error pages of the product (spec section 8); each has a title and a message in the `ui` namespace. */
export const ERROR_PAGE_CODES = [401, 403, 404, 419, 429, 500, 503] as const;
export type ErrorPageCode = (typeof ERROR_PAGE_CODES)[number];

export function isErrorPageCode(value: number): value is ErrorPageCode {
  return (ERROR_PAGE_CODES as readonly number[]).includes(value);
}
