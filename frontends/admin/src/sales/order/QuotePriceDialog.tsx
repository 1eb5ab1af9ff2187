import { useMutation } from '@apollo/client/react';
import { Alert, App, Col, DatePicker, Descriptions, Form, Input, Modal, Row, Table, Typography, type ButtonProps } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, formatCents } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { eurosToCents } from '../after-sales';
import { applySalesServerErrors, salesErrorText, salesFieldStatus, salesMessage, useLang } from '../after-sales-ui';
import { PRICE_QUOTE, type OrderDetail } from '../orders.graphql';
import {
  centsToEuros,
  isValidityDay,
  parisDay,
  QUOTE_LIMITS,
  quoteLimits,
  quotePriceInput,
  quoteSchema,
  quoteTotals,
  type QuoteLine,
  type QuoteValues,
} from './quote-form';

interface QuotePriceDialogProps {
  quote: OrderDetail;
  onClose(): void;
  /** The quote was priced (the page asks for it again). */
  onDone(): void;
}

/** A calendar day ("2026-12-28") as the date picker's value. */
const dayValue = (day: string) => dayjs(day, 'YYYY-MM-DD');

/**
 * (Mounted while open: the form starts from the quote as it is then.) "Price the quote": each line's unit price
 * (VAT included, prefilled), a discount, the last day the offer holds (Paris; 30 days by default, a year at
 * most), a message to the customer; the new subtotal and total as they are typed → priceQuote. Commerce
 * computes the VAT and totals again and emails the customer.
 */
