/**
 * Storefront pages a provider sends the customer back to (the storefront owns these routes; the
 * examples of `ReturnUrls` in payment-handler.ts). English pages live under /en.
 */
export function storefrontPaymentPages(publicWebUrl: string, code: string, orderNumber: string, locale: 'fr' | 'en'): { success: string; failure: string } {
  const origin = publicWebUrl.replace(/\/+$/, '');
  const prefix = locale === 'en' ? '/en' : '';
  const number = encodeURIComponent(orderNumber);
  return {
    success: `${origin}${prefix}/checkout/success?number=${number}`,
    failure: `${origin}${prefix}/checkout/payment/${encodeURIComponent(code)}/failed?number=${number}`,
  };
}
