import { EyeOutlined, PlusOutlined, ProfileOutlined } from '@ant-design/icons';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Drawer, Empty, List, Skeleton, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@guide/ui';
import { CUSTOMER_TYPES } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  DeleteSelectionButton,
  FilterBar,
  id,
  isFiltered,
  ListTable,
  oneOf,
  SearchFilter,
  SelectFilter,
  text,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
  type FiltersOf,
} from '../../components/list-page';
import { usePageTitle } from '../../usePageTitle';
import { CustomerNotes } from '../CustomerNotes';
import { AddressLines } from './CustomerAddresses';
import { errorMessage } from '../errors';
import { PAGE_SIZE } from '../pagination';
import { CUSTOMER, CUSTOMER_GROUPS, CUSTOMERS, type CustomerRow } from '../users.graphql';
import { CustomerFormModal } from './CustomerFormModal';
import { CustomerProfile } from './CustomerProfile';
import { DELETE_CUSTOMERS } from './customers.graphql';

/** The filters in the address: `?q=martin&type=PROFESSIONAL&group=g-1&verified=no`. */
const CUSTOMER_FILTERS = {
  search: text('q', 255),
  customerType: oneOf('type', CUSTOMER_TYPES),
  groupId: id('group'),
  verified: oneOf('verified', ['yes', 'no'] as const),
};
type CustomerListFilters = FiltersOf<typeof CUSTOMER_FILTERS>;

/** The `customers` variables: the search (null when none), the filters set, then the page. */
function customerListVariables(filters: CustomerListFilters, after: string | null) {
  return {
    search: filters.search,
    ...(filters.customerType ? { customerType: filters.customerType } : {}),
    ...(filters.groupId ? { groupId: filters.groupId } : {}),
    ...(filters.verified ? { emailVerified: filters.verified === 'yes' } : {}),
    first: PAGE_SIZE,
    after,
  };
}

