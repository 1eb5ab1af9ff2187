import { errorCode, fieldErrors } from '@guide/ui';
import { loadStrings } from '../i18n';

/** What a shop screen shows for a failure: a translation key, or keys tried in turn (i18next's `t([...])`). */
export type ShopMessage = string | string[];

/**
 * The translations of a message key of @guide/validation's catalogue (a form's rule or the API's
 * `extensions.fieldErrors`): the shop's own wording (`shop.errors`) first, then the shared `ui:fieldErrors`
 * every key of the catalogue has (frontends/ui/src/message-keys.spec.ts).
 */
export const shopMessage = (key: string): string[] => [`shop.errors.${key}`, `ui:fieldErrors.${key}`, 'ui:fieldErrors.unknown'];

/**
 * The message of a failed shop call: its first field error (a key of the catalogue), else one by error
 * code (signed out, not found, throttled, network), else the generic "try again".
 */
export function shopErrorKey(error: unknown): ShopMessage {
  const [key] = Object.values(fieldErrors(error));
  if (key) return shopMessage(key);
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

/**
 * shopErrorKey once the shared field errors' texts are in: a public page (the product's) loads them when
 * it first needs one (i18n.ts); the customer's routes have them already.
 */
export async function shopFailure(error: unknown): Promise<ShopMessage> {
  await loadStrings('formErrors').catch(() => undefined); // offline: the key's fallback text
  return shopErrorKey(error);
}
