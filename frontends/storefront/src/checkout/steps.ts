/** The checkout stepper (spec §2): Panier → Adresses → Livraison → Informations → Paiement → Confirmation. */
export const CHECKOUT_STEPS = [
  { key: 'cart', path: '/panier' },
  { key: 'addresses', path: '/checkout/addresses' },
  { key: 'shipping', path: '/checkout/shipping' },
  { key: 'information', path: '/checkout/information' },
  { key: 'payment', path: '/checkout/payment' },
  { key: 'confirmation', path: '/checkout/success' },
] as const;
export type CheckoutStepKey = (typeof CHECKOUT_STEPS)[number]['key'];

/** The step a checkout path belongs to (payment provider pages and results count as the last ones). */
export function stepOfPath(path: string): CheckoutStepKey {
  if (path.startsWith('/checkout/addresses')) return 'addresses';
  if (path.startsWith('/checkout/shipping')) return 'shipping';
  if (path.startsWith('/checkout/information') || path.startsWith('/checkout/quote')) return 'information';
  if (path === '/checkout/payment' || /\/(redirect|test-card|failed|crypto)$/.test(path)) return 'payment';
  return 'confirmation';
}

/** The order comment typed at the "Informations" step, sent with placeOrder at the payment step. */
const COMMENT_KEY = 'guide_checkout_comment';
export function savedComment(): string {
  try {
    return window.sessionStorage.getItem(COMMENT_KEY) ?? '';
  } catch {
    return '';
  }
}
export function saveComment(comment: string): void {
  try {
    if (comment) window.sessionStorage.setItem(COMMENT_KEY, comment);
    else window.sessionStorage.removeItem(COMMENT_KEY);
  } catch {
    // storage blocked: the comment is simply not kept
  }
}
