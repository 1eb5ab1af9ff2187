/**
 * The promotion form's values and rules, without React (unit-tested in promotion-form.spec.ts). Conditions
 * and actions are built from the API's strategy definitions: each argument's `type` says which input edits
 * it and how its value travels (JSON text in ConfigArgInput.value). Error messages are message keys.
 */
import { inParis, parisDayBounds } from '@guide/ui/dates';
import { COUPON_CODE_PATTERN, normalizeCouponCode, SHOP_LIMITS } from '@guide/validation';
import type { Dayjs } from 'dayjs';
import * as yup from 'yup';
import { amountToCents } from '../coupon-form';
import type { OperationDefinition, PromotionInput, PromotionNode } from './promotions.graphql';

/** commerce's promotion-rules.ts and strategies/args.ts bounds. */
export const PROMOTION_LIMITS = {
  nameMax: 120,
  couponCodeMax: SHOP_LIMITS.couponCodeMax,
  usageLimitMax: SHOP_LIMITS.usageLimitMax,
  priorityMax: 10_000,
  intMax: 1_000_000,
  idsMax: 200,
};
/** generateCoupons: at most this many vouchers at once, a prefix of at most 20 letters, digits and dashes. */
export const VOUCHER_LIMITS = { countMax: 1000, prefixMax: 20 };
export const VOUCHER_PREFIX_PATTERN = /^[A-Za-z0-9-]*$/;

/** The argument types the form knows (ConfigArgDefinition.type); any other is edited as raw JSON. */
export const ARG_TYPES = ['int', 'money', 'percent', 'boolean', 'product-ids', 'category-ids', 'customer-group-codes'] as const;
export type ArgType = (typeof ARG_TYPES)[number];
export const ID_LIST_TYPES: readonly string[] = ['product-ids', 'category-ids', 'customer-group-codes'];

/** An argument as the form holds it: a number (int, percent), euros as typed (money), a boolean, ids, or raw JSON text. */
export type ArgValue = number | string | boolean | string[] | null;
export type ArgDefinition = OperationDefinition['args'][number];

export interface OperationValues {
  code: string;
  args: Record<string, ArgValue>;
}

export interface PromotionFormValues {
  name: string;
  enabled: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  couponCode: string;
  usageLimit: number | null;
  perCustomerUsageLimit: number | null;
  priority: number | null;
  exclusive: boolean;
  conditions: OperationValues[];
  actions: OperationValues[];
}

export const EMPTY_PROMOTION: PromotionFormValues = {
  name: '',
  enabled: true,
  startsAt: null,
  endsAt: null,
  couponCode: '',
  usageLimit: null,
  perCustomerUsageLimit: null,
  priority: 0,
  exclusive: false,
  conditions: [],
  actions: [],
};

/** 2490 → "24,90": an amount in the French way, as the money inputs take it. */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** The empty value of an input of that type. */
export function emptyArg(type: string): ArgValue {
  if (type === 'boolean') return false;
  if (ID_LIST_TYPES.includes(type)) return [];
  if (type === 'money') return '';
  if (type === 'int' || type === 'percent') return null;
  return '';
}

/** A new operation of that strategy, every argument empty. */
export const emptyOperation = (definition: OperationDefinition): OperationValues => ({
  code: definition.code,
  args: Object.fromEntries(definition.args.map((arg) => [arg.name, emptyArg(arg.type)])),
});

/** A stored argument (JSON text) as its input holds it; an unreadable value gives the empty one. */
export function argFromJson(type: string, text: string): ArgValue {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return ARG_TYPES.includes(type as ArgType) ? emptyArg(type) : text;
  }
  switch (type) {
    case 'int':
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? centsToEuros(value) : '';
    case 'boolean':
      return value === true;
    case 'product-ids':
    case 'category-ids':
    case 'customer-group-codes':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    default:
      return text;
  }
}

const isBlank = (type: string, value: ArgValue) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0 && ID_LIST_TYPES.includes(type));

/**
 * The message key of an argument's value, null when it can be sent. A blank value is REQUIRED only for a
 * required argument (a boolean is never blank).
 */
