import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@guide/ui';
import { formatFrenchPhone, profileSchema, validateWith } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../auth/errors';
import { applyServerErrors, RadioGroup, SubmitButton, TextField } from '../auth/form';
import { useDocumentTitle } from '../useDocumentTitle';
import { MY_PROFILE, UPDATE_PROFILE, type Profile, type ProfileInput } from './account.graphql';
import { displayToIso, isoToDisplay, maskDateInput } from './french-date';

interface FormValues {
  gender: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  company: string;
  phone: string;
}

function toFormValues(profile: Profile | null | undefined): FormValues {
  return {
    gender: profile?.gender ?? '',
    lastName: profile?.lastName ?? '',
    firstName: profile?.firstName ?? '',
    birthDate: isoToDisplay(profile?.birthDate),
    company: profile?.company ?? '',
    phone: profile?.phone ? formatFrenchPhone(profile.phone) : '',
  };
}

/** What the API receives: the birth date as ISO, empty fields as null (the shared schema cleans them). */
function toInput(values: FormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender || null,
    birthDate: values.birthDate.trim() ? displayToIso(values.birthDate) : null,
    company: values.company,
    phone: values.phone,
  };
}

/** /account/profile: civility, names, birth date, company and phone; the email is shown, not edited. */
export function ProfilePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const title = t('account.profile.title');
  useDocumentTitle(title);
  const { data, loading, error, refetch } = useQuery(MY_PROFILE);
  const [update] = useMutation(UPDATE_PROFILE);
  const [failure, setFailure] = useState<string | null>(null);
  const profile = data?.me;
  const initialValues = useMemo(() => toFormValues(profile), [profile]);

  const formik = useFormik<FormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => {
      const result = validateWith(profileSchema, toInput(values));
      return result.ok ? {} : result.fieldErrors;
    },
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(profileSchema, toInput(values));
      if (!result.ok) return;
      const clean = result.value;
      const input: ProfileInput = {
        firstName: clean.firstName,
        lastName: clean.lastName,
        gender: (clean.gender as ProfileInput['gender']) ?? null,
        birthDate: clean.birthDate ?? null,
        company: clean.company ?? null,
        phone: clean.phone ?? null,
      };
      try {
        await update({ variables: { input } });
        toast.success(t('account.profile.saved'));
      } catch (e) {
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });

  if (loading && !profile) return <p className="auth-status">{t('account.loading')}</p>;
  if (error && !profile) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('account.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('account.retry')}
        </button>
      </div>
    );
  }

  return (
    <section className="account-section" data-testid="profile-page">
      <h1>{title}</h1>
      {failure && <FormFailure messageKey={failure} />}
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        <RadioGroup
          formik={formik}
          name="gender"
          legend={t('account.profile.gender')}
          testId="profile-gender"
          options={[
            { value: 'FEMALE', label: t('account.gender.FEMALE') },
            { value: 'MALE', label: t('account.gender.MALE') },
            { value: 'OTHER', label: t('account.gender.OTHER') },
          ]}
        />
        <div className="form-row">
          <TextField formik={formik} name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" required testId="profile-last-name" />
          <TextField formik={formik} name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" required testId="profile-first-name" />
        </div>
        <div className="form-row">
          <TextField
            formik={formik}
            name="birthDate"
            label={t('account.profile.birthDate')}
            hint={t('account.profile.birthDateHint')}
            placeholder={t('account.profile.birthDatePlaceholder')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
            testId="profile-birth-date"
            onChange={(event) => void formik.setFieldValue('birthDate', maskDateInput(event.target.value))}
          />
          <TextField formik={formik} name="company" label={t('account.profile.company')} autoComplete="organization" testId="profile-company" />
        </div>
        <div className="form-row">
          <div className="form-field">
            <label htmlFor="profile-email">{t('auth.fields.email')}</label>
            <input id="profile-email" type="email" value={profile?.email ?? ''} readOnly aria-describedby="profile-email-hint" data-testid="profile-email" />
            <p className="form-hint" id="profile-email-hint">
              {t('account.profile.emailHint')}
            </p>
          </div>
          <TextField
            formik={formik}
            name="phone"
            type="tel"
            label={t('auth.fields.phone')}
            autoComplete="tel"
            hint={t('auth.hints.phone')}
            testId="profile-phone"
          />
        </div>
        {profile?.customerType === 'PROFESSIONAL' && (
          <dl className="account-facts" data-testid="profile-professional">
            <div>
              <dt>{t('auth.fields.corporateName')}</dt>
              <dd>{profile.corporateName ?? '—'}</dd>
            </div>
            {profile.tradeName && (
              <div>
                <dt>{t('auth.fields.tradeName')}</dt>
                <dd>{profile.tradeName}</dd>
              </div>
            )}
            <div>
              <dt>{t('auth.fields.siret')}</dt>
              <dd>{profile.siret ?? '—'}</dd>
            </div>
            {profile.website && (
              <div>
                <dt>{t('auth.fields.website')}</dt>
                <dd>{profile.website}</dd>
              </div>
            )}
          </dl>
        )}
        <SubmitButton busy={formik.isSubmitting} testId="profile-submit">
          {t('account.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
