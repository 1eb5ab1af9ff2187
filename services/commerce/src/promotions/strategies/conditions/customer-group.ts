import type { ConditionStrategy } from '../strategy';

/** The signed-in customer belongs to one of the groups (the group of their access token). Guests never do. */
export const customerGroup: ConditionStrategy = {
  code: 'customer_group',
  description: 'Le client appartient à certains groupes',
  args: [{ name: 'groupCodes', type: 'customer-group-codes', required: true, label: 'Groupes de clients' }],
  check: (ctx, args) => ctx.customer.groupCode != null && (args.groupCodes as string[]).includes(ctx.customer.groupCode),
};
