import { useMutation } from '@apollo/client/react';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Select, Table, Typography, type ButtonProps } from 'antd';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocus } from '../../auth/form-errors';
import { CARRIERS, OTHER_CARRIER, remainingToShip, SHIPMENT_LIMITS } from '../after-sales';
import { applySalesServerErrors, salesErrorText, salesFieldStatus, salesMessage } from '../after-sales-ui';
import { CREATE_SHIPMENT, type AfterSalesOrder } from '../after-sales.graphql';
import { shipmentInput, shipSchema, type ShipLine, type ShipValues } from './forms';

interface ShipDialogProps {
  order: AfterSalesOrder;
  open: boolean;
  onClose(): void;
  /** The shipment was created (the page asks for the order again). */
  onDone(): void;
}

/**
 * (Mounted while open: the form starts from the order as it is then.)
 * "Ship" on a PROCESSING order: carrier (the usual French ones or another, typed), tracking number, package
 * count, and the units of each line, by default every unit not shipped yet → createShipment.
 */
export function ShipDialog({ order, open, onClose, onDone }: ShipDialogProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [createShipment] = useMutation(CREATE_SHIPMENT);
  const [failure, setFailure] = useState<string | null>(null);
  const remaining = useMemo(() => remainingToShip(order.lines, order.shipments), [order]);
  const formik = useFormik<ShipValues>({
    initialValues: {
      carrier: '',
      otherCarrier: '',
      trackingNumber: '',
      packageCount: 1,
      lines: order.lines
        .map((line) => ({
          productId: line.productId,
          sku: line.sku,
          name: line.name,
          remaining: remaining.get(line.productId) ?? 0,
          quantity: remaining.get(line.productId) ?? 0,
        }))
        .filter((line) => line.remaining > 0),
    },
    validationSchema: shipSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { data } = await createShipment({
          variables: {
            orderId: order.id,
            input: shipmentInput(values),
          },
        });
        notification.success({ title: t('sales.ship.done', { number: data?.createShipment.number ?? '' }) });
        onDone();
        onClose();
      } catch (e) {
        // Refusals on a field of the form go under it; the others (the order's status…) above the form.
        const others = applySalesServerErrors(formik, e, { aliases: formik.values.carrier === OTHER_CARRIER ? { carrier: 'otherCarrier' } : {} });
        if (others === null) setFailure(salesErrorText(t, e));
        else if (others.length) setFailure(salesMessage(t, others[0]));
      }
    },
  });
  const status = (name: keyof ShipValues, help?: string) => salesFieldStatus(formik, name, t, help);
  const submit = () => void formik.submitForm();

  return (
    <Modal
      open={open}
      title={t('sales.ship.title', { number: order.number })}
      okText={t('sales.ship.submit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'ship-submit', onMouseDown: keepFocus } as ButtonProps}
      width={720}
      destroyOnHidden
      data-testid="ship-dialog"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="ship-failure" />}
      <Form layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.ship.carrier')} htmlFor="ship-carrier" required {...status('carrier')}>
              <Select
                id="ship-carrier"
                value={formik.values.carrier || undefined}
                placeholder={t('sales.ship.carrierPlaceholder')}
                options={[...CARRIERS.map((carrier) => ({ value: carrier, label: carrier })), { value: OTHER_CARRIER, label: t('sales.ship.otherCarrier') }]}
                onChange={(value: string) => void formik.setFieldValue('carrier', value)}
                onBlur={() => void formik.setFieldTouched('carrier')}
                data-testid="ship-carrier"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {formik.values.carrier === OTHER_CARRIER && (
              <Form.Item label={t('sales.ship.otherCarrierName')} htmlFor="ship-otherCarrier" required {...status('otherCarrier')}>
                <Input
                  id="ship-otherCarrier"
                  name="otherCarrier"
                  maxLength={SHIPMENT_LIMITS.carrierMax}
                  value={formik.values.otherCarrier}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  data-testid="ship-otherCarrier"
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.ship.trackingNumber')} htmlFor="ship-trackingNumber" {...status('trackingNumber', t('sales.ship.trackingHelp'))}>
              <Input
                id="ship-trackingNumber"
                name="trackingNumber"
                maxLength={SHIPMENT_LIMITS.trackingNumberMax}
                value={formik.values.trackingNumber}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid="ship-trackingNumber"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('sales.ship.packageCount')} htmlFor="ship-packageCount" required {...status('packageCount')}>
              <InputNumber<number>
                id="ship-packageCount"
                min={SHIPMENT_LIMITS.packageCountMin}
                max={SHIPMENT_LIMITS.packageCountMax}
                precision={0}
                value={formik.values.packageCount}
                onChange={(value) => void formik.setFieldValue('packageCount', value)}
                onBlur={() => void formik.setFieldTouched('packageCount')}
                style={{ width: '100%' }}
                data-testid="ship-packageCount"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('sales.ship.lines')} {...status('lines', t('sales.ship.linesHelp'))}>
          <Table<ShipLine>
            rowKey="productId"
            size="small"
            pagination={false}
            dataSource={formik.values.lines}
            data-testid="ship-lines"
            columns={[
              { title: t('orders.fields.product'), key: 'name', render: (_, line) => line.name },
              { title: t('orders.fields.sku'), key: 'sku', render: (_, line) => <Typography.Text code>{line.sku}</Typography.Text> },
              { title: t('sales.ship.remaining'), key: 'remaining', align: 'right', render: (_, line) => line.remaining },
              {
                title: t('sales.ship.quantity'),
                key: 'quantity',
                align: 'right',
                render: (_, line, index) => (
                  <InputNumber<number>
                    min={0}
                    max={line.remaining}
                    precision={0}
                    value={line.quantity}
                    status={(line.quantity ?? 0) > line.remaining ? 'error' : undefined}
                    aria-label={t('sales.ship.quantityOf', { name: line.name })}
                    onChange={(value) => void formik.setFieldValue(`lines.${index}.quantity`, value)}
                    data-testid={`ship-quantity-${line.sku}`}
                  />
                ),
              },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