export function argError(definition: Pick<ArgDefinition, 'type' | 'required'>, value: ArgValue): string | null {
  const { type, required } = definition;
  if (type !== 'boolean' && isBlank(type, value)) return required ? 'REQUIRED' : null;
  switch (type) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PROMOTION_LIMITS.intMax ? null : 'OUT_OF_RANGE';
    case 'percent':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? null : 'PERCENT_OUT_OF_RANGE';
    case 'money':
      return typeof value === 'string' && amountToCents(value) !== null ? null : 'INVALID_AMOUNT';
    case 'boolean':
      return null;
    case 'product-ids':
    case 'category-ids':
    case 'customer-group-codes':
      if (!Array.isArray(value)) return 'INVALID_FORMAT';
      return value.length <= PROMOTION_LIMITS.idsMax ? null : 'OUT_OF_RANGE';
    default:
      try {
        JSON.parse(String(value));
        return null;
      } catch {
        return 'INVALID_FORMAT';
      }
  }
}

/** The JSON text an argument is sent as; null when blank (left out). Assumes argError passed. */
export function argToJson(type: string, value: ArgValue): string | null {
  if (type !== 'boolean' && isBlank(type, value)) return null;
  switch (type) {
    case 'money':
      return JSON.stringify(amountToCents(String(value)));
    case 'boolean':
      return JSON.stringify(value === true);
    case 'int':
    case 'percent':
      return JSON.stringify(Number(value));
    case 'product-ids':
    case 'category-ids':
    case 'customer-group-codes':
      return JSON.stringify(Array.isArray(value) ? value : []);
    default:
      return String(value).trim();
  }
}

/** A stored operation as the form edits it: the definition's arguments, each from its stored value (or empty). */
export function operationFromNode(
  node: { code: string; args: readonly { name: string; value: string }[] },
  definitions: readonly OperationDefinition[],
): OperationValues {
  const definition = definitions.find((d) => d.code === node.code);
  const stored = new Map(node.args.map((arg) => [arg.name, arg.value]));
  if (!definition) return { code: node.code, args: Object.fromEntries(node.args.map((arg) => [arg.name, arg.value])) };
  return {
    code: node.code,
    args: Object.fromEntries(
      definition.args.map((arg) => {
        const value = stored.get(arg.name);
        return [arg.name, value === undefined ? emptyArg(arg.type) : argFromJson(arg.type, value)];
      }),
    ),
  };
}

/** The operation as sent: the definition's arguments that have a value (an unknown code goes as it is, for the API to refuse). */
export function operationInput(values: OperationValues, definitions: readonly OperationDefinition[]) {
  const definition = definitions.find((d) => d.code === values.code);
  if (!definition) {
    return {
      code: values.code,
      args: Object.entries(values.args).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) })),
    };
  }
  return {
    code: values.code,
    args: definition.args.flatMap((arg) => {
      const value = argToJson(arg.type, values.args[arg.name] ?? emptyArg(arg.type));
      return value === null ? [] : [{ name: arg.name, value }];
    }),
  };
}

export interface Strategies {
  conditions: readonly OperationDefinition[];
  actions: readonly OperationDefinition[];
}

/** The form's values of a stored promotion (dates as Paris days). */
export function fromPromotion(node: PromotionNode, strategies: Strategies): PromotionFormValues {
  return {
    name: node.name,
    enabled: node.enabled,
    startsAt: node.startsAt ? inParis(node.startsAt).startOf('day') : null,
    endsAt: node.endsAt ? inParis(node.endsAt).startOf('day') : null,
    couponCode: node.couponCode ?? '',
    usageLimit: node.usageLimit,
    perCustomerUsageLimit: node.perCustomerUsageLimit,
    priority: node.priority,
    exclusive: node.exclusive,
    conditions: node.conditions.map((op) => operationFromNode(op, strategies.conditions)),
    actions: node.actions.map((op) => operationFromNode(op, strategies.actions)),
  };
}

/** The input of validated values: from the first day's start to the last day's end in Paris; an empty code is an automatic promotion. */
export function toPromotionInput(values: PromotionFormValues, strategies: Strategies): PromotionInput {
  const code = normalizeCouponCode(values.couponCode);
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    startsAt: values.startsAt ? parisDayBounds(values.startsAt.format('YYYY-MM-DD')).start : null,
    endsAt: values.endsAt ? parisDayBounds(values.endsAt.format('YYYY-MM-DD')).end : null,
    couponCode: code || null,
    usageLimit: values.usageLimit,
    perCustomerUsageLimit: values.perCustomerUsageLimit,
    priority: values.priority ?? 0,
    exclusive: values.exclusive,
    conditions: values.conditions.map((op) => operationInput(op, strategies.conditions)),
    actions: values.actions.map((op) => operationInput(op, strategies.actions)),
  };
}

