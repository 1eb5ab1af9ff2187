import { languageTag } from '@guide/ui';
import { useTranslation } from 'react-i18next';
import './currency.css';
import { useLanguage } from '../../locale';
import { convertCents } from './currency';
import { useCurrencies } from './useCurrencies';

/**
 * An amount in euros shown in the visitor's currency, marked as indicative (payment stays in euros).
 * Nothing while the euro is chosen.
 */
export function IndicativePrice({ cents, testId }: { cents: number; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { target } = useCurrencies();
  if (!target) return null;
  const minor = convertCents(cents, target.rateFromEur, target.decimals);
  // The narrow symbol: "12,45 £" rather than French's "12,45 £GB".
  const amount = new Intl.NumberFormat(languageTag(lang), {
    style: 'currency',
    currency: target.code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: target.decimals,
    maximumFractionDigits: target.decimals,
  }).format(minor / 10 ** target.decimals);
  return (
    <span className="price__indicative" data-testid={testId}>
      {' '}
      ≈ {amount} <small>({t('currency.indicative')})</small>
    </span>
  );
}
