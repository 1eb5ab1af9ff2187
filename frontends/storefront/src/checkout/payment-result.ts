import type { NavigateFunction } from 'react-router-dom';
import type { CheckoutResultNode } from './checkout.graphql';

const ABSOLUTE = /^https?:\/\//i;

/**
 * Follows a payment's `redirectUrl`: the provider's page (absolute: a full page load) or a page of the site
 * (a local path such as the test provider's: in-app navigation). False when there is nowhere to go.
 */
export function followPaymentRedirect(url: string | null | undefined, navigate: NavigateFunction, localePath: (path: string) => string): boolean {
  if (url && ABSOLUTE.test(url)) {
    window.location.assign(url);
    return true;
  }
  if (url && url.startsWith('/') && !url.startsWith('//')) {
    navigate(localePath(url));
    return true;
  }
  return false;
}

/**
 * Where a placed order (or a converted quote) goes next: the provider's page (`redirectUrl`, absolute:
 * a full page load; a local path: in-app navigation), the bank transfer instructions, or the success page.
 */
export function goToPaymentResult(result: CheckoutResultNode, navigate: NavigateFunction, localePath: (path: string) => string): void {
  const number = encodeURIComponent(result.order.number);
  if (followPaymentRedirect(result.redirectUrl, navigate, localePath)) return;
  if (result.instructions || result.order.paymentMethod === 'bank-transfer' || result.order.status === 'PENDING_PAYMENT') {
    navigate(localePath(`/checkout/payment/banktransfer?number=${number}`), { state: { instructions: result.instructions } });
    return;
  }
  navigate(localePath(`/checkout/success?number=${number}`));
}
