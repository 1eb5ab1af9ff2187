import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatVatRate, isLanguage } from '@guide/ui';
import type { OrderDetail } from '../orders.graphql';

type Totals = Pick<
  OrderDetail,
  'subTotalCents' | 'discountCents' | 'shippingCents' | 'vatCents' | 'totalCents' | 'currency' | 'couponCode' | 'discounts' | 'vatLines'
>;

/**
 * An order's totals: sub-total, each discount by name (a promotion's name, a plain coupon's code), delivery,
 * the VAT by rate (after discounts, as commerce computed it) and the total.
 */
export function OrderTotals({ order }: { order: Totals }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const money = (cents: number) => formatCents(cents, lang, order.currency);
  const rate = (percent: number) => formatVatRate(percent, lang);
  const items: { key: string; label: ReactNode; children: ReactNode }[] = [
    { key: 'subTotal', label: t('orders.fields.subTotal'), children: money(order.subTotalCents) },
  ];

  if (order.discounts.length) {
    order.discounts.forEach((discount, index) =>
      items.push({
        key: `discount-${index}`,
        label:
          discount.promotionId === null
            ? t('orders.fields.discountWithCode', { code: discount.name })
            : t('orders.fields.discountNamed', { name: discount.name }),
        children: <span data-testid="order-discount">−{money(discount.amountCents)}</span>,
      }),
    );
    if (order.discounts.length > 1)
      items.push({
        key: 'discounts',
        label: t('orders.fields.discountTotal'),
        children: <span data-testid="order-discount-total">−{money(order.discountCents)}</span>,
      });
  } else if (order.discountCents > 0) {
    // A discount with no name kept (e.g. a quote priced by staff): one line, as before promotions.
    items.push({
      key: 'discount',
      label: order.couponCode ? t('orders.fields.discountWithCode', { code: order.couponCode }) : t('orders.fields.discount'),
      children: <span data-testid="order-discount">−{money(order.discountCents)}</span>,
    });
  }

  items.push({ key: 'shipping', label: t('orders.fields.shipping'), children: money(order.shippingCents) });

  // By rate when the rates account for the whole VAT; otherwise (an answer without them) one line.
  const byRate = order.vatLines.length > 0 && order.vatLines.reduce((sum, line) => sum + line.vatCents, 0) === order.vatCents;
  if (byRate) {
    // Lowest rate first, as the storefront shows them to the customer.
    for (const line of [...order.vatLines].sort((a, b) => a.ratePercent - b.ratePercent))
      items.push({
        key: `vat-${line.ratePercent}`,
        label: t('orders.fields.vatAtRate', { rate: rate(line.ratePercent) }),
        children: (
          <span data-testid="order-vat-rate">
            {money(line.vatCents)} <Typography.Text type="secondary">{t('orders.fields.vatBase', { base: money(line.baseCents) })}</Typography.Text>
          </span>
        ),
      });
  } else {
    items.push({ key: 'vat', label: t('orders.fields.vat'), children: money(order.vatCents) });
  }

  items.push({
    key: 'total',
    label: <strong>{t('orders.fields.total')}</strong>,
    children: <strong data-testid="order-total">{money(order.totalCents)}</strong>,
  });

  return <Descriptions column={1} size="small" style={{ maxWidth: 400, marginLeft: 'auto', marginTop: 16 }} items={items} data-testid="order-totals" />;
}
