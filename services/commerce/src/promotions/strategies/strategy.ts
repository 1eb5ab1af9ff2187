import type { TaxCategory } from '../../money/money';
import type { ArgDefinition, ParsedArgs } from './args';

/** A cart line as the strategies see it (VAT-included unit price, its product's categories). */
export interface EngineLine {
  productId: string;
  unitPriceCents: number;
  quantity: number;
  taxCategory: TaxCategory;
  /** The VAT rate in force for the cart (tenths, taxes/tax-rates.service.ts); absent: France's rate of its category. */
  vatRateTenths?: number;
  categoryIds: readonly string[];
}

/** What is known of the customer. `hasOrdered` is null when not looked up (no condition needs it) or a guest. */
export interface CustomerFacts {
  customerId: string | null;
  groupCode: string | null;
  hasOrdered: boolean | null;
}

/** What a condition reads: the cart as it stands before any discount, and the customer. */
export interface ConditionContext {
  lines: readonly EngineLine[];
  subTotalCents: number;
  customer: CustomerFacts;
}

/** What an action reads: the lines and what is still to pay for each (after higher-priority discounts), and for shipping. */
export interface ActionContext {
  lines: readonly EngineLine[];
  /** Per line, in cents: its total less the discounts already applied. Never negative. */
  remaining: readonly number[];
  shippingRemaining: number;
}

/** What an action takes off: per line (same order) and off shipping. The engine caps each at what remains. */
export interface ActionEffect {
  lineDiscounts: number[];
  shippingDiscount: number;
}

interface Strategy {
  /** Stable code stored in promotions.conditions / actions (snake_case). */
  code: string;
  /** French sentence for the back office's picker. */
  description: string;
  args: readonly ArgDefinition[];
}

export interface ConditionStrategy extends Strategy {
  check(ctx: ConditionContext, args: ParsedArgs): boolean;
  /** The service looks the customer's past orders up only when an active promotion needs it. */
  needsOrderHistory?: boolean;
}

export interface ActionStrategy extends Strategy {
  apply(ctx: ActionContext, args: ParsedArgs): ActionEffect;
}

export const noEffect = (ctx: ActionContext): ActionEffect => ({ lineDiscounts: ctx.lines.map(() => 0), shippingDiscount: 0 });
