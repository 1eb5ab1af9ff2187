import {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputType,
  GraphQLSchema,
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { AnyMessageKey } from '@guide/validation';
import { FieldErrors, badInput } from '../errors/errors';
import { readInputLimits } from './input-limits';

/** The message keys of the guard (packages/validation/src/messages.ts lists them for the apps). */
export const InputErrorKey = {
  TOO_LONG: 'TOO_LONG',
  TOO_MANY: 'TOO_MANY',
  INVALID_TEXT: 'INVALID_TEXT',
  INVALID_ID: 'INVALID_ID',
  INVALID_NUMBER: 'INVALID_NUMBER',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not valid Unicode). */
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The smallest normal float8: PostgreSQL refuses non-zero values below it ("underflow"). */
export const MIN_NORMAL_FLOAT = 2.2250738585072014e-308;

/** Length in characters (code points), as PostgreSQL counts; a pair of surrogates is one character. */
function characterCount(value: string, max: number): number {
  if (value.length <= max) return value.length; // code points <= code units: no need to count
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Spaces around a text that the services trim away; they do not count, up to this many. */
export const TRIMMED_SPACE_ALLOWANCE = 100;

/** The limit applies to the text the services keep: surrounding spaces (within an allowance) do not count. */
function withinLength(value: string, max: number): boolean {
  if (value.length <= max) return true;
  const trimmed = value.trim();
  return value.length - trimmed.length <= TRIMMED_SPACE_ALLOWANCE && characterCount(trimmed, max) <= max;
}

export function isStorableFloat(value: number): boolean {
  return Number.isFinite(value) && (value === 0 || Math.abs(value) >= MIN_NORMAL_FLOAT);
}

type Described = Pick<GraphQLArgument | GraphQLInputField, 'name' | 'description' | 'type'>;

/**
 * Checks one argument or input field value against its type and the limits its description names;
 * adds `path -> key` to `errors` (the first problem of a path wins).
 */
function checkValue(value: unknown, type: GraphQLInputType, input: Described, path: string, errors: FieldErrors): void {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return checkValue(value, type.ofType, input, path, errors);
  const add = (key: AnyMessageKey) => {
    if (!(path in errors)) errors[path] = key;
  };
  const limits = readInputLimits(input.description);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value]; // GraphQL coerces a single value into a list
    if (items.length > limits.maxItems) return add(InputErrorKey.TOO_MANY);
    for (const item of items) checkValue(item, type.ofType, input, path, errors);
    return;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return;
    const fields = type.getFields();
    for (const [name, field] of Object.entries(fields)) {
      checkValue((value as Record<string, unknown>)[name], field.type, field, path ? `${path}.${name}` : name, errors);
    }
    return;
  }
  if (!isScalarType(type)) return; // enums and the like: GraphQL already checked them
  switch (type.name) {
    case 'String':
    case 'ID': {
      if (typeof value !== 'string') return;
      if (INVALID_TEXT.test(value)) return add(InputErrorKey.INVALID_TEXT);
      if (type.name === 'ID' && limits.uuid) return UUID.test(value) ? undefined : add(InputErrorKey.INVALID_ID);
      if (!withinLength(value, limits.maxLength)) return add(InputErrorKey.TOO_LONG);
      return;
    }
    case 'Float':
      if (typeof value === 'number' && !isStorableFloat(value)) add(InputErrorKey.INVALID_NUMBER);
      return;
    default:
      return; // Int is 32-bit by GraphQL; Boolean has nothing to check; custom scalars check themselves
  }
}

/**
 * Field errors of a field's arguments. Keys: the argument's name, then input field names joined with
 * dots (list positions left out); the fields of an argument named `input` (the form of a mutation)
 * are reported by their own names, as the services report them.
 */
export function checkArguments(field: Pick<GraphQLField<unknown, unknown>, 'args'>, args: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const arg of field.args) {
    const path = arg.name === 'input' && isInputObjectType(getNamedType(arg.type)) ? '' : arg.name;
    checkValue(args[arg.name], arg.type, arg, path, errors);
  }
  return errors;
}

/** Fields whose arguments only the platform or the gateway writes (federation's `_entities`, `_service`). */
const isInternal = (name: string) => name.startsWith('__') || name === '_entities' || name === '_service';

/**
 * Puts the guard in front of the resolver of every field that takes arguments (root fields and
 * fields like `Establishment.nearby(first)`): bad input is BAD_USER_INPUT with `fieldErrors` before
 * any service code, database or event sees it. Resolvers are wrapped in place, so everything the
 * federation build attached to the schema (entity resolution, `_service`) stays as it was.
 */
export function guardInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length || isInternal(field.name)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const errors = checkArguments(field, args);
        if (Object.keys(errors).length) throw badInput(errors);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
