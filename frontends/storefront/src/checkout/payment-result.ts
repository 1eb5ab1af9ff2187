import type { NavigateFunction } from 'react-router-dom';
import type { CheckoutResultNode } from './checkout.graphql';

const ABSOLUTE = /^https?:\/\//i;

/**
 * Where a placed order (or a converted quote) goes next: the provider's page (`redirectUrl`, absolute:
 * a full page load; a local path: in-app navigation), the bank transfer instructions, or the success page.
 */
export function goToPaymentResult(result: CheckoutResultNode, navigate: NavigateFunction, localePath: (path: string) => string): void {
  const number = encodeURIComponent(result.order.number);
  const url = result.redirectUrl;
  if (url && ABSOLUTE.test(url)) {
    window.location.assign(url);
    return;
  }
  if (url && url.startsWith('/') && !url.startsWith('//')) {
    navigate(localePath(url));
    return;
  }
  if (result.instructions || result.order.paymentMethod === 'bank-transfer' || result.order.status === 'PENDING_PAYMENT') {
    navigate(localePath(`/checkout/payment/banktransfer?number=${number}`), { state: { instructions: result.instructions } });
    return;
  }
  navigate(localePath(`/checkout/success?number=${number}`));
}
