import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { fieldErrors } from '@guide/ui/graphql-errors';

/**
 * Formik errors of the identity screens hold message keys (@guide/validation's Yup schemas and the API's
 * `extensions.fieldErrors`), translated under `auth.messages`, so a language switch re-translates them.
 */
export function messageText(t: TFunction, key: string): string {
  // The screen's own wording first, then the shared translation of every key (@guide/ui, ui:fieldErrors).
  return t([`auth.messages.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** antd Form.Item status and help text for one field, once touched (or after a submit). */
export function fieldStatus<Values>(formik: FormikProps<Values>, name: keyof Values & string, t: TFunction) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = (formik.errors as Record<string, unknown>)[name];
  return touched && typeof error === 'string'
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{messageText(t, error)}</span> }
    : { validateStatus: undefined, help: undefined };
}

/**
 * Puts the API's field errors on the form. Returns the message keys of fields the form does not show
 * (e.g. `id: LAST_ADMIN`) for the caller's alert, or null when the error carried no field errors.
 */
export function applyServerErrors<Values>(formik: FormikProps<Values>, error: unknown): string[] | null {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  if (!names.length) return null;
  const known = names.filter((name) => name in (formik.initialValues as object));
  void formik.setTouched({ ...formik.touched, ...Object.fromEntries(known.map((name) => [name, true])) }, false);
  formik.setErrors({ ...formik.errors, ...Object.fromEntries(known.map((name) => [name, fields[name]])) });
  return names.filter((name) => !known.includes(name)).map((name) => fields[name]);
}

/**
 * For submit buttons: keeps the focus in the field until the click completes. Otherwise the field's blur
 * shows its error, the layout moves, and the button is no longer under the pointer when the mouse goes up.
 */
export const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
