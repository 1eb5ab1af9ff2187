import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from './checkout.graphql';

/** The configured payment methods as radio buttons (checkout payment step, quote conversion). */
export function PaymentMethodChoice({ value, onChange }: { value: string | null; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PAYMENT_METHODS);
  if (loading && !data) return <p className="search-status">{t('cart.loading')}</p>;
  if (error && !data) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('checkout.payment.methodsFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('search.retry')}
        </button>
      </div>
    );
  }
  return (
    <fieldset className="choice-list" data-testid="payment-methods">
      <legend>{t('checkout.payment.legend')}</legend>
      {(data?.paymentMethods ?? []).map((m) => (
        <label key={m.code} className="choice-list__item" data-testid={`payment-${m.code}`}>
          <input type="radio" name="payment" value={m.code} checked={value === m.code} onChange={() => onChange(m.code)} />
          <span className="choice-list__name">{t(`checkout.payment.methods.${m.code}`, { defaultValue: m.name })}</span>
        </label>
      ))}
    </fieldset>
  );
}
