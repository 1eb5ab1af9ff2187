import type { FieldErrors } from '@guide/platform';
import { ArgDefinition, ParsedArgs, argsOut, parseArgs } from './args';
import type { ActionStrategy, ConditionStrategy } from './strategy';
import { containsProducts } from './conditions/contains-products';
import { customerGroup } from './conditions/customer-group';
import { firstOrder } from './conditions/first-order';
import { inCategories } from './conditions/in-categories';
import { minimumOrderAmount } from './conditions/minimum-order-amount';
import { buyXGetYFree } from './actions/buy-x-get-y-free';
import { freeShipping } from './actions/free-shipping';
import { orderFixedDiscount } from './actions/order-fixed-discount';
import { orderPercentageDiscount } from './actions/order-percentage-discount';
import { productPercentageDiscount } from './actions/product-percentage-discount';

/**
 * Every condition and action a promotion may use. A new strategy is a file and a line here: the back
 * office builds its form from promotionConditions / promotionActions, so it needs no new screen.
 */
export const CONDITIONS: ReadonlyMap<string, ConditionStrategy> = new Map(
  [minimumOrderAmount, containsProducts, inCategories, customerGroup, firstOrder].map((s) => [s.code, s]),
);
export const ACTIONS: ReadonlyMap<string, ActionStrategy> = new Map(
  [orderPercentageDiscount, orderFixedDiscount, productPercentageDiscount, buyXGetYFree, freeShipping].map((s) => [s.code, s]),
);

/** Conditions or actions one promotion may hold. */
export const MAX_OPERATIONS = 20;

/** A condition or an action as stored (promotions.conditions / actions, jsonb). */
export interface StoredOperation {
  code: string;
  args: ParsedArgs;
}

/** The API's definition of a strategy (ConfigurableOperationDefinition). */
export const definitionOf = (s: { code: string; description: string; args: readonly ArgDefinition[] }) => ({
  code: s.code,
  description: s.description,
  args: s.args.map(({ name, type, required, label }) => ({ name, type, required, label })),
});

/** A stored operation as the API answers it (ConfigurableOperation). Unknown codes (a strategy removed) keep their raw args. */
export function operationOut(op: StoredOperation, kind: 'conditions' | 'actions') {
  const strategy = (kind === 'conditions' ? CONDITIONS : ACTIONS).get(op.code);
  const args = strategy ? argsOut(strategy.args, op.args) : Object.entries(op.args ?? {}).map(([name, value]) => ({ name, value: JSON.stringify(value) }));
  return { code: op.code, args };
}

interface OperationInput {
  code: string;
  args: readonly { name: string; value: string }[];
}

/**
 * Parses the API's operations of one kind. On the first problem: `errors[kind]` = UNKNOWN_OPERATION or
 * INVALID_ARGUMENT (TOO_MANY beyond MAX_OPERATIONS) and a sentence naming the operation, for the message.
 */
export function parseOperations(kind: 'conditions' | 'actions', input: readonly OperationInput[], errors: FieldErrors, problems: string[]): StoredOperation[] {
  const registry: ReadonlyMap<string, { args: readonly ArgDefinition[] }> = kind === 'conditions' ? CONDITIONS : ACTIONS;
  const what = kind === 'conditions' ? 'Condition' : 'Action';
  if (input.length > MAX_OPERATIONS) {
    errors[kind] = 'TOO_MANY';
    problems.push(`At most ${MAX_OPERATIONS} ${kind}`);
    return [];
  }
  const out: StoredOperation[] = [];
  for (const [i, op] of input.entries()) {
    const strategy = registry.get(op.code);
    if (!strategy) {
      errors[kind] = 'UNKNOWN_OPERATION';
      problems.push(`${what} ${i + 1}: unknown code "${String(op.code).slice(0, 60)}"`);
      return [];
    }
    const parsed = parseArgs(strategy.args, op.args);
    if (!parsed.ok) {
      errors[kind] = 'INVALID_ARGUMENT';
      problems.push(`${what} ${i + 1} (${op.code}): ${parsed.problem}`);
      return [];
    }
    out.push({ code: op.code, args: parsed.args });
  }
  return out;
}
