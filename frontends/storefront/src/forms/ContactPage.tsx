import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormSchema, validateWith } from '@guide/validation';
import { FormFailure } from '../auth/errors';
import { applyServerErrors, CheckboxField, Notice, SubmitButton } from '../auth/form';
import { PageHeader } from '../guide/components/PageHeader';
import { absoluteUrl } from '../guide/site';
import { useHead } from '../head';
import { useLanguage } from '../locale';
import { FormField, Honeypot, formFailureKey } from './fields';
import { SUBMIT_CONTACT_FORM } from './forms.graphql';

export type ContactKind = 'CONTACT' | 'JOIN_US';

/** Each kind's French path: the canonical one (the other, `/contact-us` or `/join-us`, shows the same form). */
const CANONICAL: Record<ContactKind, string> = { CONTACT: '/contact', JOIN_US: '/rejoindre-le-mouvement' };
const KEY: Record<ContactKind, 'contact' | 'joinUs'> = { CONTACT: 'contact', JOIN_US: 'joinUs' };

const EMPTY = {
  lastName: '',
  firstName: '',
  company: '',
  email: '',
  address: '',
  postalCode: '',
  city: '',
  subject: '',
  message: '',
  newsletter: false,
  website: '',
};
type Values = typeof EMPTY;

/** /contact, /contact-us (CONTACT) and /join-us, /rejoindre-le-mouvement (JOIN_US): one form, sent to staff (services/cms). */
export function ContactPage({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const key = KEY[kind];
  const title = t(`forms.${key}.title`);
  const url = absoluteUrl(CANONICAL[kind], lang);
  useHead({
    title,
    description: t(`forms.${key}.description`),
    canonical: url,
    alternates: { fr: absoluteUrl(CANONICAL[kind], 'fr'), en: absoluteUrl(CANONICAL[kind], 'en'), 'x-default': absoluteUrl(CANONICAL[kind], 'fr') },
    openGraph: { type: 'website', url, title },
  });
  return (
    <div className="guide-page" data-testid="contact-page">
      <PageHeader crumbs={[]} title={title} lead={t(`forms.${key}.lead`)} />
      <ContactForm kind={kind} />
    </div>
  );
}

/** The contact or join-us form itself (its page above; a cms page's Form block shows it too). */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`forms.${KEY[kind]}.title`);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useMutation(SUBMIT_CONTACT_FORM);
  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: contactFormSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(contactFormSchema, values);
      if (!result.ok) return;
      const v = result.value;
      try {
        await submit({
          variables: {
            input: {
              kind,
              lastName: v.lastName,
              firstName: v.firstName,
              company: v.company,
              email: v.email,
              address: v.address,
              postalCode: v.postalCode,
              city: v.city,
              subject: v.subject,
              message: v.message,
              newsletter: Boolean(v.newsletter),
              website: values.website || null,
              locale: lang,
            },
          },
        });
        setSent(true);
      } catch (error) {
        setFailure(formFailureKey(error, applyServerErrors(formik, error)));
      }
    },
  });
  return (
    <>
      {sent ? (
        <Notice kind="success" testId="contact-sent">
          <p>{t('forms.sent')}</p>
        </Notice>
      ) : (
        <>
          {failure && <FormFailure messageKey={failure} testId="contact-error" />}
          <form className="auth-form site-form" onSubmit={formik.handleSubmit} noValidate aria-label={title} data-testid="contact-form">
            <p className="form-legend-note">{t('forms.requiredNote')}</p>
            <div className="form-row">
              <FormField
                formik={formik}
                name="lastName"
                label={t('forms.fields.lastName')}
                autoComplete="family-name"
                required
                maxLength={35}
                testId="contact-lastName"
              />
              <FormField
                formik={formik}
                name="firstName"
                label={t('forms.fields.firstName')}
                autoComplete="given-name"
                required
                maxLength={35}
                testId="contact-firstName"
              />
            </div>
            <div className="form-row">
              <FormField formik={formik} name="email" type="email" label={t('forms.fields.email')} autoComplete="email" required testId="contact-email" />
              <FormField
                formik={formik}
                name="company"
                label={t('forms.fields.company')}
                autoComplete="organization"
                maxLength={120}
                testId="contact-company"
              />
            </div>
            <FormField
              formik={formik}
              name="address"
              label={t('forms.fields.address')}
              autoComplete="street-address"
              maxLength={255}
              testId="contact-address"
            />
            <div className="form-row form-row--postal">
              <FormField
                formik={formik}
                name="postalCode"
                label={t('forms.fields.postalCode')}
                autoComplete="postal-code"
                required
                maxLength={10}
                testId="contact-postalCode"
              />
              <FormField
                formik={formik}
                name="city"
                label={t('forms.fields.city')}
                autoComplete="address-level2"
                required
                maxLength={120}
                testId="contact-city"
              />
            </div>
            <FormField formik={formik} name="subject" label={t('forms.fields.subject')} required maxLength={150} testId="contact-subject" />
            <FormField formik={formik} name="message" label={t('forms.fields.message')} required multiline maxLength={5000} testId="contact-message" />
            <CheckboxField formik={formik} name="newsletter" label={t('forms.fields.newsletter')} testId="contact-newsletter" />
            <Honeypot formik={formik} />
            <SubmitButton busy={formik.isSubmitting} testId="contact-submit">
              {t('forms.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </>
  );
}

export const ContactUsPage = () => <ContactPage kind="CONTACT" />;
export const JoinUsPage = () => <ContactPage kind="JOIN_US" />;
