import { ArrowLeftOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Form, Input, Row, Select, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { formatCents, formatDateTime } from '@guide/ui';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { allowedNextStatuses, canRefundReturn, RETURN_LIMITS, type ReturnStatus } from '../after-sales';
import {
  applySalesServerErrors,
  OrderLink,
  PdfLink,
  RefundStatusTag,
  ReturnStatusTag,
  salesErrorText,
  salesFieldStatus,
  salesMessage,
  useLang,
} from '../after-sales-ui';
import { ADD_RETURN_MESSAGE, ADMIN_ORDER_AFTER_SALES, ADMIN_RETURN_REQUEST, SET_RETURN_STATUS, type ReturnRequestDetail } from '../after-sales.graphql';
import { RefundDialog } from '../order/RefundDialog';

const messageSchema = yup.object({ body: yup.string().trim().required('REQUIRED').max(RETURN_LIMITS.messageMax, 'TOO_LONG') });
const statusSchema = yup.object({
  status: yup.string().required('REQUIRED'),
  comment: yup.string().trim().max(RETURN_LIMITS.commentMax, 'TOO_LONG'),
});

/**
 * /admin/sales/rma/:id: a return request: its lines, reason and resolution, its history, the messages with
 * the customer (and an answer), the statuses it may move to (the contract's transitions) with a comment,
 * and, once RETURNED with a refund asked, the refund dialog filled with its lines.
 */
export function ReturnDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(ADMIN_RETURN_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const request = data?.returnRequest;
  // The order's refunds and invoices (what may still be refunded), asked apart and only when a refund may be made.
  const mayRefund = Boolean(request && can('sales.refunds.create') && canRefundReturn(request));
  const afterSales = useQuery(ADMIN_ORDER_AFTER_SALES, { variables: { id: request?.order.id ?? '' }, skip: !mayRefund, fetchPolicy: 'cache-and-network' });
  const refundOrder = request && afterSales.data?.order ? { ...request.order, ...afterSales.data.order } : null;
  usePageTitle(request ? t('sales.returns.detailTitle', { number: request.number }) : t('sales.returns.title'));
  const [refunding, setRefunding] = useState(false);
  const back = (
    <Link to="/sales/rma">
      <ArrowLeftOutlined /> {t('sales.returns.back')}
    </Link>
  );

  if (!request) {
    if (loading) return <Skeleton active />;
    return (
      <>
        {back}
        {error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={errorMessage(t, error)}
            action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Empty style={{ marginTop: 48 }} description={t('sales.returns.notFound')} data-testid="return-not-found" />
        )}
      </>
    );
  }
  const mayUpdate = can('sales.rma.update');

  return (
    <>
      {back}
      <Space align="center" size={12} wrap style={{ margin: '12px 0 16px', width: '100%', justifyContent: 'space-between' }}>
        <Space align="center" size={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="return-number">
            {t('sales.returns.detailTitle', { number: request.number })}
          </Typography.Title>
          <ReturnStatusTag status={request.status} testId="return-status" />
        </Space>
        {mayRefund && (
          <Button
            type="primary"
            icon={<RollbackOutlined />}
            loading={!refundOrder && afterSales.loading}
            disabled={!refundOrder}
            onClick={() => setRefunding(true)}
            data-testid="return-refund"
          >
            {t('sales.actions.refund')}
          </Button>
        )}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('sales.returns.lines')} style={{ marginBottom: 16 }}>
            <Table
              rowKey="productId"
              size="small"
              pagination={false}
              dataSource={request.lines}
              data-testid="return-lines"
              columns={[
                { title: t('orders.fields.product'), dataIndex: 'name', key: 'name' },
                { title: t('orders.fields.sku'), dataIndex: 'sku', key: 'sku', render: (sku: string) => <Typography.Text code>{sku}</Typography.Text> },
                { title: t('orders.fields.quantity'), dataIndex: 'quantity', key: 'quantity', align: 'right' },
                { title: t('sales.fields.reason'), dataIndex: 'reason', key: 'reason', render: (reason: string | null) => reason ?? '—' },
              ]}
            />
          </Card>
          <MessagesCard request={request} mayAnswer={mayUpdate} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('sales.returns.summary')} style={{ marginBottom: 16 }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('sales.fields.order')}>
                <OrderLink order={request.order} />
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.fields.customer')}>
                {`${request.order.customer.firstName ?? ''} ${request.order.customer.lastName ?? ''}`.trim() || '—'}
                <br />
                {request.order.customer.email}
              </Descriptions.Item>
              <Descriptions.Item label={t('sales.fields.resolution')}>
                <span data-testid="return-resolution">{t(`sales.resolution.${request.resolution}`)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('sales.fields.createdAt')}>{formatDateTime(request.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('sales.fields.updatedAt')}>{formatDateTime(request.updatedAt)}</Descriptions.Item>
              {request.refund && (
                <Descriptions.Item label={t('sales.returns.refund')}>
                  <Space orientation="vertical" size={0} data-testid="return-refund-done">
                    <span>
                      {request.refund.number} · {formatCents(request.refund.totalCents, lang, request.order.currency)}{' '}
                      <RefundStatusTag status={request.refund.status} />
                    </span>
                    {can('sales.invoices.print') && <PdfLink url={request.refund.pdfUrl} number={request.refund.number} />}
                  </Space>
                </Descriptions.Item>
              )}
            </Descriptions>
            <Typography.Title level={5}>{t('sales.returns.reason')}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="return-reason">
              {request.reason}
            </Typography.Paragraph>
          </Card>
          {mayUpdate && <StatusCard request={request} />}
          <Card title={t('sales.returns.history')} data-testid="return-history">
            <Timeline
              items={request.history.map((change, index) => ({
                key: `${change.at}-${index}`,
                content: (
                  <>
                    <Typography.Text>
                      {change.from
                        ? t('sales.returns.changed', { from: t(`sales.returnStatus.${change.from}`), to: t(`sales.returnStatus.${change.to}`) })
                        : t('sales.returns.opened', { to: t(`sales.returnStatus.${change.to}`) })}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      {formatDateTime(change.at)} · {change.byStaff ? t('sales.returns.byStaff') : t('sales.returns.byCustomer')}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      {refunding && refundOrder && (
        <RefundDialog
          order={refundOrder}
          preset={{ lines: request.lines, returnRequestId: request.id, reason: t('sales.returns.refundReason', { number: request.number }) }}
          onClose={() => setRefunding(false)}
          onDone={() => {
            void refetch();
            void afterSales.refetch();
          }}
        />
      )}
    </>
  );
}

/** The messages with the customer, oldest first, and staff's answer (1 to 5,000 characters; the customer is emailed). */
function MessagesCard({ request, mayAnswer }: { request: ReturnRequestDetail; mayAnswer: boolean }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [addMessage] = useMutation(ADD_RETURN_MESSAGE);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: messageSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await addMessage({ variables: { returnRequestId: request.id, body: values.body.trim() } });
        helpers.resetForm();
        notification.success({ title: t('sales.returns.messageSent') });
      } catch (e) {
        const others = applySalesServerErrors(formik, e);
        if (others === null) setFailure(salesErrorText(t, e));
        else if (others.length) setFailure(salesMessage(t, others[0]));
      }
    },
  });
  return (
    <Card title={t('sales.returns.messages')} data-testid="return-messages">
      {request.messages.length === 0 ? (
        <Typography.Text type="secondary">{t('sales.returns.noMessages')}</Typography.Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {request.messages.map((message) => (
            <li key={message.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }} data-testid="return-message">
              <Space>
                <Tag color={message.fromStaff ? 'blue' : 'default'}>{message.fromStaff ? t('orders.detail.fromStaff') : t('orders.detail.fromCustomer')}</Tag>
                <Typography.Text type="secondary">{formatDateTime(message.createdAt)}</Typography.Text>
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }} data-testid="return-message-body">
                {message.body}
              </Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
      {mayAnswer && (
        <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => void formik.submitForm()}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <Form.Item label={t('sales.returns.answer')} htmlFor="return-message" {...salesFieldStatus(formik, 'body', t, t('sales.returns.answerHelp'))}>
            <Input.TextArea
              id="return-message"
              name="body"
              rows={3}
              count={{ show: true, max: RETURN_LIMITS.messageMax }}
              value={formik.values.body}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid="return-message-input"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="return-message-send">
            {t('sales.returns.send')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** The statuses the request may move to (and only those), with an optional comment for the customer. */
function StatusCard({ request }: { request: ReturnRequestDetail }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [setStatus] = useMutation(SET_RETURN_STATUS);
  const [failure, setFailure] = useState<string | null>(null);
  const next = allowedNextStatuses(request.status);
  const formik = useFormik<{ status: ReturnStatus | ''; comment: string }>({
    initialValues: { status: '', comment: '' },
    validationSchema: statusSchema,
    onSubmit: async (values, helpers) => {
      if (!values.status) return;
      setFailure(null);
      try {
        await setStatus({ variables: { id: request.id, status: values.status, comment: values.comment.trim() || null } });
        helpers.resetForm();
        notification.success({ title: t('sales.returns.statusChanged', { status: t(`sales.returnStatus.${values.status}`) }) });
      } catch (e) {
        const others = applySalesServerErrors(formik, e);
        if (others === null) setFailure(salesErrorText(t, e));
        else if (others.length) setFailure(salesMessage(t, others[0]));
      }
    },
  });
  return (
    <Card title={t('sales.returns.changeStatus')} style={{ marginBottom: 16 }} data-testid="return-status-card">
      {next.length === 0 ? (
        <Typography.Text type="secondary" data-testid="return-final">
          {t('sales.returns.final')}
        </Typography.Text>
      ) : (
        <Form layout="vertical" onFinish={() => void formik.submitForm()}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="return-status-failure" />}
          <Form.Item label={t('sales.returns.newStatus')} htmlFor="return-new-status" required {...salesFieldStatus(formik, 'status', t)}>
            <Select
              id="return-new-status"
              value={formik.values.status || undefined}
              placeholder={t('sales.returns.newStatusPlaceholder')}
              options={next.map((status) => ({ value: status, label: t(`sales.returnStatus.${status}`) }))}
              onChange={(value: ReturnStatus) => void formik.setFieldValue('status', value)}
              data-testid="return-new-status"
            />
          </Form.Item>
          <Form.Item
            label={t('sales.returns.comment')}
            htmlFor="return-status-comment"
            {...salesFieldStatus(formik, 'comment', t, t('sales.returns.commentHelp'))}
          >
            <Input.TextArea
              id="return-status-comment"
              name="comment"
              rows={2}
              count={{ show: true, max: RETURN_LIMITS.commentMax }}
              value={formik.values.comment}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid="return-status-comment"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="return-status-save">
            {t('sales.returns.applyStatus')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
