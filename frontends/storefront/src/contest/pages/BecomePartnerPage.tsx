import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contestPartnerApplicationSchema, validateWith } from '@guide/validation';
import { FormFailure } from '../../auth/errors';
import { applyServerErrors, Notice, SubmitButton } from '../../auth/form';
import { ContestShell } from '../components/ContestShell';
import { APPLY_AS_CONTEST_PARTNER } from '../contest.graphql';
import { ContestTextField, contestFormErrorKey } from '../form';
import { useContestHead } from '../head';

interface FormValues {
  name: string;
  email: string;
  company: string;
}

/** /concours-petit-dejeuner/devenir-partenaire: a company offers to sponsor the contest. */
export function BecomePartnerPage() {
  const { t } = useTranslation();
  const title = t('contest.becomePartner.title');
  useContestHead('becomePartner', title, t('contest.becomePartner.description'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [apply] = useMutation(APPLY_AS_CONTEST_PARTNER);
  const formik = useFormik<FormValues>({
    initialValues: { name: '', email: '', company: '' },
    validationSchema: contestPartnerApplicationSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(contestPartnerApplicationSchema, values);
      if (!result.ok) return;
      try {
        await apply({ variables: { input: result.value } });
        setSentTo(result.value.email);
      } catch (error) {
        setFailure(contestFormErrorKey(error, applyServerErrors(formik, error)));
      }
    },
  });
  return (
    <ContestShell page="becomePartner" title={title} lead={t('contest.becomePartner.lead')} testId="contest-become-partner">
      {sentTo ? (
        <Notice kind="success" testId="contest-partner-done">
          <p>{t('contest.becomePartner.success')}</p>
          <p>{t('contest.becomePartner.confirmation', { email: sentTo })}</p>
        </Notice>
      ) : (
        <>
          {failure && <FormFailure messageKey={failure} testId="contest-form-error" />}
          <form className="auth-form contest-form" onSubmit={formik.handleSubmit} noValidate aria-label={title} data-testid="contest-partner-form">
            <p className="form-legend-note">{t('auth.requiredNote')}</p>
            <ContestTextField formik={formik} name="name" label={t('contest.becomePartner.name')} autoComplete="name" maxLength={120} testId="partner-name" />
            <ContestTextField formik={formik} name="email" type="email" label={t('contest.becomePartner.email')} autoComplete="email" testId="partner-email" />
            <ContestTextField
              formik={formik}
              name="company"
              label={t('contest.becomePartner.company')}
              autoComplete="organization"
              maxLength={120}
              testId="partner-company"
            />
            <SubmitButton busy={formik.isSubmitting} testId="partner-submit">
              {t('contest.becomePartner.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </ContestShell>
  );
}
