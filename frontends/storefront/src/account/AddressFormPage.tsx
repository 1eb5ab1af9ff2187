import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { addressSchema, formatFrenchPhone, type AddressValues } from '@guide/validation';
import { ME } from '../auth/auth.graphql';
import { FormFailure, generalErrorKey } from '../auth/errors';
import { applyServerErrors, CheckboxField, RadioGroup, SubmitButton, TextField } from '../auth/form';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { CREATE_ADDRESS, MY_ADDRESSES, UPDATE_ADDRESS, type Address, type AddressInput, type AddressType } from './account.graphql';
import { CountryField } from './CountryField';

interface FormValues {
  type: string;
  lastName: string;
  firstName: string;
  company: string;
  street: string;
  additionalAddress: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

function toFormValues(address: Address | undefined, type: AddressType, names: { firstName: string; lastName: string }): FormValues {
  return {
    type: address?.type ?? type,
    lastName: address?.lastName ?? names.lastName,
    firstName: address?.firstName ?? names.firstName,
    company: address?.company ?? '',
    street: address?.street ?? '',
    additionalAddress: address?.additionalAddress ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? 'FR',
    phone: address?.phone ? (address.country === 'FR' ? formatFrenchPhone(address.phone) : address.phone) : '',
    isDefault: address?.isDefault ?? false,
  };
}

/** /account/addresses/create and /account/addresses/edit/:id: one billing or delivery address. */
export function AddressFormPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id } = useParams();
  const [params] = useSearchParams();
  const requestedType: AddressType = params.get('type') === 'DELIVERY' ? 'DELIVERY' : 'BILLING';
  const editing = Boolean(id);
  const title = editing ? t('account.addressForm.editTitle') : t(`account.addressForm.createTitle.${requestedType}`);
  useDocumentTitle(title);
  const { data, loading } = useQuery(MY_ADDRESSES);
  // The customer's own names prefill a new address (from the cache the header already filled).
  const { data: me } = useQuery(ME, { fetchPolicy: 'cache-first' });
  const address = data?.me?.addresses.find((a) => a.id === id);
  const names = { firstName: me?.me?.firstName ?? '', lastName: me?.me?.lastName ?? '' };
  const initialValues = useMemo(() => toFormValues(address, requestedType, names), [address, requestedType, names.firstName, names.lastName]);
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['MyAddresses'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_ADDRESS, options);
  const [update] = useMutation(UPDATE_ADDRESS, options);

  const formik = useFormik<FormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: addressSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const clean = addressSchema.validateSync(values, { stripUnknown: true }) as AddressValues;
      const input: AddressInput = {
        type: clean.type as AddressType,
        firstName: clean.firstName,
        lastName: clean.lastName,
        company: clean.company ?? null,
        street: clean.street,
        additionalAddress: clean.additionalAddress ?? null,
        postalCode: clean.postalCode,
        city: clean.city,
        country: clean.country,
        phone: clean.phone ?? null,
        isDefault: Boolean(clean.isDefault),
      };
      try {
        if (id) await update({ variables: { id, input } });
        else await create({ variables: { input } });
        toast.success(t(editing ? 'account.addressForm.updated' : 'account.addressForm.created'));
        navigate(localePath('/account/addresses'));
      } catch (e) {
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });

  if (editing && loading && !data) return <p className="auth-status">{t('account.loading')}</p>;
  if (editing && data && !address) {
    return (
      <section className="account-section">
        <h1>{t('account.addressForm.notFound')}</h1>
        <p>
          <Link to={localePath('/account/addresses')}>{t('account.addressForm.back')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="account-section" data-testid="address-form-page">
      <h1>{title}</h1>
      {failure && <FormFailure messageKey={failure} />}
      <form className="auth-form" onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        <RadioGroup
          formik={formik}
          name="type"
          legend={t('account.addressForm.type')}
          testId="address-type"
          required
          options={[
            { value: 'BILLING', label: t('account.addressType.BILLING') },
            { value: 'DELIVERY', label: t('account.addressType.DELIVERY') },
          ]}
        />
        <div className="form-row">
          <TextField formik={formik} name="lastName" label={t('auth.fields.lastName')} autoComplete="family-name" required testId="address-last-name" />
          <TextField formik={formik} name="firstName" label={t('auth.fields.firstName')} autoComplete="given-name" required testId="address-first-name" />
        </div>
        <TextField formik={formik} name="company" label={t('account.addressForm.company')} autoComplete="organization" testId="address-company" />
        <TextField formik={formik} name="street" label={t('account.addressForm.street')} autoComplete="address-line1" required testId="address-street" />
        <TextField
          formik={formik}
          name="additionalAddress"
          label={t('account.addressForm.additionalAddress')}
          autoComplete="address-line2"
          testId="address-additional"
        />
        <div className="form-row form-row--postal">
          <TextField
            formik={formik}
            name="postalCode"
            label={t('account.addressForm.postalCode')}
            autoComplete="postal-code"
            inputMode={formik.values.country === 'FR' ? 'numeric' : undefined}
            required
            testId="address-postal-code"
          />
          <TextField formik={formik} name="city" label={t('account.addressForm.city')} autoComplete="address-level2" required testId="address-city" />
        </div>
        <div className="form-row">
          <CountryField formik={formik} name="country" testId="address-country" />
          <TextField
            formik={formik}
            name="phone"
            type="tel"
            label={t('auth.fields.phone')}
            autoComplete="tel"
            hint={formik.values.country === 'FR' ? t('auth.hints.phone') : undefined}
            testId="address-phone"
          />
        </div>
        <CheckboxField
          formik={formik}
          name="isDefault"
          label={t(`account.addressForm.isDefault.${formik.values.type === 'DELIVERY' ? 'DELIVERY' : 'BILLING'}`)}
          testId="address-default-checkbox"
        />
        <div className="form-actions">
          <SubmitButton busy={formik.isSubmitting} testId="address-submit">
            {t('account.save')}
          </SubmitButton>
          <Link className="button button--secondary" to={localePath('/account/addresses')}>
            {t('account.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
