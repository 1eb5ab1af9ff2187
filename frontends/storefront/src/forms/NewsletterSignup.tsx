import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterSchema, validateWith } from '@guide/validation';
import { applyServerErrors, Notice, SubmitButton } from '../auth/form';
import { useLanguage } from '../locale';
import { FormField, formFailureKey } from './fields';
import { SUBSCRIBE_NEWSLETTER } from './forms.graphql';

/**
 * The newsletter sign-up (site footer): double opt-in, so success only says to check the inbox. The
 * answer is the same for a new and an already subscribed address (nothing is revealed).
 */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [subscribe] = useMutation(SUBSCRIBE_NEWSLETTER);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(newsletterSchema, values);
      if (!result.ok) return;
      try {
        await subscribe({ variables: { email: result.value.email, locale: lang } });
        setSent(true);
      } catch (error) {
        setFailure(formFailureKey(error, applyServerErrors(formik, error)));
      }
    },
  });
  return (
    <section className="newsletter-signup" aria-labelledby="newsletter-signup-title" data-testid="newsletter-signup">
      <p id="newsletter-signup-title" className="newsletter-signup__title">
        <strong>{t('forms.newsletter.title')}</strong>
      </p>
      {sent ? (
        <Notice kind="success" testId="newsletter-signup-sent">
          <p>{t('forms.newsletter.sent')}</p>
        </Notice>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate aria-labelledby="newsletter-signup-title" data-testid="newsletter-signup-form">
          <div className="newsletter-signup__row">
            <FormField formik={formik} name="email" type="email" label={t('forms.newsletter.email')} autoComplete="email" required testId="newsletter-email" />
            <SubmitButton busy={formik.isSubmitting} testId="newsletter-submit">
              {t('forms.newsletter.submit')}
            </SubmitButton>
          </div>
          {failure && (
            <Notice kind="error" testId="newsletter-signup-error">
              <p>{t(failure)}</p>
            </Notice>
          )}
        </form>
      )}
    </section>
  );
}
