import { divRoundHalfUp } from '../../../money/money';
import type { ActionStrategy } from '../strategy';

/**
 * A percentage off some products. Rounded half up per unit (a line is then quantity × the sale price the
 * storefront shows), or per line when an earlier discount left the line's units at unequal prices.
 */
export const productPercentageDiscount: ActionStrategy = {
  code: 'product_percentage_discount',
  description: 'Pourcentage de remise sur certains produits',
  args: [
    { name: 'productIds', type: 'product-ids', required: true, label: 'Produits' },
    { name: 'percent', type: 'percent', required: true, label: 'Remise (%)' },
  ],
  apply(ctx, args) {
    const ids = new Set(args.productIds as string[]);
    const percent = args.percent as number;
    return {
      lineDiscounts: ctx.lines.map((l, i) => {
        if (!ids.has(l.productId.toLowerCase())) return 0;
        const left = ctx.remaining[i];
        return left % l.quantity === 0 ? l.quantity * divRoundHalfUp((left / l.quantity) * percent, 100) : divRoundHalfUp(left * percent, 100);
      }),
      shippingDiscount: 0,
    };
  },
};