const optionalLimit = (max: number) =>
  yup
    .number()
    .nullable()
    .typeError('INVALID_NUMBER')
    .integer('USAGE_LIMIT_OUT_OF_RANGE')
    .min(1, 'USAGE_LIMIT_OUT_OF_RANGE')
    .max(max, 'USAGE_LIMIT_OUT_OF_RANGE');

/** One condition or action: a known strategy, and each of its arguments valid (errors under `args.<name>`). */
function operationSchema(definitions: readonly OperationDefinition[]) {
  return yup.lazy((op: OperationValues | undefined) => {
    const definition = definitions.find((d) => d.code === op?.code);
    return yup.object({
      code: yup
        .string()
        .required('REQUIRED')
        .test('known', 'UNKNOWN_OPERATION', (code) => !code || definitions.some((d) => d.code === code)),
      args: yup.object(
        Object.fromEntries(
          (definition?.args ?? []).map((arg) => [
            arg.name,
            yup.mixed().test('arg', (value, context) => {
              const key = argError(arg, (value ?? null) as ArgValue);
              return key ? context.createError({ message: key }) : true;
            }),
          ]),
        ),
      ),
    });
  });
}

/** The form's rules, the API's (BAD_USER_INPUT keys) checked before sending. */
export function promotionSchema(strategies: Strategies) {
  return yup.object({
    name: yup.string().trim().required('REQUIRED').max(PROMOTION_LIMITS.nameMax, 'TOO_LONG'),
    couponCode: yup.string().test('code', 'COUPON_CODE_INVALID', (code) => {
      const normal = normalizeCouponCode(code ?? '');
      return normal === '' || COUPON_CODE_PATTERN.test(normal);
    }),
    endsAt: yup
      .mixed<Dayjs>()
      .nullable()
      .test('after-start', 'BEFORE_START', function (endsAt) {
        const startsAt = (this.parent as PromotionFormValues).startsAt;
        return !endsAt || !startsAt || !endsAt.isBefore(startsAt, 'day');
      }),
    usageLimit: optionalLimit(PROMOTION_LIMITS.usageLimitMax),
    perCustomerUsageLimit: optionalLimit(PROMOTION_LIMITS.usageLimitMax),
    priority: yup
      .number()
      .nullable()
      .typeError('INVALID_NUMBER')
      .integer('OUT_OF_RANGE')
      .min(-PROMOTION_LIMITS.priorityMax, 'OUT_OF_RANGE')
      .max(PROMOTION_LIMITS.priorityMax, 'OUT_OF_RANGE'),
    conditions: yup.array().of(operationSchema(strategies.conditions)),
    actions: yup.array().of(operationSchema(strategies.actions)).min(1, 'REQUIRED'),
  });
}

/** The form field of a server `fieldErrors` entry (the lists' own errors go on the list). */
export const promotionFormField = (name: string): keyof PromotionFormValues | null =>
  (['name', 'startsAt', 'endsAt', 'couponCode', 'usageLimit', 'perCustomerUsageLimit', 'priority', 'conditions', 'actions'] as const).find(
    (field) => field === name.split('.')[0].split('[')[0],
  ) ?? null;

/** The generateCoupons form: how many (1–1000) and an optional prefix. */
export const voucherSchema = yup.object({
  count: yup
    .number()
    .typeError('INVALID_NUMBER')
    .required('REQUIRED')
    .integer('COUNT_OUT_OF_RANGE')
    .min(1, 'COUNT_OUT_OF_RANGE')
    .max(VOUCHER_LIMITS.countMax, 'COUNT_OUT_OF_RANGE'),
  prefix: yup.string().trim().max(VOUCHER_LIMITS.prefixMax, 'TOO_LONG').matches(VOUCHER_PREFIX_PATTERN, 'PREFIX_INVALID'),
});
