import { errorCode, fieldErrors } from '@guide/ui';

/** Shop message keys the API sends in `extensions.fieldErrors` (commerce), translated under `shop.errors`. */
export const SHOP_ERROR_KEYS = [
  'OUT_OF_STOCK',
  'COUPON_UNKNOWN',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'SHIPPING_METHOD_UNAVAILABLE',
  'ADDRESS_REQUIRED',
  'SHIPPING_METHOD_REQUIRED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'CART_EMPTY',
  'PRODUCT_UNAVAILABLE',
] as const;

/**
 * The translation key of a failed shop call: the first shop key among its field errors, else one by
 * error code (signed out, not found, throttled, network), else the generic "try again".
 */
export function shopErrorKey(error: unknown): string {
  const keys = Object.values(fieldErrors(error));
  const known = keys.find((key): key is (typeof SHOP_ERROR_KEYS)[number] => (SHOP_ERROR_KEYS as readonly string[]).includes(key));
  if (known) return `shop.errors.${known}`;
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
      return 'shop.errors.signedOut';
    case 'NOT_FOUND':
      return 'shop.errors.notFound';
    case 'TOO_MANY_REQUESTS':
      return 'auth.errors.tooManyRequests';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}
