import { useId, type ReactNode } from 'react';
import { errorOf, type AnyFormik } from '../../auth/form';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  testId: string;
  required?: boolean;
  maxLength?: number;
}

/** Label, control, hint and error of one post form field (copied from support/fields: its own messages); the control gets the ids it needs. */
function Field({ name, label, hint, testId, required, formik, children }: FieldProps & { children: (a11y: Record<string, unknown>) => ReactNode }) {
  const id = useId();
  const { t } = useTranslation();
  const message = (key: string) => t([`ownerPosts.messages.${key}`, `auth.messages.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
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
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy, 'data-testid': testId })}
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

const valueOf = (formik: AnyFormik, name: string) => String((formik.values as Record<string, unknown>)[name] ?? '');

export function PostInput(props: FieldProps) {
  const { formik, name, maxLength } = props;
  return (
    <Field {...props}>
      {(a11y) => <input type="text" value={valueOf(formik, name)} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={maxLength} {...a11y} />}
    </Field>
  );
}

export function PostTextarea(props: FieldProps & { rows?: number }) {
  const { formik, name, maxLength, rows = 8 } = props;
  return (
    <Field {...props}>
      {(a11y) => <textarea rows={rows} value={valueOf(formik, name)} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={maxLength} {...a11y} />}
    </Field>
  );
}

export function PostSelect(props: FieldProps & { options: { value: string; label: string }[] }) {
  const { formik, name, options } = props;
  return (
    <Field {...props}>
      {(a11y) => (
        <select value={valueOf(formik, name)} onChange={formik.handleChange} onBlur={formik.handleBlur} {...a11y}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
