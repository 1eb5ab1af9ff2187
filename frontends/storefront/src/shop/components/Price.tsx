import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../locale';
import { IndicativePrice } from '../currency/IndicativePrice';
import { money } from '../format';
import { productPrice } from '../prices';

/**
 * A product's price VAT included; lowered by an automatic promotion, the sale price first and the regular one
 * struck out beside it (screen readers hear which is which). `testId`: the current price's.
 */
export function Price({ product, testId }: { product: { priceCents: number; salePriceCents?: number | null; currency: string }; testId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { currentCents, regularCents } = productPrice(product);
  if (regularCents === null)
    return (
      <>
        <span data-testid={testId}>{money(currentCents, lang, product.currency)}</span>
        <IndicativePrice cents={currentCents} testId={`${testId}-indicative`} />
      </>
    );
  return (
    <span className="price price--sale">
      <span className="visually-hidden">{t('shop.salePrice')}</span>
      <span className="price__current" data-testid={testId}>
        {money(currentCents, lang, product.currency)}
      </span>{' '}
      <span className="visually-hidden">{t('shop.regularPrice')}</span>
      <s className="price__regular" data-testid={`${testId}-regular`}>
        {money(regularCents, lang, product.currency)}
      </s>
      <IndicativePrice cents={currentCents} testId={`${testId}-indicative`} />
    </span>
  );
}
