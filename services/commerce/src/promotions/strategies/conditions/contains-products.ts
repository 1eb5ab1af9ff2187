import type { ConditionStrategy } from '../strategy';

/** The cart holds at least `minimumQuantity` units, all products of the list together. */
export const containsProducts: ConditionStrategy = {
  code: 'contains_products',
  description: 'Le panier contient certains produits (en quantité minimale)',
  args: [
    { name: 'productIds', type: 'product-ids', required: true, label: 'Produits' },
    { name: 'minimumQuantity', type: 'int', required: false, label: 'Quantité minimale', min: 1, max: 999, default: 1 },
  ],
  check(ctx, args) {
    const ids = new Set(args.productIds as string[]);
    const units = ctx.lines.filter((l) => ids.has(l.productId.toLowerCase())).reduce((n, l) => n + l.quantity, 0);
    return units >= (args.minimumQuantity as number);
  },
};
