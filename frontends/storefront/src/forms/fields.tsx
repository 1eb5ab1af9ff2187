import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, fieldErrors } from '@guide/ui';
import { errorOf, useMessage, type AnyFormik } from '../auth/form';
import './forms.css';

/**
 * Fields of the site forms. Formik holds message keys (the @guide/validation schemas' or the API's
 * `fieldErrors`), translated here: the forms' wording first (`forms.messages`), then the app's.
 */
export function useFormMessage(): (key: string) => string {
  return useMessage('forms');
}

/** The form-level message (a translation key) of a failed call, or null when the fields say it all. */
export function formFailureKey(error: unknown, leftovers: string[] | null): string | null {
  if (errorCode(error) === 'TOO_MANY_REQUESTS') return 'forms.tooManyRequests';
  if (leftovers && leftovers.length === 0) return null;
  if (errorCode(error) === 'BAD_USER_INPUT' && Object.keys(fieldErrors(error)).length) return 'forms.checkForm';
  return 'forms.failed';
}

interface FieldProps {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  testId: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}

/** A labelled input or textarea; its error is tied to it (aria-describedby). */
export function FormField({ formik, name, label, testId, required, multiline, type = 'text', autoComplete, maxLength }: FieldProps) {
  const id = useId();
  const message = useFormMessage();
  const error = errorOf(formik, name);
  const common = {
    id,
    name,
    value: (formik.values as Record<string, string>)[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': testId,
    autoComplete,
    maxLength,
  };
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
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p className="form-error" id={`${id}-error`} data-testid={`${testId}-error`}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The honeypot: a field people neither see nor reach (off-screen, out of the tab order, hidden from
 * assistive technology); robots fill it, and the server then drops the form while answering success.
 */
export function Honeypot({ formik }: { formik: AnyFormik }) {
  const { t } = useTranslation();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {t('forms.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={(formik.values as Record<string, string>).website ?? ''}
          onChange={formik.handleChange}
          data-testid="form-website"
        />
      </label>
    </div>
  );
}
