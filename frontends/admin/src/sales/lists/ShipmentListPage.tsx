import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { OrderLink, ShipmentStatusTag, TrackingNumber } from '../after-sales-ui';
import { ADMIN_SHIPMENTS, type ShipmentRow } from '../after-sales.graphql';

/** The filters in the address: `?q=EXP-2026`. */
const SHIPMENT_FILTERS = { search: text('q', 120) };

/**
 * /admin/sales/shipments: every parcel sent, newest first, 20 per page; search by shipment, order or tracking
 * number. A row opens its order.
 */
export function ShipmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('sales.shipments.title'));
  const { filters, set, pages } = useListPage(SHIPMENT_FILTERS);
  const list = useConnectionQuery(ADMIN_SHIPMENTS, 'shipments', { ...filters, first: PAGE_SIZE, after: pages.after });

  const columns: TableColumnsType<ShipmentRow> = [
    { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
    { title: t('sales.fields.order'), key: 'order', render: (_, row) => <OrderLink order={row.order} /> },
    { title: t('sales.fields.carrier'), dataIndex: 'carrier', key: 'carrier' },
    { title: t('sales.fields.trackingNumber'), key: 'tracking', render: (_, row) => <TrackingNumber number={row.trackingNumber} url={row.trackingUrl} /> },
    { title: t('sales.fields.status'), key: 'status', render: (_, row) => <ShipmentStatusTag status={row.status} /> },
    { title: t('sales.fields.shippedAt'), key: 'shippedAt', render: (_, row) => formatDateTime(row.shippedAt) },
    { title: t('sales.fields.deliveredAt'), key: 'deliveredAt', render: (_, row) => (row.deliveredAt ? formatDateTime(row.deliveredAt) : '—') },
  ];

  return (
    <>
      <ListHeader title={t('sales.shipments.title')} intro={t('sales.shipments.intro')} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={120}
          label={t('sales.shipments.search')}
          style={{ width: 300 }}
          testId="shipments-search"
        />
      </ListHeader>
      <ListTable<ShipmentRow>
        list={list}
        columns={columns}
        emptyText={isFiltered(filters) ? t('sales.shipments.noMatch') : t('sales.shipments.empty')}
        data-testid="shipments-table"
        testIdPrefix="shipments"
        paged={{ pages, infoKey: 'sales.shipments.pageInfo' }}
        onOpen={(row) => navigate(`/sales/orders/${row.order.id}`)}
      />
    </>
  );
}
