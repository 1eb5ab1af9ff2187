import type { ConditionStrategy } from '../strategy';

/** At least one product of the cart belongs to one of the categories (catalog's, from the product projection). */
export const inCategories: ConditionStrategy = {
  code: 'in_categories',
  description: 'Le panier contient un produit de certaines catégories',
  args: [{ name: 'categoryIds', type: 'category-ids', required: true, label: 'Catégories' }],
  check(ctx, args) {
    const ids = new Set(args.categoryIds as string[]);
    return ctx.lines.some((l) => l.categoryIds.some((c) => ids.has(c.toLowerCase())));
  },
};
