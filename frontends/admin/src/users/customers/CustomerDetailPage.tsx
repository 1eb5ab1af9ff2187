import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAdmin } from '../../auth/useAdmin';
import { useConfirmDanger } from '../../components/list-page';
import { usePageTitle } from '../../usePageTitle';
import { CustomerNotes } from '../CustomerNotes';
import { errorMessage } from '../errors';
import { CUSTOMER } from '../users.graphql';
import { CustomerInvoices, CustomerOrders, CustomerReturns, CustomerTickets } from './CustomerActivity';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerFormModal } from './CustomerFormModal';
import { CustomerProfile } from './CustomerProfile';
import { DELETE_CUSTOMERS } from './customers.graphql';

/**
 * /admin/users/customers/:id: the customer's record. Tabs: profile (with staff notes), addresses, and, for
 * staff who may list them, orders, invoices and returns (commerce) and tickets (support). Edit and delete.
 */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const confirmDanger = useConfirmDanger();
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useQuery(CUSTOMER, { variables: { id } });
  const [deleteCustomers] = useMutation(DELETE_CUSTOMERS, { refetchQueries: ['AdminCustomers'] });
  const customer = data?.customer;
  usePageTitle(customer ? `${customer.firstName} ${customer.lastName}` : t('users.customers.detail'));

  if (loading && !customer) return <Skeleton active />;
  if (error && !customer) return <Alert type="error" showIcon title={errorMessage(t, error)} />;
  if (!customer) return <Empty description={t('users.customers.notFound')} />;
  const current = customer;

  function askDelete() {
    confirmDanger({
      title: t('customerAdmin.confirmDelete', { count: 1 }),
      content: t('customerAdmin.deleteWarning'),
      okText: t('customerAdmin.delete'),
      testId: 'customer-delete-confirm',
      onOk: async () => {
        try {
          await deleteCustomers({ variables: { ids: [current.id] } });
          notification.success({ title: t('customerAdmin.deleted', { count: 1 }) });
          navigate('/users/customers');
        } catch (e) {
          notification.error({ title: t('customerAdmin.deleteFailed'), description: errorMessage(t, e) });
        }
      },
    });
  }

  // Each tab with the permission its list needs (the gateway would refuse the others).
  const tab = (permission: Parameters<typeof can>[0], key: string, children: React.ReactNode) =>
    can(permission) ? [{ key, label: t(`customerAdmin.tabs.${key}`), children }] : [];
  const items = [
    {
      key: 'profile',
      label: t('customerAdmin.tabs.profile'),
      children: (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <CustomerProfile customer={customer} />
          <CustomerNotes customerId={customer.id} notes={customer.notes} />
        </Space>
      ),
    },
    { key: 'addresses', label: t('customerAdmin.tabs.addresses'), children: <CustomerAddresses customer={customer} /> },
    ...tab('sales.orders.list', 'orders', <CustomerOrders customerId={customer.id} />),
    ...tab('sales.invoices.list', 'invoices', <CustomerInvoices customerId={customer.id} />),
    ...tab('sales.rma.list', 'returns', <CustomerReturns customerId={customer.id} />),
    ...tab('support.tickets.list', 'tickets', <CustomerTickets customerId={customer.id} />),
  ];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space direction="vertical" size={0}>
          <Link to="/users/customers">
            <ArrowLeftOutlined /> {t('customerAdmin.backToList')}
          </Link>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="customer-record-title">
            {customer.firstName} {customer.lastName}
          </Typography.Title>
        </Space>
        <Space>
          {can('users.customers.update') && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="customer-edit">
              {t('customerAdmin.edit')}
            </Button>
          )}
          {can('users.customers.mass-delete') && (
            <Button danger icon={<DeleteOutlined />} onClick={askDelete} data-testid="customer-delete">
              {t('customerAdmin.delete')}
            </Button>
          )}
        </Space>
      </Space>
      <Tabs items={items} data-testid="customer-tabs" />
      <CustomerFormModal customer={editing ? customer : null} onClose={() => setEditing(false)} />
    </>
  );
}
