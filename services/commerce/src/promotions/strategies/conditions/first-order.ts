import type { ConditionStrategy } from '../strategy';

/** A signed-in customer who has never ordered (canceled orders and quotes do not count). Guests: not yet known, so no. */
export const firstOrder: ConditionStrategy = {
  code: 'first_order',
  description: 'Première commande du client',
  args: [],
  needsOrderHistory: true,
  check: (ctx) => ctx.customer.customerId != null && ctx.customer.hasOrdered === false,
};
