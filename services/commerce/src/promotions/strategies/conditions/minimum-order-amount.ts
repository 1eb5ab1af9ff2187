import type { ConditionStrategy } from '../strategy';

/** The cart's subtotal (VAT included, before any discount) reaches an amount. */
export const minimumOrderAmount: ConditionStrategy = {
  code: 'minimum_order_amount',
  description: 'Le panier atteint un montant minimum (TTC, avant remises)',
  args: [{ name: 'amountCents', type: 'money', required: true, label: 'Montant minimum' }],
  check: (ctx, args) => ctx.subTotalCents >= (args.amountCents as number),
};
