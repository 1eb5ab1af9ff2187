import { useMutation } from '@apollo/client/react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Col, Empty, Form, Input, List, Modal, Popconfirm, Row, Select, Space, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES, addressSchema, formatFrenchPhone } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { applyServerErrors, fieldStatus } from '../../auth/form-errors';
import { errorMessage } from '../errors';
import type { CustomerDetail } from '../users.graphql';
import { CREATE_CUSTOMER_ADDRESS, DELETE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS, type AddressInput } from './customers.graphql';

type Address = CustomerDetail['addresses'][number];
type AddressType = (typeof ADDRESS_TYPES)[number];
type TextField = 'firstName' | 'lastName' | 'company' | 'street' | 'additionalAddress' | 'postalCode' | 'city' | 'country' | 'phone';
type Values = Record<TextField, string> & { type: AddressType; isDefault: boolean };

const REFETCH = { refetchQueries: ['AdminCustomer'], awaitRefetchQueries: true };

/** The addresses tab: the customer's billing and delivery addresses, edited with users.customers.addresses. */
/** An address as a card shows it (the record's Addresses tab and the list's preview drawer). */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <Typography.Text strong>
        {address.firstName} {address.lastName}
      </Typography.Text>
      {address.company && <div>{address.company}</div>}
      <div>{address.street}</div>
      {address.additionalAddress && <div>{address.additionalAddress}</div>}
      <div>
        {address.postalCode} {address.city} ({address.country})
      </div>
      {address.phone && <div>{address.country === 'FR' ? formatFrenchPhone(address.phone) : address.phone}</div>}
    </>
  );
}

export function CustomerAddresses({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  const canEdit = can('users.customers.addresses');
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [remove] = useMutation(DELETE_CUSTOMER_ADDRESS, REFETCH);

  async function onDelete(address: Address) {
    try {
      await remove({ variables: { customerId: customer.id, id: address.id } });
      notification.success({ title: t('customerAdmin.addresses.deleted') });
    } catch (e) {
      notification.error({ title: t('customerAdmin.addresses.deleteFailed'), description: errorMessage(t, e) });
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canEdit && (
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="customer-address-add">
          {t('customerAdmin.addresses.add')}
        </Button>
      )}
      {customer.addresses.length === 0 ? (
        <Empty description={t('users.customers.noAddress')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          grid={{ gutter: 12, column: 2, xs: 1, sm: 1 }}
          dataSource={customer.addresses}
          renderItem={(address) => (
            <List.Item>
              <Card
                size="small"
                title={t(`users.customers.addressType.${address.type}`)}
                extra={address.isDefault ? <Tag color="gold">{t('users.customers.defaultAddress')}</Tag> : undefined}
                actions={
                  canEdit
                    ? [
                        <Button
                          key="edit"
                          type="link"
                          icon={<EditOutlined />}
                          onClick={() => setEditing(address)}
                          data-testid={`customer-address-edit-${address.id}`}
                        >
                          {t('customerAdmin.edit')}
                        </Button>,
                        <Popconfirm
                          key="delete"
                          title={t('customerAdmin.addresses.confirmDelete')}
                          okText={t('customerAdmin.delete')}
                          cancelText={t('common.cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => onDelete(address)}
                        >
                          <Button type="link" danger data-testid={`customer-address-delete-${address.id}`}>
                            {t('customerAdmin.delete')}
                          </Button>
                        </Popconfirm>,
                      ]
                    : undefined
                }
                data-testid="customer-address"
              >
                <AddressLines address={address} />
              </Card>
            </List.Item>
          )}
        />
      )}
      {editing !== null && <AddressModal customerId={customer.id} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}

function AddressModal({ customerId, address, onClose }: { customerId: string; address: Address | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [create] = useMutation(CREATE_CUSTOMER_ADDRESS, REFETCH);
  const [update] = useMutation(UPDATE_CUSTOMER_ADDRESS, REFETCH);
  const formik = useFormik<Values>({
    initialValues: {
      type: (address?.type as AddressType | undefined) ?? 'DELIVERY',
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      company: address?.company ?? '',
      street: address?.street ?? '',
      additionalAddress: address?.additionalAddress ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      country: address?.country ?? 'FR',
      phone: address?.phone ?? '',
      isDefault: address?.isDefault ?? false,
    },
    validationSchema: addressSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const blank = (v: string) => v.trim() || null;
      const input: AddressInput = {
        type: values.type,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        company: blank(values.company),
        street: values.street.trim(),
        additionalAddress: blank(values.additionalAddress),
        postalCode: values.postalCode.trim(),
        city: values.city.trim(),
        country: values.country.trim().toUpperCase(),
        phone: blank(values.phone),
        isDefault: values.isDefault,
      };
      try {
        if (address) await update({ variables: { customerId, id: address.id, input } });
        else await create({ variables: { customerId, input } });
        notification.success({ title: t('customerAdmin.addresses.saved') });
        onClose();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : errorMessage(t, error));
      }
    },
  });
  const field = (name: TextField, required = false) => (
    <Form.Item label={t(`customerAdmin.addresses.fields.${name}`)} htmlFor={`address-${name}`} required={required} {...fieldStatus(formik, name, t)}>
      <Input
        id={`address-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`address-form-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={address ? t('customerAdmin.addresses.editTitle') : t('customerAdmin.addresses.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={onClose}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'address-form-save' }}
      width={640}
      destroyOnHidden
      data-testid="address-form"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()}>
        <Form.Item label={t('customerAdmin.addresses.fields.type')} htmlFor="address-type" required>
          <Select<AddressType>
            id="address-type"
            value={formik.values.type}
            onChange={(value) => void formik.setFieldValue('type', value)}
            options={ADDRESS_TYPES.map((value) => ({ value, label: t(`users.customers.addressType.${value}`) }))}
            data-testid="address-form-type"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>{field('firstName', true)}</Col>
          <Col span={12}>{field('lastName', true)}</Col>
        </Row>
        {field('company')}
        {field('street', true)}
        {field('additionalAddress')}
        <Row gutter={12}>
          <Col span={8}>{field('postalCode', true)}</Col>
          <Col span={10}>{field('city', true)}</Col>
          <Col span={6}>{field('country', true)}</Col>
        </Row>
        {field('phone')}
        <Checkbox
          checked={formik.values.isDefault}
          onChange={(e) => void formik.setFieldValue('isDefault', e.target.checked)}
          data-testid="address-form-default"
        >
          {t('customerAdmin.addresses.fields.isDefault')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