export function QuotePriceDialog({ quote, onClose, onDone }: QuotePriceDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const { notification } = App.useApp();
  const [priceQuote] = useMutation(PRICE_QUOTE);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, lang, quote.currency);
  // An offer already dated keeps its day while it is still ahead; otherwise 30 days from today.
  const currentDay = quote.quoteValidUntil ? parisDay(0, Date.parse(quote.quoteValidUntil)) : null;
  const formik = useFormik<QuoteValues>({
    initialValues: {
      lines: quote.lines.map((line) => ({
        productId: line.productId,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        price: centsToEuros(line.unitPriceCents),
      })),
      discount: centsToEuros(quote.discountCents),
      validUntil: dayValue(currentDay && isValidityDay(currentDay) ? currentDay : parisDay(QUOTE_LIMITS.defaultValidityDays)),
      comment: '',
    },
    validationSchema: quoteSchema,
    validate: quoteLimits,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await priceQuote({ variables: { id: quote.id, input: quotePriceInput(values) } });
        notification.success({ title: t('sales.quote.done', { number: quote.number }) });
        onDone();
        onClose();
      } catch (e) {
        // Refusals on a field go under it (a line's price under the lines); the others (no longer a quote…) above the form.
        const others = applySalesServerErrors(formik, e, { aliases: { discountCents: 'discount' } });
        if (others === null) setFailure(salesErrorText(t, e));
        else if (others.length) setFailure(salesMessage(t, others[0]));
      }
    },
  });
  /** A field's status; a message key may read differently on one field (`sales.quote.errors.discount_AMOUNT_OUT_OF_RANGE`). */
  const status = (name: keyof QuoteValues, help?: string) => {
    const shown = salesFieldStatus(formik, name, t, help);
    const key = formik.errors[name];
    if (!shown.validateStatus || typeof key !== 'string') return shown;
    const specific = `sales.quote.errors.${name}_${key}`;
    return {
      validateStatus: shown.validateStatus,
      help: <span data-testid={`field-error-${name}`}>{i18n.exists(specific) ? t(specific) : salesMessage(t, key)}</span>,
    };
  };
  const submit = () => void formik.submitForm();
  const totals = quoteTotals(formik.values, quote.shippingCents);
  const discountCents = eurosToCents(formik.values.discount);
  const showLineErrors = formik.submitCount > 0 || Boolean(formik.touched.lines);

  return (
    <Modal
      open
      title={t('sales.quote.title', { number: quote.number })}
      okText={t('sales.quote.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'quote-price-submit', onMouseDown: keepFocus } as ButtonProps}
      width={760}
      data-testid="quote-price-dialog"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="quote-price-failure" />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('sales.quote.lines')} {...status('lines', t('sales.quote.linesHelp'))}>
          <Table<QuoteLine>
            rowKey="productId"
            size="small"
            pagination={false}
            dataSource={formik.values.lines}
            data-testid="quote-price-lines"
            columns={[
              { title: t('orders.fields.product'), key: 'name', render: (_, line) => line.name },
              { title: t('orders.fields.sku'), key: 'sku', render: (_, line) => <Typography.Text code>{line.sku}</Typography.Text> },
              { title: t('orders.fields.quantity'), key: 'quantity', align: 'right', render: (_, line) => line.quantity },
              {
                title: t('sales.quote.unitPrice'),
                key: 'price',
                align: 'right',
                render: (_, line, index) => {
                  const cents = eurosToCents(line.price);
                  const wrong = showLineErrors && (line.price.trim() === '' || cents === null || cents < 0 || cents > QUOTE_LIMITS.amountMaxCents);
                  return (
                    <Input
                      inputMode="decimal"
                      suffix="€"
                      style={{ width: 130 }}
                      value={line.price}
                      status={wrong ? 'error' : undefined}
                      aria-label={t('sales.quote.priceOf', { name: line.name })}
                      onChange={(e) => void formik.setFieldValue(`lines.${index}.price`, e.target.value)}
                      onBlur={() => void formik.setFieldTouched('lines')}
                      data-testid={`quote-price-${line.sku}`}
                    />
                  );
                },
              },
              {
                title: t('orders.fields.lineTotal'),
                key: 'total',
                align: 'right',
                render: (_, line) => {
                  const cents = eurosToCents(line.price);
                  return cents === null || line.price.trim() === '' ? '—' : money(cents * line.quantity);
                },
              },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.quote.discount')} htmlFor="quote-discount" {...status('discount', t('sales.quote.discountHelp'))}>
              <Input
                id="quote-discount"
                name="discount"
                inputMode="decimal"
                suffix="€"
                value={formik.values.discount}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="quote-discount"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.quote.validUntil')} htmlFor="quote-validUntil" {...status('validUntil', t('sales.quote.validUntilHelp'))}>
              <DatePicker
                id="quote-validUntil"
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => !isValidityDay(day.format('YYYY-MM-DD'))}
                value={formik.values.validUntil}
                onChange={(value) => {
                  void formik.setFieldValue('validUntil', value ?? null);
                  void formik.setFieldTouched('validUntil', true, false);
                }}
                data-testid="quote-validUntil"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('sales.quote.comment')} htmlFor="quote-price-comment" {...status('comment', t('sales.quote.commentHelp'))}>
          <Input.TextArea
            id="quote-price-comment"
            name="comment"
            rows={3}
            count={{ show: true, max: QUOTE_LIMITS.commentMax }}
            value={formik.values.comment}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="quote-price-comment"
          />
        </Form.Item>
        <Descriptions column={1} size="small" bordered data-testid="quote-price-summary">
          <Descriptions.Item label={t('orders.fields.subTotal')}>
            <span data-testid="quote-price-subtotal">{totals ? money(totals.subTotalCents) : '—'}</span>
          </Descriptions.Item>
          {discountCents !== null && discountCents > 0 && <Descriptions.Item label={t('orders.fields.discount')}>−{money(discountCents)}</Descriptions.Item>}
          <Descriptions.Item label={t('orders.fields.shipping')}>{money(quote.shippingCents)}</Descriptions.Item>
          <Descriptions.Item label={<strong>{t('sales.quote.total')}</strong>}>
            <Typography.Text strong data-testid="quote-price-total">
              {totals ? money(totals.totalCents) : '—'}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('sales.quote.vatNote')}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
