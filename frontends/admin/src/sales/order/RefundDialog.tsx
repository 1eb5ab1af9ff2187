import { useMutation } from '@apollo/client/react';
import { Alert, App, Checkbox, Col, Descriptions, Form, Input, InputNumber, Modal, Row, Table, Typography, type ButtonProps } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { REFUND_LIMITS, refundableAmountCents, refundableShippingCents, refundableUnits } from '../after-sales';
import { applySalesServerErrors, salesErrorText, salesFieldStatus, salesMessage, useLang } from '../after-sales-ui';
import { CREATE_REFUND, type AfterSalesOrder } from '../after-sales.graphql';
import { refundInput, refundLimits, refundSchema, totalOf, type RefundLine, type RefundValues } from './forms';

/** What a return request brings to the dialog: its units, its id, and its reason. */
export interface RefundPreset {
  lines: readonly { productId: string; quantity: number }[];
  returnRequestId: string;
  reason?: string;
}

interface RefundDialogProps {
  order: AfterSalesOrder;
  /** From a return request: its lines (quantities within what may be refunded) and its id. */
  preset?: RefundPreset;
  onClose(): void;
  /** The refund was created (the page asks again). */
  onDone(): void;
}

/**
 * (Mounted while open.) "Refund" on an invoiced order: per line the units to refund (at most invoiced − refunded),
 * the shipping refunded (at most what is left of it), an adjustment (+ refunds more, − keeps a fee), restock,
 * a reason; the total is computed as it is typed → createRefund (with the return request's id from an RMA).
 */
