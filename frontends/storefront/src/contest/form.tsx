import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorCode, fieldErrors } from '@guide/ui';
import { errorOf, useMessage, type AnyFormik } from '../auth/form';

/**
 * The contest forms' fields. Formik holds message keys (the @guide/validation schemas' or the API's
 * `fieldErrors`), translated here: the contest's wording first (`contest.messages`), then the app's.
 */
export function useContestMessage(): (key: string) => string {
  return useMessage('contest');
}

/**
 * The form-level message of a failed call (a translation key), or null when the fields say it all:
 * the registration period over, throttling, a network or server failure.
 */
export function contestFormErrorKey(error: unknown, leftovers: string[] | null): string | null {
  const keys = [...(leftovers ?? []), ...Object.values(fieldErrors(error))];
  if (errorCode(error) === 'TOO_MANY_REQUESTS' || keys.includes('TOO_MANY_REQUESTS')) return 'contest.messages.TOO_MANY_REQUESTS';
  if (keys.includes('REGISTRATION_CLOSED')) return 'contest.messages.REGISTRATION_CLOSED';
  if (leftovers && leftovers.length === 0) return null;
  switch (errorCode(error)) {
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
      return 'auth.errors.checkForm';
    case 'NETWORK':
      return 'ui:errors.network';
    default:
      return 'ui:errors.generic';
  }
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  testId: string;
}

/** A labelled input; its hint and error are tied to it (aria-describedby), every field is required. */
export function ContestTextField({ formik, name, label, hint, testId, ...input }: FieldProps) {
  const id = useId();
  const message = useContestMessage();
  const error = errorOf(formik, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        value={(formik.values as Record<string, string>)[name] ?? ''}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy}
        data-testid={testId}
        {...input}
      />
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** Radio buttons in a fieldset (the prize category). */
export function ContestChoice({
  formik,
  name,
  legend,
  options,
  testId,
}: {
  formik: AnyFormik;
  name: string;
  legend: ReactNode;
  options: { value: string; label: ReactNode }[];
  testId: string;
}) {
  const id = useId();
  const message = useContestMessage();
  const error = errorOf(formik, name);
  const value = (formik.values as Record<string, string>)[name];
  return (
    <fieldset className={`form-field form-choices${error ? ' has-error' : ''}`} data-testid={testId} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
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
              aria-invalid={error ? true : undefined}
              data-testid={`${testId}-${option.value}`}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
