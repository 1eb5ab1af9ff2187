import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { registerSchema, type RegisterValues } from '@guide/validation';
import { useLanguage, useLocalePath } from '../locale';
import { REGISTER, REGISTRATION_OPTIONS, type RegisterInput } from './auth.graphql';
import { AuthCard } from './AuthCard';
import { FormFailure, generalErrorKey } from './errors';
import { applyServerErrors, Notice, RadioGroup, SubmitButton, TextField } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { ResendVerification } from './ResendVerification';

const INITIAL = {
  customerType: 'INDIVIDUAL',
  lastName: '',
  firstName: '',
  phone: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  corporateName: '',
  tradeName: '',
  siret: '',
  website: '',
};
type FormValues = typeof INITIAL;

/** /register: a new, unverified account; the customer confirms the emailed link before signing in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const [failure, setFailure] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [register] = useMutation(REGISTER);
  // Professional accounts turned off by staff: no choice offered, the account is a personal one (the API refuses the other).
  const options = useQuery(REGISTRATION_OPTIONS, { errorPolicy: 'all' });
  const professionalAllowed = options.data?.registrationOptions.professionalAccounts !== false;

  const formik = useFormik<FormValues>({
    initialValues: INITIAL,
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      setFailure(null);
      // The same schema as the API: trimmed values, empty optional fields as null.
      const clean = registerSchema.validateSync({ ...values, locale: lang }, { stripUnknown: true }) as RegisterValues;
      const professional = clean.customerType === 'PROFESSIONAL';
      const input: RegisterInput = {
        customerType: clean.customerType,
        firstName: clean.firstName,
        lastName: clean.lastName,
        email: clean.email,
        phone: clean.phone ?? null,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        corporateName: professional ? (clean.corporateName ?? null) : null,
        tradeName: professional ? (clean.tradeName ?? null) : null,
        siret: professional ? (clean.siret ?? null) : null,
        website: professional ? (clean.website ?? null) : null,
        locale: lang,
      };
      try {
        await register({ variables: { input } });
        setRegisteredEmail(input.email);
        toast.success(t('auth.register.success'));
        window.scrollTo({ top: 0 });
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        const key = leftovers && leftovers.length === 0 ? null : generalErrorKey(error);
        if (key === 'auth.errors.tooManyRequests') toast.error(t(key));
        setFailure(key);
      }
    },
  });
  // Turned off while the form was open on the professional choice: back to a personal account.
  const { setFieldValue } = formik;
  const chosenType = formik.values.customerType;
  useEffect(() => {
    if (!professionalAllowed && chosenType === 'PROFESSIONAL') void setFieldValue('customerType', 'INDIVIDUAL');
  }, [professionalAllowed, chosenType, setFieldValue]);

  if (registeredEmail) {
    return (
      <AuthCard title={t('auth.register.successTitle')} testId="register-success">
        <Notice kind="success" testId="register-success-notice">
          <p>
            <Trans i18nKey="auth.register.successText" values={{ email: registeredEmail }} components={{ strong: <strong /> }} />
          </p>
        </Notice>
        <p>{t('auth.register.successNext')}</p>
        <p>
          <Link className="button" to={localePath('/login')}>
            {t('auth.login.submit')}
          </Link>
        </p>
        <ResendVerification initialEmail={registeredEmail} />
      </AuthCard>
    );
  }

  const professional = formik.values.customerType === 'PROFESSIONAL';
  return (
    <AuthCard
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      testId="register-page"
      wide
      footer={
        <p>
          {t('auth.register.haveAccount')} <Link to={localePath('/login')}>{t('auth.register.signIn')}</Link>
        </p>
      }
    >
      {failure && <FormFailure messageKey={failure} />}
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('auth.register.title')}>
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        {professionalAllowed && (
          <RadioGroup
            formik={formik}
            name="customerType"
            legend={t('auth.fields.customerType')}
            testId="register-customer-type"
            required
            options={[
              { value: 'INDIVIDUAL', label: t('auth.customerType.INDIVIDUAL') },
              { value: 'PROFESSIONAL', label: t('auth.customerType.PROFESSIONAL') },
            ]}
          />
        )}
        <div className="form-row">
          <TextField formik={formik} name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" required testId="register-last-name" />
          <TextField formik={formik} name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" required testId="register-first-name" />
        </div>
        <div className="form-row">
          <TextField formik={formik} name="email" type="email" label={t('auth.fields.email')} autoComplete="email" required testId="register-email" />
          <TextField
            formik={formik}
            name="phone"
            type="tel"
            label={t('auth.fields.phone')}
            autoComplete="tel"
            hint={t('auth.hints.phone')}
            testId="register-phone"
          />
        </div>
        {professional && (
          <fieldset className="form-group" data-testid="register-professional">
            <legend>{t('auth.register.professional')}</legend>
            <div className="form-row">
              <TextField
                formik={formik}
                name="corporateName"
                label={t('auth.fields.corporateName')}
                autoComplete="organization"
                required
                testId="register-corporate-name"
              />
              <TextField formik={formik} name="tradeName" label={t('auth.fields.tradeName')} testId="register-trade-name" />
            </div>
            <div className="form-row">
              <TextField
                formik={formik}
                name="siret"
                label={t('auth.fields.siret')}
                inputMode="numeric"
                hint={t('auth.hints.siret')}
                required
                testId="register-siret"
              />
              <TextField
                formik={formik}
                name="website"
                type="url"
                label={t('auth.fields.website')}
                autoComplete="url"
                hint={t('auth.hints.website')}
                testId="register-website"
              />
            </div>
          </fieldset>
        )}
        <div className="form-row">
          <NewPasswordFields formik={formik} testIdPrefix="register-password" labelKey="auth.fields.password" />
        </div>
        <SubmitButton busy={formik.isSubmitting} testId="register-submit">
          {formik.isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
