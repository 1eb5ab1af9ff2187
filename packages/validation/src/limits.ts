import type { AnyObjectSchema, SchemaDescription } from 'yup';

/** The length and count bounds a schema's text and list fields declare (Yup `max`, and `item-max` on lists). */
export interface FieldLimits {
  /** Characters of a text, or items of a list. */
  max?: number;
  /** Characters of each item of a list. */
  itemMax?: number;
}

const maxOf = (description: SchemaDescription | undefined, test = 'max'): number | undefined =>
  description?.tests.find((t) => t.name === test)?.params?.max as number | undefined;

/**
 * `{ field: { max, itemMax } }` for the fields of an object schema that declare a bound: what the API's
 * SDL descriptions ("Max 120 characters.", "Max 20 items, each max 120 characters.") must say too.
 */
export function schemaLimits(schema: AnyObjectSchema): Record<string, FieldLimits> {
  const out: Record<string, FieldLimits> = {};
  for (const [name, field] of Object.entries(schema.describe().fields)) {
    const description = field as SchemaDescription & { innerType?: SchemaDescription };
    if (description.type !== 'string' && description.type !== 'array') continue; // number bounds are ranges, not sizes
    const limits: FieldLimits = { max: maxOf(description), itemMax: maxOf(description, 'item-max') ?? maxOf(description.innerType) };
    if (limits.max !== undefined || limits.itemMax !== undefined) out[name] = Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
  }
  return out;
}
