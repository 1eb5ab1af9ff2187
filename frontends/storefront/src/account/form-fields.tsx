import { useId, type ReactNode } from 'react';
import { errorOf, type AnyFormik } from '../auth/form';

/** Turns an error code into the form's words (each form has its own messages before the shared ones). */
type UseMessage = () => (key: string) => string;

interface FieldProps {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  testId: string;
  required?: boolean;
  maxLength?: number;
}

/** Label, control, hint and error of one form field; the control gets the ids it needs. */
function Field({
  name,
  label,
  hint,
  testId,
  required,
  formik,
  useMessage,
  children,
}: FieldProps & { useMessage: UseMessage; children: (a11y: Record<string, unknown>) => ReactNode }) {
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
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
        'data-testid': testId,
      })}
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

/**
 * The account forms' text, long-text and select fields (support requests, owners' posts), each form
 * with its own messages: `const { Input, Textarea, Select } = accountFormFields(useMyMessages)`.
 */
export function accountFormFields(useMessage: UseMessage) {
  function Input(props: FieldProps) {
    const { formik, name, maxLength } = props;
    return (
      <Field {...props} useMessage={useMessage}>
        {(a11y) => (
          <input type="text" value={valueOf(formik, name)} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={maxLength} {...a11y} />
        )}
      </Field>
    );
  }

  function Textarea(props: FieldProps & { rows?: number }) {
    const { formik, name, maxLength, rows = 8 } = props;
    return (
      <Field {...props} useMessage={useMessage}>
        {(a11y) => (
          <textarea rows={rows} value={valueOf(formik, name)} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={maxLength} {...a11y} />
        )}
      </Field>
    );
  }

  function Select(props: FieldProps & { options: { value: string; label: string }[] }) {
    const { formik, name, options } = props;
    return (
      <Field {...props} useMessage={useMessage}>
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
  return { Input, Textarea, Select };
}
