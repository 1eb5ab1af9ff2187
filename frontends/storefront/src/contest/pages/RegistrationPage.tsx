import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CATEGORIES } from '@guide/vocabulary';
import { contestRegistrationSchema, validateWith } from '@guide/validation';
import { applyServerErrors, Notice, SubmitButton } from '../../auth/form';
import { FormFailure } from '../../auth/errors';
import type { ContestCategory } from '../../gql/graphql';
import { useLanguage } from '../../locale';
import { ContestShell } from '../components/ContestShell';
import { EditionDates, NextOpening } from '../components/EditionDates';
import { LoadFailed } from '../components/LoadFailed';
import { REGISTER_FOR_CONTEST } from '../contest.graphql';
import { localTheme } from '../format';
import { ContestChoice, ContestTextField, contestFormErrorKey } from '../form';
import { useContestHead } from '../head';
import { useContestOverview } from '../useContest';

interface FormValues {
  category: string;
  name: string;
  establishmentName: string;
  email: string;
  phone: string;
}
const EMPTY: FormValues = { category: '', name: '', establishmentName: '', email: '', phone: '' };

/** /concours-petit-dejeuner/inscription: the registration form while an edition is open, else when the next opens. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const overview = useContestOverview();
  const title = t('contest.registration.title');
  useContestHead('registration', title, t('contest.registration.description'));
  const [registered, setRegistered] = useState<{ email: string; year: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [register] = useMutation(REGISTER_FOR_CONTEST);

  const formik = useFormik<FormValues>({
    initialValues: EMPTY,
    validationSchema: contestRegistrationSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(contestRegistrationSchema, values);
      if (!result.ok) return;
      const input = { ...result.value, category: result.value.category as ContestCategory };
      try {
        const { data } = await register({ variables: { input } });
        setRegistered({ email: input.email, year: data?.registerForContest.edition ?? overview.open?.year ?? 0 });
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        const key = contestFormErrorKey(error, leftovers);
        setFailure(key);
        // The period ended while the form was open: show when the next one opens.
        if (key === 'contest.messages.REGISTRATION_CLOSED') overview.refetch();
      }
    },
  });

  const open = overview.open;
  const theme = open ? localTheme(open, lang) : null;
  return (
    <ContestShell page="registration" title={title} lead={t('contest.registration.lead')} testId="contest-registration">
      {overview.loading && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {registered ? (
        <Notice kind="success" testId="contest-registration-done">
          <p>{t('contest.registration.success', { year: registered.year })}</p>
          <p>{t('contest.registration.confirmation', { email: registered.email })}</p>
        </Notice>
      ) : overview.ready && !open ? (
        <>
          {failure && <FormFailure messageKey={failure} testId="contest-form-error" />}
          <NextOpening upcoming={overview.upcoming} testId="contest-registration-closed" />
        </>
      ) : open ? (
        <section aria-labelledby="contest-registration-form">
          <h2 id="contest-registration-form">{t('contest.registration.formTitle', { year: open.year })}</h2>
          {theme && (
            <p className="contest-theme">
              {t('contest.home.theme')} <strong>{theme}</strong>
            </p>
          )}
          <EditionDates edition={open} />
          {failure && <FormFailure messageKey={failure} testId="contest-form-error" />}
          <form
            className="auth-form contest-form"
            onSubmit={formik.handleSubmit}
            noValidate
            aria-labelledby="contest-registration-form"
            data-testid="contest-registration-form"
          >
            <p className="form-legend-note">{t('auth.requiredNote')}</p>
            <ContestChoice
              formik={formik}
              name="category"
              legend={t('contest.registration.category')}
              testId="registration-category"
              options={CONTEST_CATEGORIES.map((value) => ({ value, label: t(`contest.category.${value}`) }))}
            />
            <ContestTextField formik={formik} name="name" label={t('contest.registration.name')} autoComplete="name" testId="registration-name" />
            <ContestTextField
              formik={formik}
              name="establishmentName"
              label={t('contest.registration.establishmentName')}
              autoComplete="organization"
              testId="registration-establishment"
            />
            <ContestTextField
              formik={formik}
              name="email"
              type="email"
              label={t('contest.registration.email')}
              hint={t('contest.registration.emailHint')}
              autoComplete="email"
              testId="registration-email"
            />
            <ContestTextField
              formik={formik}
              name="phone"
              type="tel"
              label={t('contest.registration.phone')}
              hint={t('contest.registration.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
              testId="registration-phone"
            />
            <SubmitButton busy={formik.isSubmitting} testId="registration-submit">
              {t('contest.registration.submit')}
            </SubmitButton>
          </form>
        </section>
      ) : null}
    </ContestShell>
  );
}
