import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

/**
 * Formik errors hold translation keys (Yup messages and mapped server keys), so a language switch
 * re-translates them. This gives an antd Form.Item its status and help text for one field; a server
 * error (already a translation key) shows when the client finds nothing wrong with the field.
 */
export function itemStatus<Values>(formik: FormikProps<Values>, name: keyof Values & string, t: TFunction, serverError?: string) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const clientError = touched ? (formik.errors as Record<string, unknown>)[name] : undefined;
  const error = typeof clientError === 'string' ? clientError : serverError;
  return error ? { validateStatus: 'error' as const, help: t(error) } : { validateStatus: undefined, help: undefined };
}
