import { divRoundHalfUp } from '../../../money/money';
import type { ActionStrategy } from '../strategy';

/** A percentage off every line, rounded half up per line, on what is left to pay for it. */
export const orderPercentageDiscount: ActionStrategy = {
  code: 'order_percentage_discount',
  description: 'Pourcentage de remise sur la commande',
  args: [{ name: 'percent', type: 'percent', required: true, label: 'Remise (%)' }],
  apply: (ctx, args) => ({
    lineDiscounts: ctx.remaining.map((r) => divRoundHalfUp(r * (args.percent as number), 100)),
    shippingDiscount: 0,
  }),
};