export function RefundDialog({ order, preset, onClose, onDone }: RefundDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { notification } = App.useApp();
  const [createRefund] = useMutation(CREATE_REFUND);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, lang, order.currency);
  const refundable = useMemo(() => refundableUnits(order.invoices, order.refunds), [order]);
  const shippingLeft = refundableShippingCents(order.shippingCents, order.refunds);
  const amountLeft = refundableAmountCents(order.payments);
  const initialValues = useMemo<RefundValues>(() => {
    // The price invoiced (VAT included), else the order's.
    const invoicedPrice = new Map(order.invoices.flatMap((invoice) => invoice.lines.map((line) => [line.productId, line.unitPriceCents] as const)));
    const asked = new Map(preset?.lines.map((line) => [line.productId, line.quantity]));
    return {
      lines: order.lines
        .map((line) => {
          const left = refundable.get(line.productId) ?? 0;
          return {
            productId: line.productId,
            sku: line.sku,
            name: line.name,
            unitPriceCents: invoicedPrice.get(line.productId) ?? line.unitPriceCents,
            refundable: left,
            quantity: Math.min(asked.get(line.productId) ?? 0, left),
          };
        })
        .filter((line) => line.refundable > 0),
      shipping: '0',
      adjustment: '0',
      restock: Boolean(preset),
      reason: preset?.reason?.slice(0, REFUND_LIMITS.reasonMax) ?? '',
    };
  }, [order, preset, refundable]);

  const formik = useFormik<RefundValues>({
    initialValues,
    validationSchema: refundSchema,
    // Beyond each field: the shipping left, and a total above zero within what was paid and not refunded.
    validate: (values) => refundLimits(values, shippingLeft, order.payments.length > 0 ? amountLeft : null),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { data } = await createRefund({
          variables: {
            orderId: order.id,
            input: refundInput(values, preset?.returnRequestId),
          },
        });
        const refund = data?.createRefund;
        notification.success({
          title: t(refund?.status === 'PENDING' ? 'sales.refund.pending' : 'sales.refund.done', {
            number: refund?.number ?? '',
            amount: money(refund?.totalCents ?? 0),
          }),
        });
        onDone();
        onClose();
      } catch (e) {
        const others = applySalesServerErrors(formik, e, {
          shownElsewhere: ['totalCents'],
          aliases: { shippingCents: 'shipping', adjustmentCents: 'adjustment' },
        });
        if (others === null) setFailure(salesErrorText(t, e));
        else if (others.length) setFailure(salesMessage(t, others[0]));
      }
    },
  });
  const status = (name: string, help?: string) => salesFieldStatus(formik, name, t, help);
  const submit = () => void formik.submitForm();
  const total = totalOf(formik.values);
  const totalError = (formik.errors as Record<string, string | undefined>).totalCents;
  const showTotalError = Boolean(totalError) && (formik.submitCount > 0 || Boolean((formik.touched as Record<string, unknown>).totalCents));

  return (
    <Modal
      open
      title={t('sales.refund.title', { number: order.number })}
      okText={t('sales.refund.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'refund-submit', onMouseDown: keepFocus } as ButtonProps}
      width={760}
      data-testid="refund-dialog"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="refund-failure" />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('sales.refund.lines')} {...status('lines', t('sales.refund.linesHelp'))}>
          <Table<RefundLine>
            rowKey="productId"
            size="small"
            pagination={false}
            dataSource={formik.values.lines}
            data-testid="refund-lines"
            locale={{ emptyText: t('sales.refund.noLines') }}
            columns={[
              { title: t('orders.fields.product'), key: 'name', render: (_, line) => line.name },
              { title: t('orders.fields.unitPrice'), key: 'price', align: 'right', render: (_, line) => money(line.unitPriceCents) },
              { title: t('sales.refund.refundable'), key: 'refundable', align: 'right', render: (_, line) => line.refundable },
              {
                title: t('sales.refund.quantity'),
                key: 'quantity',
                align: 'right',
                render: (_, line, index) => (
                  <InputNumber<number>
                    min={0}
                    max={line.refundable}
                    precision={0}
                    value={line.quantity}
                    status={(line.quantity ?? 0) > line.refundable ? 'error' : undefined}
                    aria-label={t('sales.refund.quantityOf', { name: line.name })}
                    onChange={(value) => void formik.setFieldValue(`lines.${index}.quantity`, value)}
                    data-testid={`refund-quantity-${line.sku}`}
                  />
                ),
              },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('sales.refund.shipping')}
              htmlFor="refund-shipping"
              {...status('shipping', t('sales.refund.shippingHelp', { amount: money(shippingLeft) }))}
            >
              <Input
                id="refund-shipping"
                name="shipping"
                inputMode="decimal"
                suffix="€"
                value={formik.values.shipping}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="refund-shipping"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.refund.adjustment')} htmlFor="refund-adjustment" {...status('adjustment', t('sales.refund.adjustmentHelp'))}>
              <Input
                id="refund-adjustment"
                name="adjustment"
                inputMode="decimal"
                suffix="€"
                value={formik.values.adjustment}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="refund-adjustment"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item {...status('restock')}>
          <Checkbox
            id="refund-restock"
            checked={formik.values.restock}
            onChange={(e) => void formik.setFieldValue('restock', e.target.checked)}
            data-testid="refund-restock"
          >
            {t('sales.refund.restock')}
          </Checkbox>
        </Form.Item>
        <Form.Item label={t('sales.refund.reason')} htmlFor="refund-reason" {...status('reason')}>
          <Input.TextArea
            id="refund-reason"
            name="reason"
            rows={2}
            count={{ show: true, max: REFUND_LIMITS.reasonMax }}
            value={formik.values.reason}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="refund-reason"
          />
        </Form.Item>
        <Descriptions column={1} size="small" bordered data-testid="refund-summary">
          <Descriptions.Item label={<strong>{t('sales.refund.total')}</strong>}>
            <Typography.Text strong data-testid="refund-total">
              {total === null ? '—' : money(total)}
            </Typography.Text>
          </Descriptions.Item>
          {order.payments.length > 0 && <Descriptions.Item label={t('sales.refund.amountLeft')}>{money(amountLeft)}</Descriptions.Item>}
        </Descriptions>
        {showTotalError && (
          <Typography.Text type="danger" role="alert" data-testid="field-error-totalCents">
            {salesMessage(t, totalError ?? '')}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
