import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik, type FormikProps } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { formatFrenchPhone, orderAddressSchema, validateWith } from '@guide/validation';
import { MY_ADDRESSES, type Address } from '../account/account.graphql';
import { CountryField } from '../account/CountryField';
import { ME } from '../auth/auth.graphql';
import { CheckboxField, SubmitButton, TextField } from '../auth/form';
import type { OrderAddressNode } from '../cart/cart.graphql';
import { shopErrorKey, type ShopMessage } from '../cart/errors';
import { useCart } from '../cart/useCart';
import type { OrderAddressInput } from '../gql/graphql';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { SET_CART_ADDRESSES } from './checkout.graphql';
import { EmptyCart, StepLoading } from './EmptyCart';

const FIELDS = ['firstName', 'lastName', 'company', 'street', 'additionalAddress', 'postalCode', 'city', 'country', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Side = 'billing' | 'delivery';
type AddressValues = Record<Field, string>;
type FormValues = Record<`${Side}_${Field}`, string> & { sameAsBilling: boolean };

const EMPTY: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  additionalAddress: '',
  postalCode: '',
  city: '',
  country: 'FR',
  phone: '',
};

function fromAddress(a: Partial<OrderAddressNode> | null | undefined, names?: { firstName: string; lastName: string }): AddressValues {
  if (!a) return { ...EMPTY, ...(names ?? {}) };
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    company: a.company ?? '',
    street: a.street ?? '',
    additionalAddress: a.additionalAddress ?? '',
    postalCode: a.postalCode ?? '',
    city: a.city ?? '',
    country: a.country ?? 'FR',
    phone: a.phone ? (a.country === 'FR' ? formatFrenchPhone(a.phone) : a.phone) : '',
  };
}

const sideValues = (values: FormValues, side: Side): AddressValues => Object.fromEntries(FIELDS.map((f) => [f, values[`${side}_${f}`]])) as AddressValues;
const withSide = (side: Side, address: AddressValues) =>
  Object.fromEntries(FIELDS.map((f) => [`${side}_${f}`, address[f]])) as Record<`${Side}_${Field}`, string>;

/** The order address's rules (@guide/validation's `orderAddressSchema`, which commerce and the address book run too). */
function validateSide(values: FormValues, side: Side): Record<string, string> {
  const result = validateWith(orderAddressSchema, sideValues(values, side));
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fieldErrors).map(([field, key]) => [`${side}_${field}`, key]));
}

function toInput(address: AddressValues): OrderAddressInput {
  const clean = orderAddressSchema.validateSync(address, { stripUnknown: true });
  return {
    firstName: clean.firstName,
    lastName: clean.lastName,
    company: clean.company ?? null,
    street: clean.street,
    additionalAddress: clean.additionalAddress ?? null,
    postalCode: clean.postalCode,
    city: clean.city,
    country: clean.country,
    phone: clean.phone ?? null,
  };
}

/** /checkout/addresses: billing and delivery, from the address book or typed; then setCartAddresses. */
export function AddressesStep() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.addresses.title'));
  const { cart, loading } = useCart();
  const book = useQuery(MY_ADDRESSES, { errorPolicy: 'all' });
  const me = useQuery(ME, { fetchPolicy: 'cache-first' });
  if (loading || (book.loading && !book.data)) return <StepLoading />;
  if (!cart || cart.lines.length === 0) return <EmptyCart />;
  const addresses = book.data?.me?.addresses ?? [];
  const names = { firstName: me.data?.me?.firstName ?? '', lastName: me.data?.me?.lastName ?? '' };
  return <AddressesForm cartBilling={cart.billingAddress} cartDelivery={cart.deliveryAddress} addresses={addresses} names={names} />;
}

