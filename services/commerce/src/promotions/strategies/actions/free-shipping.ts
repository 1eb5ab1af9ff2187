import type { ActionStrategy } from '../strategy';

/** The delivery is free (its whole price, VAT included). */
export const freeShipping: ActionStrategy = {
  code: 'free_shipping',
  description: 'Livraison offerte',
  args: [],
  apply: (ctx) => ({ lineDiscounts: ctx.lines.map(() => 0), shippingDiscount: ctx.shippingRemaining }),
};
