import { FilePdfOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors, isLanguage, type Language } from '@guide/ui';
import { errorMessage } from '../users/errors';
import {
  formFieldOf,
  PAYMENT_STATUS_COLOURS,
  REFUND_STATUS_COLOURS,
  RETURN_STATUS_COLOURS,
  SHIPMENT_STATUS_COLOURS,
  type PaymentStatus,
  type RefundStatus,
  type ReturnStatus,
  type ShipmentStatus,
} from './after-sales';

/** The screens' language for money and dates. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** A message key (a Yup rule's or the API's fieldErrors) in the sales screens' words, else the shared catalogue's. */
export function salesMessage(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return t([`sales.errors.${key}`, `orders.errors.${key}`, `ui:fieldErrors.${key}`, 'sales.errors.unknown'], values);
}

/** A failed call in one sentence: the first field error in the screens' words, else the code's message. */
export function salesErrorText(t: TFunction, error: unknown): string {
  const key = Object.values(fieldErrors(error))[0];
  return key ? salesMessage(t, key) : errorMessage(t, error);
}

/** antd Form.Item status and help for one field of a Formik form (shown once touched, or after a submit). */
export function salesFieldStatus<Values>(formik: FormikProps<Values>, name: string, t: TFunction, help?: string) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]) || formik.submitCount > 0;
  const error = (formik.errors as Record<string, unknown>)[name];
  return touched && typeof error === 'string'
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{salesMessage(t, error)}</span> }
    : { validateStatus: undefined, help };
}

/**
 * Puts the API's field errors on a form (`input.lines.0.quantity` under `lines`); returns the message keys of
 * the fields the form does not have (`status`, `order`…) for an alert, or null when the error named no field.
 * `shownElsewhere`: names the form shows without a value of their own (a refund's `totalCents`); `aliases`: the
 * form's name of an input field (`shippingCents` typed in euros as `shipping`).
 */
export function applySalesServerErrors<Values>(
  formik: FormikProps<Values>,
  error: unknown,
  { shownElsewhere = [], aliases = {} }: { shownElsewhere?: readonly string[]; aliases?: Record<string, string> } = {},
): string[] | null {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  if (!names.length) return null;
  const known = { ...(formik.initialValues as object), ...Object.fromEntries(shownElsewhere.map((name) => [name, true])) };
  const shown: Record<string, string> = {};
  const others: string[] = [];
  for (const name of names) {
    const field = aliases[formFieldOf(name)] ?? formFieldOf(name);
    if (field in known) shown[field] = fields[name];
    else others.push(fields[name]);
  }
  void formik.setTouched({ ...formik.touched, ...Object.fromEntries(Object.keys(shown).map((name) => [name, true])) }, false);
  formik.setErrors({ ...formik.errors, ...shown });
  return others;
}

/** A status tag of one of the after-sales vocabularies. */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={SHIPMENT_STATUS_COLOURS[status]}>{t(`sales.shipmentStatus.${status}`)}</Tag>;
}
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Tag color={PAYMENT_STATUS_COLOURS[status]}>{t(`sales.paymentStatus.${status}`)}</Tag>;
}
export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return <Tag color={REFUND_STATUS_COLOURS[status]}>{t(`sales.refundStatus.${status}`)}</Tag>;
}
export function ReturnStatusTag({ status, testId }: { status: ReturnStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={RETURN_STATUS_COLOURS[status]} data-testid={testId}>
      {t(`sales.returnStatus.${status}`)}
    </Tag>
  );
}

/** A payment method's name (`orders.paymentMethods`). */
export const paymentMethodLabel = (t: TFunction, method: string): string =>
  t([`orders.paymentMethods.${method}`, 'orders.paymentMethods.other'], { code: method });

/** A document's PDF (invoice, credit note), opening in a new tab; its accessible name says which. */
export function PdfLink({ url, number, testId }: { url: string; number: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('sales.pdfOf', { number })} data-testid={testId}>
      <FilePdfOutlined /> {t('sales.pdf')}
    </a>
  );
}

/** The order a document belongs to, linking to its page. */
export function OrderLink({ order }: { order: { id: string; number: string } }) {
  return (
    <Link to={`/sales/orders/${order.id}`} data-testid={`order-link-${order.number}`}>
      {order.number}
    </Link>
  );
}

/** A tracking number, a link to the carrier's page when commerce knows it. */
export function TrackingNumber({ number, url }: { number: string | null; url: string | null }) {
  if (!number) return <>—</>;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid={`tracking-${number}`}>
      {number}
    </a>
  ) : (
    <span data-testid={`tracking-${number}`}>{number}</span>
  );
}
