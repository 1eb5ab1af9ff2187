import { SHOP_LIMITS, isUuid } from '@guide/validation';

/**
 * The typed arguments of a condition or an action. `type` is the API's fixed vocabulary (the back office
 * picks its input from it); the API carries every value as JSON text (ConfigArg.value), parsed and
 * checked here so that a strategy only ever sees well-typed, bounded values.
 */
export type ArgType = 'int' | 'money' | 'percent' | 'boolean' | 'product-ids' | 'category-ids' | 'customer-group-codes';

export interface ArgDefinition {
  name: string;
  type: ArgType;
  required: boolean;
  /** French label the back office shows (the admin may translate by code + name). */
  label: string;
  /** `int` only: inclusive bounds (default 1 to 1,000,000). */
  min?: number;
  max?: number;
  /** Value when an optional argument is left out. */
  default?: ArgValue;
}

export type ArgValue = number | boolean | string[];
export type ParsedArgs = Record<string, ArgValue>;

/** Products or categories one operation may name, and groups. */
export const MAX_IDS = 200;
export const MAX_GROUP_CODES = 50;
const GROUP_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** A JSON value beyond this is refused before parsing (200 UUIDs with quotes and commas fit). */
export const MAX_VALUE_LENGTH = 10_000;

/** Why a value does not fit its type, in words for the error message; null when it fits. */
function typeError(def: ArgDefinition, value: unknown): string | null {
  const int = (min: number, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : `an integer between ${min} and ${max}`;
  switch (def.type) {
    case 'int':
      return int(def.min ?? 1, def.max ?? 1_000_000);
    case 'money':
      return int(1, SHOP_LIMITS.amountOffCentsMax) && `an amount in cents between 1 and ${SHOP_LIMITS.amountOffCentsMax}`;
    case 'percent':
      return int(1, 100) && 'a whole percentage between 1 and 100';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'true or false';
    case 'product-ids':
    case 'category-ids':
      return Array.isArray(value) && value.length >= 1 && value.length <= MAX_IDS && value.every((v) => typeof v === 'string' && isUuid(v))
        ? null
        : `a JSON array of 1 to ${MAX_IDS} ids`;
    case 'customer-group-codes':
      return Array.isArray(value) && value.length >= 1 && value.length <= MAX_GROUP_CODES && value.every((v) => typeof v === 'string' && GROUP_CODE.test(v))
        ? null
        : `a JSON array of 1 to ${MAX_GROUP_CODES} customer group codes`;
  }
}

/** A value as stored: ids lower-cased and without duplicates. */
function normalized(def: ArgDefinition, value: ArgValue): ArgValue {
  if (def.type === 'product-ids' || def.type === 'category-ids') return [...new Set((value as string[]).map((v) => v.toLowerCase()))];
  if (def.type === 'customer-group-codes') return [...new Set(value as string[])];
  return value;
}

export type ArgsResult = { ok: true; args: ParsedArgs } | { ok: false; problem: string };

/**
 * Parses `{name, value (JSON text)}` pairs against the definitions: every required argument present,
 * no unknown or repeated one, each value of its type. The problem is a sentence for the error message.
 */
export function parseArgs(defs: readonly ArgDefinition[], given: readonly { name: string; value: string }[]): ArgsResult {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const args: ParsedArgs = {};
  for (const { name, value } of given) {
    const def = byName.get(name);
    if (!def) return { ok: false, problem: `unknown argument "${String(name).slice(0, 40)}"` };
    if (name in args) return { ok: false, problem: `argument "${name}" given twice` };
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) return { ok: false, problem: `"${name}" is too long` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return { ok: false, problem: `"${name}" is not valid JSON` };
    }
    const wrong = typeError(def, parsed);
    if (wrong) return { ok: false, problem: `"${name}" must be ${wrong}` };
    args[name] = normalized(def, parsed as ArgValue);
  }
  for (const def of defs) {
    if (def.name in args) continue;
    if (def.required) return { ok: false, problem: `"${def.name}" is required` };
    if (def.default !== undefined) args[def.name] = def.default;
  }
  return { ok: true, args };
}

/** Stored arguments back as the API's ConfigArg list (definition order, JSON text). */
export function argsOut(defs: readonly ArgDefinition[], args: ParsedArgs): { name: string; value: string }[] {
  return defs.filter((d) => args[d.name] !== undefined).map((d) => ({ name: d.name, value: JSON.stringify(args[d.name]) }));
}
