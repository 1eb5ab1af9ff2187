import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf, useMessage, type AnyFormik } from '../auth/form';
import { useLanguage } from '../locale';
import { ADDRESS_COUNTRIES, countryName } from './addresses';

/** The required country select of an address form (the address book's and checkout's), with its error. */
export function CountryField({ formik, name, testId, autoComplete = 'country' }: { formik: AnyFormik; name: string; testId: string; autoComplete?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const message = useMessage();
  const id = useId();
  const error = errorOf(formik, name);
  const value = String((formik.values as Record<string, unknown>)[name] ?? '');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {t('account.addressForm.country')}
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select id={id} name={name} value={value} onChange={formik.handleChange} onBlur={formik.handleBlur} autoComplete={autoComplete} data-testid={testId}>
        {ADDRESS_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, lang)}
          </option>
        ))}
      </select>
      {error && <p className="form-error">{message(error)}</p>}
    </div>
  );
}
