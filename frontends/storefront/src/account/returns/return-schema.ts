import { setIn, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { MessageKey as K } from '@guide/validation';
import { parseQuantity, RETURN_LINE_REASON_MAX, RETURN_MESSAGE_MAX, RETURN_REASON_MAX, type ReturnFormValues } from './return-lines';

/**
 * Form rules of the return requests (Yup). Failures are message keys: the shared catalogue's (REQUIRED,
 * TOO_LONG, INVALID_CHOICE) or the return form's own (`returns.messages.*`).
 */
export const ReturnMessageKey = {
  /** Not one unit chosen. */
  LINES_REQUIRED: 'RETURN_LINES_REQUIRED',
  /** A quantity above what may still be returned, or not a whole number. */
  QUANTITY_TOO_HIGH: 'RETURN_QUANTITY_TOO_HIGH',
  QUANTITY_INVALID: 'RETURN_QUANTITY_INVALID',
  /** No order chosen. */
  ORDER_REQUIRED: 'RETURN_ORDER_REQUIRED',
  /** Neither refund nor replacement chosen. */
  RESOLUTION_REQUIRED: 'RETURN_RESOLUTION_REQUIRED',
} as const;

const lineSchema = yup.object({
  max: yup.number().required(),
  quantity: yup
    .string()
    .default('0')
    .test('whole', ReturnMessageKey.QUANTITY_INVALID, (v) => !Number.isNaN(parseQuantity(v ?? '')))
    .test('max', ReturnMessageKey.QUANTITY_TOO_HIGH, function (v) {
      const quantity = parseQuantity(v ?? '');
      return Number.isNaN(quantity) || quantity <= (this.parent as { max: number }).max;
    }),
  reason: yup.string().trim().max(RETURN_LINE_REASON_MAX, K.TOO_LONG),
});

export const returnRequestSchema = yup.object({
  orderNumber: yup.string().trim().required(ReturnMessageKey.ORDER_REQUIRED),
  resolution: yup
    .string()
    .required(ReturnMessageKey.RESOLUTION_REQUIRED)
    .test('choice', K.INVALID_CHOICE, (v) => !v || v === 'REFUND' || v === 'REPLACEMENT'),
  reason: yup.string().trim().required(K.REQUIRED).max(RETURN_REASON_MAX, K.TOO_LONG),
  lines: yup.array().of(lineSchema).required(),
});

export const returnMessageSchema = yup.object({
  body: yup.string().trim().required(K.REQUIRED).max(RETURN_MESSAGE_MAX, K.TOO_LONG),
});

/**
 * Formik's `validate` for the return form: the schema's failures at their fields (`lines.0.quantity`, …);
 * when every line is valid but none has a unit, one message for the list (`lines`).
 */
export function validateReturnForm(values: ReturnFormValues): FormikErrors<ReturnFormValues> {
  let errors: FormikErrors<ReturnFormValues> = {};
  try {
    returnRequestSchema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const failure of error.inner.length ? error.inner : [error]) {
      if (!failure.path) continue;
      const path = failure.path.replace(/\[(\d+)\]/g, '.$1');
      // The first failure of a field is the one shown.
      if (getPath(errors, path) === undefined) errors = setIn(errors, path, failure.message) as FormikErrors<ReturnFormValues>;
    }
  }
  const lineErrors = errors.lines !== undefined;
  // No line at all (an order whose products are not loaded yet) is refused too: the API wants one.
  if (!lineErrors && values.orderNumber.trim() && !values.lines.some((l) => parseQuantity(l.quantity) > 0)) {
    errors = { ...errors, lines: ReturnMessageKey.LINES_REQUIRED };
  }
  return errors;
}

function getPath(object: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined), object);
}
