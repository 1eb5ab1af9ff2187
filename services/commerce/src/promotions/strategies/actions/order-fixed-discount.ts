import { spread } from '../../../money/money';
import type { ActionStrategy } from '../strategy';

/** An amount off the order (at most what is left to pay for the lines), shared by the lines in proportion. */
export const orderFixedDiscount: ActionStrategy = {
  code: 'order_fixed_discount',
  description: 'Montant de remise sur la commande',
  args: [{ name: 'amountCents', type: 'money', required: true, label: 'Remise (montant TTC)' }],
  apply(ctx, args) {
    const left = ctx.remaining.reduce((a, b) => a + b, 0);
    return { lineDiscounts: spread(Math.min(left, args.amountCents as number), [...ctx.remaining]), shippingDiscount: 0 };
  },
};