/**
 * /admin/users/customers: search on name and email, filters on type, group and e-mail confirmation (in the
 * address), newest first, 20 per page; a drawer shows one customer with its addresses and staff notes, and
 * leads to the customer's record (/users/customers/:id). New customer; ticked customers deleted at once.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.customers.title'));
  const { can } = useAdmin();
  const canGroups = can('users.groups.list');
  const { filters: addressed, set, pages, selection } = useListPage(CUSTOMER_FILTERS);
  const [creating, setCreating] = useState(false);
  // The group filter is only offered (and sent) to who may list the groups.
  const filters = canGroups ? addressed : { ...addressed, groupId: null };
  const [openId, setOpenId] = useState<string | null>(null);
  const { data: groups } = useQuery(CUSTOMER_GROUPS, { skip: !canGroups });
  const list = useConnectionQuery(CUSTOMERS, 'customers', customerListVariables(filters, pages.after));
  const filtered = isFiltered(filters, ['search']);
  const canDelete = can('users.customers.mass-delete');
  const { confirmRemove, deleting } = useDeleteMany(DELETE_CUSTOMERS, {
    count: (data, ids) => data?.deleteCustomers ?? ids.length,
    deleted: (count) => t('customerAdmin.deleted', { count }),
    failed: t('customerAdmin.deleteFailed'),
    failure: (e) => errorMessage(t, e),
    selection,
    pages,
    restart: list.restart,
    onDeleted: (ids) => {
      if (openId && ids.includes(openId)) setOpenId(null);
    },
    confirm: {
      texts: (count) => ({ title: t('customerAdmin.confirmDelete', { count }), content: t('customerAdmin.deleteWarning'), okText: t('customerAdmin.delete') }),
      testId: 'customers-delete-confirm',
    },
  });

  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('users.customers.fields.name'),
      key: 'name',
      render: (_, customer) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {customer.lastName.toUpperCase()} {customer.firstName}
          </Typography.Text>
          {customer.corporateName && <Typography.Text type="secondary">{customer.corporateName}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('users.customers.fields.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('users.customers.fields.type'),
      dataIndex: 'customerType',
      key: 'customerType',
      render: (type: CustomerRow['customerType']) => <Tag color={type === 'PROFESSIONAL' ? 'purple' : undefined}>{t(`users.customers.type.${type}`)}</Tag>,
    },
    {
      title: t('users.customers.fields.emailVerified'),
      dataIndex: 'emailVerified',
      key: 'emailVerified',
      render: (verified: boolean) =>
        verified ? <Tag color="green">{t('users.customers.verified')}</Tag> : <Tag color="orange">{t('users.customers.unverified')}</Tag>,
    },
    { title: t('users.customers.fields.group'), key: 'group', render: (_, customer) => customer.group?.name ?? '—' },
    { title: t('users.customers.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: t('users.actions'),
      key: 'actions',
      render: (_, customer) =>
        can('users.customers.view') && (
          <Space size="small">
            <Button size="small" icon={<EyeOutlined />} onClick={() => setOpenId(customer.id)} data-testid={`customer-view-${customer.email}`}>
              {t('users.customers.view')}
            </Button>
            <Link to={`/users/customers/${customer.id}`} onClick={(e) => e.stopPropagation()} data-testid={`customer-record-${customer.email}`}>
              <ProfileOutlined /> {t('customerAdmin.record')}
            </Link>
          </Space>
        ),
    },
  ];

  return (
    <>
      <ListHeader title={t('users.customers.title')} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('users.customers.search')}
          style={{ width: 300 }}
          testId="customers-search"
        />
        {can('users.customers.create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="customer-create">
            {t('customerAdmin.create')}
          </Button>
        )}
      </ListHeader>
      <FilterBar testId="customers-filters">
        <SelectFilter
          value={filters.customerType}
          onChange={(customerType) => set({ customerType })}
          label={t('users.customers.filters.type')}
          placeholder={t('users.customers.filters.allTypes')}
          options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`users.customers.type.${type}`) }))}
          minWidth={200}
          testId="customers-filter-type"
        />
        {canGroups && (
          <SelectFilter
            value={filters.groupId}
            onChange={(groupId) => set({ groupId })}
            label={t('users.customers.filters.group')}
            placeholder={t('users.customers.filters.allGroups')}
            options={(groups?.customerGroups ?? []).map((group) => ({ value: group.id, label: group.name }))}
            minWidth={200}
            testId="customers-filter-group"
          />
        )}
        <SelectFilter
          value={filters.verified}
          onChange={(verified) => set({ verified })}
          label={t('users.customers.filters.verified')}
          placeholder={t('users.customers.filters.allVerified')}
          options={[
            { value: 'yes', label: t('users.customers.filters.verifiedOnly') },
            { value: 'no', label: t('users.customers.filters.unverifiedOnly') },
          ]}
          minWidth={220}
          testId="customers-filter-verified"
        />
        {filtered && (
          <Button type="link" onClick={() => set({ customerType: null, groupId: null, verified: null })} data-testid="customers-filter-reset">
            {t('users.customers.filters.reset')}
          </Button>
        )}
      </FilterBar>
      <ListTable<CustomerRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={
          canDelete
            ? {
                title: t('customerAdmin.selected', { count: selection.selected.length }),
                actions: (
                  <DeleteSelectionButton
                    onClick={() => confirmRemove(selection.selected)}
                    loading={deleting}
                    label={t('customerAdmin.deleteSelection')}
                    testId="customers-delete-selection"
                  />
                ),
              }
            : undefined
        }
        emptyText={
          filters.search ? t('users.customers.noMatch', { search: filters.search }) : filtered ? t('users.customers.noFilterMatch') : t('users.customers.empty')
        }
        data-testid="customers-table"
        testIdPrefix="customers"
        paged={{ pages, infoKey: 'users.customers.pageInfo' }}
        onOpen={can('users.customers.view') ? (customer) => setOpenId(customer.id) : undefined}
      />
      <CustomerDrawer id={openId} onClose={() => setOpenId(null)} />
      <CustomerFormModal customer={creating ? 'new' : null} onClose={() => setCreating(false)} />
    </>
  );
}

function CustomerDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(CUSTOMER, id ? { variables: { id } } : skipToken);
  const customer = data?.customer;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={customer ? `${customer.firstName} ${customer.lastName}` : t('users.customers.detail')}
      data-testid="customer-drawer"
    >
      {loading && !customer && <Skeleton active />}
      {error && !customer && <Alert type="error" showIcon title={errorMessage(t, error)} />}
      {data && !customer && <Empty description={t('users.customers.notFound')} />}
      {customer && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <CustomerProfile customer={customer} />
          <Link to={`/users/customers/${customer.id}`} data-testid="customer-open-record">
            <ProfileOutlined /> {t('customerAdmin.openRecord')}
          </Link>
          <div>
            <Typography.Title level={4}>{t('users.customers.addresses')}</Typography.Title>
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
                      data-testid="customer-address"
                    >
                      <AddressLines address={address} />
                    </Card>
                  </List.Item>
                )}
              />
            )}
          </div>
          <CustomerNotes customerId={customer.id} notes={customer.notes} />
        </Space>
      )}
    </Drawer>
  );
}
