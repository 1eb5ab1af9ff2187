import { useTranslation } from 'react-i18next';
import './currency.css';
import { chooseCurrency, SHOP_CURRENCY } from './currency';
import { useCurrencies } from './useCurrencies';

/** A small select of the enabled currencies; shown only when one besides the euro is enabled. */
export function CurrencySwitch() {
  const { t } = useTranslation();
  const { currencies, chosen, target } = useCurrencies();
  const offered = currencies.filter((c) => c.enabled && (c.code === SHOP_CURRENCY || c.rateFromEur != null));
  if (offered.length < 2) return null;
  return (
    <label className="currency-switch">
      <span className="visually-hidden">{t('currency.label')}</span>
      <select value={target ? chosen : SHOP_CURRENCY} onChange={(e) => chooseCurrency(e.target.value)} title={t('currency.help')} data-testid="currency-switch">
        {offered.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} ({c.symbol})
          </option>
        ))}
      </select>
    </label>
  );
}
