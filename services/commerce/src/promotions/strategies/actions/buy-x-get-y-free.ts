import type { ActionStrategy } from '../strategy';

/**
 * For every x + y units of the listed products (all together), y are free: the cheapest units (what is
 * left to pay for them), earlier lines first on equal prices.
 */
export const buyXGetYFree: ActionStrategy = {
  code: 'buy_x_get_y_free',
  description: 'X achetés, Y offerts (parmi certains produits, les moins chers offerts)',
  args: [
    { name: 'productIds', type: 'product-ids', required: true, label: 'Produits' },
    { name: 'x', type: 'int', required: true, label: 'Quantité achetée', min: 1, max: 999 },
    { name: 'y', type: 'int', required: true, label: 'Quantité offerte', min: 1, max: 999 },
  ],
  apply(ctx, args) {
    const ids = new Set(args.productIds as string[]);
    const x = args.x as number;
    const y = args.y as number;
    const eligible = ctx.lines
      .map((l, i) => ({ i, quantity: l.quantity, unit: Math.floor(ctx.remaining[i] / l.quantity) }))
      .filter(({ i }) => ids.has(ctx.lines[i].productId.toLowerCase()));
    const units = eligible.reduce((n, e) => n + e.quantity, 0);
    let free = Math.floor(units / (x + y)) * y;
    const lineDiscounts = ctx.lines.map(() => 0);
    for (const e of [...eligible].sort((a, b) => a.unit - b.unit || a.i - b.i)) {
      if (free <= 0) break;
      const taken = Math.min(free, e.quantity);
      // The last unit of a line takes its odd cents, so a line wholly free is wholly discounted.
      lineDiscounts[e.i] = taken === e.quantity ? ctx.remaining[e.i] : taken * e.unit;
      free -= taken;
    }
    return { lineDiscounts, shippingDiscount: 0 };
  },
};
