import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale';
import { money } from '../shop/format';

export interface Totals {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  couponCode?: string | null;
}

/** Sub-total, discount, delivery, VAT included and total (cart, checkout review, orders). */
export function TotalsTable({ totals, shippingKnown = true }: { totals: Totals; shippingKnown?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (cents: number) => money(cents, lang, totals.currency);
  return (
    <dl className="totals" data-testid="totals">
      <div>
        <dt>{t('cart.subTotal')}</dt>
        <dd data-testid="total-subtotal">{m(totals.subTotalCents)}</dd>
      </div>
      {totals.discountCents > 0 && (
        <div>
          <dt>{totals.couponCode ? t('cart.discountWithCode', { code: totals.couponCode }) : t('cart.discount')}</dt>
          <dd data-testid="total-discount">−{m(totals.discountCents)}</dd>
        </div>
      )}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd data-testid="total-shipping">
          {shippingKnown ? (totals.shippingCents ? m(totals.shippingCents) : t('cart.shippingFree')) : t('cart.shippingLater')}
        </dd>
      </div>
      <div className="totals__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="total-total">{m(totals.totalCents)}</dd>
      </div>
      <div className="totals__vat">
        <dt>{t('cart.vat')}</dt>
        <dd data-testid="total-vat">{m(totals.vatCents)}</dd>
      </div>
    </dl>
  );
}
