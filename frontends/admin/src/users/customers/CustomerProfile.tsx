import { useMutation, useQuery } from '@apollo/client/react';
import { App, Descriptions, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@guide/ui';
import { formatFrenchPhone } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { errorMessage } from '../errors';
import { CUSTOMER_GROUPS, SET_CUSTOMER_GROUP, type CustomerDetail } from '../users.graphql';

/** A customer's profile as staff see it (the list's drawer and the record's first tab); the group can be changed in place. */
export function CustomerProfile({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  const { data: groups } = useQuery(CUSTOMER_GROUPS, { skip: !can('users.groups.list') });
  const [setGroup, settingGroup] = useMutation(SET_CUSTOMER_GROUP, { refetchQueries: ['CustomerGroups'] });

  async function changeGroup(groupId: string | null) {
    try {
      await setGroup({ variables: { customerId: customer.id, groupId } });
      notification.success({ title: t('users.customers.groupSaved') });
    } catch (e) {
      notification.error({ title: t('users.customers.groupFailed'), description: errorMessage(t, e) });
    }
  }

  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('users.customers.fields.email')}>
        <Space>
          {customer.email}
          {customer.emailVerified ? <Tag color="green">{t('users.customers.verified')}</Tag> : <Tag color="orange">{t('users.customers.unverified')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.type')}>{t(`users.customers.type.${customer.customerType}`)}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.gender')}>{customer.gender ? t(`users.customers.gender.${customer.gender}`) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.birthDate')}>{customer.birthDate ? formatDate(customer.birthDate) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.phone')}>{customer.phone ? formatFrenchPhone(customer.phone) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.company')}>{customer.company ?? '—'}</Descriptions.Item>
      {customer.customerType === 'PROFESSIONAL' && (
        <>
          <Descriptions.Item label={t('users.customers.fields.corporateName')}>{customer.corporateName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.customers.fields.tradeName')}>{customer.tradeName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.customers.fields.siret')}>{customer.siret ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.customers.fields.website')}>{customer.website ?? '—'}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t('users.customers.fields.locale')}>
        {customer.locale === 'fr' || customer.locale === 'en' ? t(`customerAdmin.locales.${customer.locale}`) : customer.locale.toUpperCase()}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.createdAt')}>{formatDateTime(customer.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.updatedAt')}>{formatDateTime(customer.updatedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('users.customers.fields.group')}>
        {can('users.customers.update') && can('users.groups.list') ? (
          <Select
            allowClear
            style={{ minWidth: 220 }}
            loading={settingGroup.loading}
            value={customer.group?.id}
            placeholder={t('users.customers.noGroup')}
            options={(groups?.customerGroups ?? []).map((group) => ({ value: group.id, label: group.name }))}
            onChange={(value?: string) => void changeGroup(value ?? null)}
            data-testid="customer-group-select"
          />
        ) : (
          (customer.group?.name ?? '—')
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
