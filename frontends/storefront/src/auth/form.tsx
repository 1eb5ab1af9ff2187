import type { FormikProps } from 'formik';
import { useEffect, useId, useReducer, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { hasStrings, loadStrings } from '../i18n';
import './auth.css';

/**
 * Form pieces of the auth and account pages. Formik holds message keys (from the @guide/validation
 * schemas, or the API's `extensions.fieldErrors`), translated here under `auth.messages`, so a language
 * switch re-translates them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its values
export type AnyFormik = FormikProps<any>;

/**
 * The text of a field's message key: each screen area's own wording first (`<area>.messages.KEY`), then
 * `auth.messages`, then the shared text every key has (@guide/ui, `ui:fieldErrors`). Public pages load
 * those shared texts when a form first shows a message, and the form re-renders once they are in
 * (i18n.ts); the customer's routes have them already.
 */
export function useMessage(...areas: string[]): (key: string) => string {
  const { t } = useTranslation();
  const shown = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // Offline: the next message tries again.
    if (shown.current && !hasStrings('formErrors')) loadStrings('formErrors').then(rerender, () => undefined);
  });
  return (key) => {
    shown.current = true;
    return t([...areas.map((area) => `${area}.messages.${key}`), `auth.messages.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
  };
}

/** The field's message key once the field has been touched (or the form submitted). */
export function errorOf(formik: AnyFormik, name: string): string | undefined {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = (formik.errors as Record<string, unknown>)[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/**
 * Puts the API's `fieldErrors` on the form's fields. Returns the keys of fields the form does not show
 * (the caller reports them in its alert), or null when the error carried no field errors at all.
 */
export function applyServerErrors(formik: AnyFormik, error: unknown): string[] | null {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  if (!names.length) return null;
  const known = names.filter((name) => name in formik.initialValues);
  void formik.setTouched({ ...formik.touched, ...Object.fromEntries(known.map((name) => [name, true])) }, false);
  formik.setErrors({ ...formik.errors, ...Object.fromEntries(known.map((name) => [name, fields[name]])) });
  return names.filter((name) => !known.includes(name)).map((name) => fields[name]);
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  testId: string;
  /** Shown under the input, after the hint (e.g. the strength meter). */
  extra?: ReactNode;
}

export function TextField({ formik, name, label, hint, testId, extra, required, ...input }: FieldProps) {
  const id = useId();
  const message = useMessage();
  const error = errorOf(formik, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        value={(formik.values as Record<string, string>)[name] ?? ''}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        {...input}
      />
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {extra}
      {error && (
        <p className="form-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps {
  formik: AnyFormik;
  name: string;
  legend: ReactNode;
  options: { value: string; label: ReactNode }[];
  testId: string;
  required?: boolean;
}

/** Radio buttons in a fieldset (customer type, civility, address type). */
export function RadioGroup({ formik, name, legend, options, testId, required }: ChoiceProps) {
  const message = useMessage();
  const error = errorOf(formik, name);
  const value = (formik.values as Record<string, string>)[name];
  return (
    <fieldset className={`form-field form-choices${error ? ' has-error' : ''}`} data-testid={testId}>
      <legend>
        {legend}
        {required && (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="form-choices__list">
        {options.map((option) => (
          <label key={option.value} className="form-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid={`${testId}-${option.value}`}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="form-error" data-testid={`${testId}-error`}>
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}

export function CheckboxField({ formik, name, label, testId }: { formik: AnyFormik; name: string; label: ReactNode; testId: string }) {
  return (
    <label className="form-checkbox">
      <input
        type="checkbox"
        name={name}
        checked={Boolean((formik.values as Record<string, unknown>)[name])}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}

/** A message above or below a form: error (with role alert), success or plain information. */
export function Notice({ kind = 'info', children, testId }: { kind?: 'info' | 'success' | 'error' | 'warning'; children: ReactNode; testId?: string }) {
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}

export function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId: string }) {
  return (
    <button
      type="submit"
      className="button"
      disabled={busy}
      aria-busy={busy || undefined}
      // Keeps the focus (and the field's blur validation) until the click completes: an error appearing
      // above the button on blur would otherwise move it away between mouse down and up.
      onMouseDown={(event) => event.preventDefault()}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
