import { useTranslation } from 'react-i18next';
import { formatVatRate } from '@guide/ui';
import { useLanguage } from '../locale';
import { IndicativePrice } from '../shop/currency/IndicativePrice';
import { money } from '../shop/format';
import { vatByRate } from '../shop/prices';

export interface Totals {
  subTotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  couponCode?: string | null;
  /** Each discount by name (a promotion's, or a plain coupon's: its code); discountCents is their sum. */
  discounts?: readonly { promotionId: string | null; name: string; amountCents: number }[];
  /** The VAT by rate, after discounts (a cart's or an order's); without it the VAT shows in one line. */
  vatLines?: readonly { ratePercent: number; vatCents: number }[];
}

/** Sub-total, each discount by name, delivery, total and the VAT it includes, by rate (cart, checkout review, orders). */
export function TotalsTable({ totals, shippingKnown = true }: { totals: Totals; shippingKnown?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const m = (cents: number) => money(cents, lang, totals.currency);
  const discounts = totals.discounts ?? [];
  const rates = vatByRate(totals.vatLines ?? []);
  // By rate only when the rates account for the whole VAT shown (e.g. a cart answered without them: one line).
  const byRate = rates.length > 0 && rates.reduce((sum, rate) => sum + rate.vatCents, 0) === totals.vatCents;
  return (
    <dl className="totals" data-testid="totals">
      <div>
        <dt>{t('cart.subTotal')}</dt>
        <dd data-testid="total-subtotal">{m(totals.subTotalCents)}</dd>
      </div>
      {discounts.length > 0
        ? discounts.map((discount, index) => (
            <div key={`${discount.promotionId ?? 'coupon'}-${index}`} className="totals__discount" data-testid="total-discount-line">
              <dt>{discount.promotionId === null ? t('cart.discountWithCode', { code: discount.name }) : discount.name}</dt>
              <dd data-testid={discounts.length === 1 ? 'total-discount' : undefined}>−{m(discount.amountCents)}</dd>
            </div>
          ))
        : totals.discountCents > 0 && (
            <div>
              <dt>{totals.couponCode ? t('cart.discountWithCode', { code: totals.couponCode }) : t('cart.discount')}</dt>
              <dd data-testid="total-discount">−{m(totals.discountCents)}</dd>
            </div>
          )}
      {discounts.length > 1 && (
        <div>
          <dt>{t('cart.discountTotal')}</dt>
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
        <dd data-testid="total-total">
          {m(totals.totalCents)}
          <IndicativePrice cents={totals.totalCents} testId="total-indicative" />
        </dd>
      </div>
      {byRate ? (
        rates.map((rate) => (
          <div key={rate.ratePercent} className="totals__vat" data-testid="total-vat-rate">
            <dt>{t('cart.vatAtRate', { rate: formatVatRate(rate.ratePercent, lang) })}</dt>
            <dd>{m(rate.vatCents)}</dd>
          </div>
        ))
      ) : (
        <div className="totals__vat">
          <dt>{t('cart.vat')}</dt>
          <dd data-testid="total-vat">{m(totals.vatCents)}</dd>
        </div>
      )}
    </dl>
  );
}