function AddressesForm({
  cartBilling,
  cartDelivery,
  addresses,
  names,
}: {
  cartBilling: OrderAddressNode | null;
  cartDelivery: OrderAddressNode | null;
  addresses: readonly Address[];
  names: { firstName: string; lastName: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [failure, setFailure] = useState<ShopMessage | null>(null);
  const [save] = useMutation(SET_CART_ADDRESSES);
  const defaultOf = (type: 'BILLING' | 'DELIVERY') => addresses.find((a) => a.type === type && a.isDefault) ?? addresses.find((a) => a.type === type);
  const initialValues = useMemo<FormValues>(() => {
    const billing = cartBilling ? fromAddress(cartBilling) : fromAddress(defaultOf('BILLING') ?? defaultOf('DELIVERY'), names);
    const delivery = cartDelivery ? fromAddress(cartDelivery) : fromAddress(defaultOf('DELIVERY'), names);
    const same = !cartDelivery || JSON.stringify(fromAddress(cartDelivery)) === JSON.stringify(billing);
    return { ...withSide('billing', billing), ...withSide('delivery', same ? billing : delivery), sameAsBilling: same };
    // The cart and the book as loaded: typing must not be reset by later renders.
  }, []);

  const formik = useFormik<FormValues>({
    initialValues,
    validate: (values) => ({ ...validateSide(values, 'billing'), ...(values.sameAsBilling ? {} : validateSide(values, 'delivery')) }),
    onSubmit: async (values) => {
      setFailure(null);
      const billing = toInput(sideValues(values, 'billing'));
      try {
        await save({ variables: { billing, delivery: values.sameAsBilling ? billing : toInput(sideValues(values, 'delivery')) } });
        navigate(localePath('/checkout/shipping'));
      } catch (e) {
        // The API's field errors go to their fields (`billingAddress.city` from commerce, `billing.city` from
        // the input guard's SDL bounds), anything else above the form.
        const onFields = Object.entries(fieldErrors(e)).flatMap(([name, key]) => {
          const match = /^(billing|delivery)(?:Address)?\.(\w+)$/.exec(name);
          return match && (FIELDS as readonly string[]).includes(match[2]) ? [[`${match[1]}_${match[2]}`, key] as const] : [];
        });
        if (onFields.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(onFields.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(onFields));
        } else setFailure(shopErrorKey(e));
      }
    },
  });
  const showRequired = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;

  return (
    <section className="checkout-step" data-testid="checkout-addresses">
      <h1>{t('checkout.addresses.title')}</h1>
      {showRequired && (
        <div className="notice notice--error" role="alert" data-testid="addresses-error">
          <p>{t('checkout.addresses.fillRequired')}</p>
        </div>
      )}
      {failure && (
        <div className="notice notice--error" role="alert" data-testid="addresses-failure">
          <p>{t(failure)}</p>
        </div>
      )}
      <form className="auth-form checkout-form" onSubmit={formik.handleSubmit} noValidate aria-label={t('checkout.addresses.title')}>
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        <AddressFieldset formik={formik} side="billing" legend={t('checkout.addresses.billing')} addresses={addresses} />
        <CheckboxField formik={formik} name="sameAsBilling" label={t('checkout.addresses.sameAsBilling')} testId="addresses-same" />
        {!formik.values.sameAsBilling && <AddressFieldset formik={formik} side="delivery" legend={t('checkout.addresses.delivery')} addresses={addresses} />}
        <div className="form-actions">
          <SubmitButton busy={formik.isSubmitting} testId="addresses-submit">
            {t('checkout.continue')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function AddressFieldset({ formik, side, legend, addresses }: { formik: FormikProps<FormValues>; side: Side; legend: string; addresses: readonly Address[] }) {
  const { t } = useTranslation();
  const pickId = useId();
  const name = (field: Field) => `${side}_${field}`;
  const country = formik.values[`${side}_country`];

  function pick(id: string) {
    const address = addresses.find((a) => a.id === id);
    if (address) void formik.setValues({ ...formik.values, ...withSide(side, fromAddress(address)) });
  }

  return (
    <fieldset className="checkout-address" data-testid={`address-${side}`}>
      <legend>{legend}</legend>
      {addresses.length > 0 && (
        <div className="form-field">
          <label htmlFor={pickId}>{t('checkout.addresses.fromBook')}</label>
          <select id={pickId} defaultValue="" onChange={(e) => pick(e.target.value)} data-testid={`${side}-book`}>
            <option value="">{t('checkout.addresses.newAddress')}</option>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {[`${a.firstName} ${a.lastName}`, a.street, `${a.postalCode} ${a.city}`].join(', ')}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-row">
        <TextField
          formik={formik}
          name={name('lastName')}
          label={t('auth.fields.lastName')}
          autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} family-name`}
          required
          testId={`${side}-last-name`}
        />
        <TextField
          formik={formik}
          name={name('firstName')}
          label={t('auth.fields.firstName')}
          autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} given-name`}
          required
          testId={`${side}-first-name`}
        />
      </div>
      <TextField formik={formik} name={name('company')} label={t('account.addressForm.company')} autoComplete="organization" testId={`${side}-company`} />
      <TextField
        formik={formik}
        name={name('street')}
        label={t('account.addressForm.street')}
        autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} address-line1`}
        required
        testId={`${side}-street`}
      />
      <TextField
        formik={formik}
        name={name('additionalAddress')}
        label={t('account.addressForm.additionalAddress')}
        autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} address-line2`}
        testId={`${side}-additional`}
      />
      <div className="form-row form-row--postal">
        <TextField
          formik={formik}
          name={name('postalCode')}
          label={t('account.addressForm.postalCode')}
          autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} postal-code`}
          inputMode={country === 'FR' ? 'numeric' : undefined}
          required
          testId={`${side}-postal-code`}
        />
        <TextField
          formik={formik}
          name={name('city')}
          label={t('account.addressForm.city')}
          autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} address-level2`}
          required
          testId={`${side}-city`}
        />
      </div>
      <div className="form-row">
        <CountryField
          formik={formik}
          name={name('country')}
          autoComplete={`${side === 'billing' ? 'billing' : 'shipping'} country`}
          testId={`${side}-country`}
        />
        <TextField
          formik={formik}
          name={name('phone')}
          type="tel"
          label={t('auth.fields.phone')}
          autoComplete="tel"
          hint={country === 'FR' ? t('auth.hints.phone') : undefined}
          testId={`${side}-phone`}
        />
      </div>
    </fieldset>
  );
}
