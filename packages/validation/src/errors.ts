import { ValidationError, type AnySchema, type InferType, type Schema } from 'yup';
import type { AnyMessageKey } from './messages';

/** `{ field: MESSAGE_KEY }`: the shape of the API's `extensions.fieldErrors` and of Formik's errors; keys of the catalogue (messages.ts). */
export type FieldErrors = Record<string, AnyMessageKey>;

/** The first message key of each field of a Yup error (validated with `abortEarly: false`). */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const out: FieldErrors = {};
  const list = error.inner.length ? error.inner : [error];
  for (const e of list) {
    const field = e.path || '_';
    // The schemas' messages are catalogue keys (schemas.spec.ts checks them).
    if (!(field in out)) out[field] = e.message as AnyMessageKey;
  }
  return out;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Runs a schema and returns either the cleaned value (trimmed, '' -> null) or every field's key. */
export function validateWith<S extends Schema | AnySchema>(schema: S, input: unknown): ValidationResult<InferType<S>> {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S> };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, fieldErrors: toFieldErrors(error) };
    throw error;
  }
}
