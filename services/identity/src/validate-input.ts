import type { AnySchema, InferType, Schema } from 'yup';
import { badInput } from '@guide/platform';
import { validateWith } from '@guide/validation';

/**
 * Runs one of the shared schemas of @guide/validation (the forms run the same) and returns the
 * cleaned value, or throws BAD_USER_INPUT with `extensions.fieldErrors` ({ field: MESSAGE_KEY }).
 */
export function validateInput<S extends Schema | AnySchema>(schema: S, input: unknown): InferType<S> {
  const result = validateWith(schema, input ?? {});
  if (!result.ok) throw badInput(result.fieldErrors);
  return result.value;
}
