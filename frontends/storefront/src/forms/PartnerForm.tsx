import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerFormSchema, validateWith } from '@guide/validation';
import { FormFailure } from '../auth/errors';
import { applyServerErrors, Notice, SubmitButton } from '../auth/form';
import { useLanguage } from '../locale';
import { FormField, Honeypot, formFailureKey } from './fields';
import { SUBMIT_PARTNER_FORM } from './forms.graphql';

/** The partner form (embedded on /partenaires below the partner list): sent to staff by services/cms. */
export function PartnerForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useMutation(SUBMIT_PARTNER_FORM);
  const formik = useFormik({
    initialValues: { name: '', email: '', company: '', website: '' },
    validationSchema: partnerFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(partnerFormSchema, values);
      if (!result.ok) return;
      try {
        await submit({ variables: { input: { ...result.value, website: values.website || null, locale: lang } } });
        setSent(true);
      } catch (error) {
        setFailure(formFailureKey(error, applyServerErrors(formik, error)));
      }
    },
  });
  return (
    <section className="partner-form" aria-labelledby="partner-form-title" data-testid="partner-form-section">
      <h2 id="partner-form-title">{t('forms.partner.title')}</h2>
      <p>{t('forms.partner.lead')}</p>
      {sent ? (
        <Notice kind="success" testId="partner-form-sent">
          <p>{t('forms.sent')}</p>
        </Notice>
      ) : (
        <>
          {failure && <FormFailure messageKey={failure} testId="partner-form-error" />}
          <form className="auth-form site-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('forms.partner.title')} data-testid="partner-form">
            <p className="form-legend-note">{t('forms.requiredNote')}</p>
            <FormField formik={formik} name="name" label={t('forms.fields.name')} autoComplete="name" required maxLength={120} testId="partner-form-name" />
            <FormField formik={formik} name="email" type="email" label={t('forms.fields.email')} autoComplete="email" required testId="partner-form-email" />
            <FormField
              formik={formik}
              name="company"
              label={t('forms.fields.companyRequired')}
              autoComplete="organization"
              required
              maxLength={120}
              testId="partner-form-company"
            />
            <Honeypot formik={formik} />
            <SubmitButton busy={formik.isSubmitting} testId="partner-form-submit">
              {t('forms.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
