import { useQuery } from '@apollo/client/react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, LOCALES, customerAdminSchema } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { fieldStatus } from '../../auth/form-errors';
import { CrudModal } from '../../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../../components/useCrudModal';
import { CUSTOMER_GROUPS, type CustomerDetail, type CustomerType } from '../users.graphql';
import { CREATE_CUSTOMER, UPDATE_CUSTOMER, type CustomerAdminInput } from './customers.graphql';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  customerType: CustomerType;
  groupCode: string;
  locale: (typeof LOCALES)[number];
}

type Editable = Pick<CustomerDetail, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'customerType' | 'group' | 'locale'>;

/**
 * Create or edit a customer (CustomerAdminInput). A new customer receives an e-mail to choose a password;
 * the group is offered to staff who may list the groups (otherwise the current one is kept).
 */
export function CustomerFormModal({ customer, onClose }: { customer: CrudTarget<Editable>; onClose(): void }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const canGroups = can('users.groups.list');
  const { data: groups } = useQuery(CUSTOMER_GROUPS, { skip: customer === null || !canGroups });
  const crud = useCrudModal({
    target: customer,
    onClose,
    create: CREATE_CUSTOMER,
    update: UPDATE_CUSTOMER,
    refetchQueries: ['AdminCustomers', 'AdminCustomer'],
    initialValues: (editing): Values => ({
      email: editing?.email ?? '',
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      phone: editing?.phone ?? '',
      customerType: editing?.customerType ?? 'INDIVIDUAL',
      groupCode: editing?.group?.code ?? '',
      locale: editing?.locale === 'en' ? 'en' : 'fr',
    }),
    validationSchema: customerAdminSchema,
    toInput: (values): CustomerAdminInput => ({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim() || null,
      customerType: values.customerType,
      groupCode: values.groupCode || null,
      locale: values.locale,
    }),
    saved: { created: 'customerAdmin.created', updated: 'customerAdmin.updated', name: (input) => `${input.firstName} ${input.lastName}` },
  });
  const { editing, formik } = crud;
  const text = (name: 'email' | 'firstName' | 'lastName' | 'phone', label: string, required: boolean, extra: object = {}) => (
    <Form.Item label={label} htmlFor={`customer-${name}`} required={required} {...fieldStatus(formik, name, t)}>
      <Input
        id={`customer-${name}`}
        name={name}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`customer-form-${name}`}
        {...extra}
      />
    </Form.Item>
  );
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('customerAdmin.editTitle', { name: `${editing.firstName} ${editing.lastName}` }) : t('customerAdmin.createTitle')}
      saveTestId="customer-form-save"
      data-testid="customer-form"
    >
      {!editing && <p>{t('customerAdmin.createIntro')}</p>}
      {text('email', t('customerAdmin.fields.email'), true, { type: 'email', autoFocus: true, autoComplete: 'off' })}
      {text('firstName', t('customerAdmin.fields.firstName'), true)}
      {text('lastName', t('customerAdmin.fields.lastName'), true)}
      {text('phone', t('customerAdmin.fields.phone'), false, { type: 'tel' })}
      <Form.Item label={t('customerAdmin.fields.customerType')} htmlFor="customer-customerType" required {...fieldStatus(formik, 'customerType', t)}>
        <Select<CustomerType>
          id="customer-customerType"
          value={formik.values.customerType}
          onChange={(value) => void formik.setFieldValue('customerType', value)}
          options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`users.customers.type.${value}`) }))}
          data-testid="customer-form-customerType"
        />
      </Form.Item>
      <Form.Item
        label={t('customerAdmin.fields.locale')}
        htmlFor="customer-locale"
        extra={t('customerAdmin.fields.localeHint')}
        {...fieldStatus(formik, 'locale', t)}
      >
        <Select<(typeof LOCALES)[number]>
          id="customer-locale"
          value={formik.values.locale}
          onChange={(value) => void formik.setFieldValue('locale', value)}
          options={LOCALES.map((value) => ({ value, label: t(`customerAdmin.locales.${value}`) }))}
          data-testid="customer-form-locale"
        />
      </Form.Item>
      {canGroups && (
        <Form.Item label={t('customerAdmin.fields.group')} htmlFor="customer-groupCode" {...fieldStatus(formik, 'groupCode', t)}>
          <Select<string>
            id="customer-groupCode"
            allowClear
            placeholder={t('users.customers.noGroup')}
            value={formik.values.groupCode || undefined}
            onChange={(value) => void formik.setFieldValue('groupCode', value ?? '')}
            options={(groups?.customerGroups ?? []).map((group) => ({ value: group.code, label: group.name }))}
            data-testid="customer-form-group"
          />
        </Form.Item>
      )}
    </CrudModal>
  );
}
