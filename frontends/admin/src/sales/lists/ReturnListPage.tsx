import { Button, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, oneOf, SearchFilter, SelectFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { RETURN_STATUSES } from '../after-sales';
import { OrderLink, ReturnStatusTag } from '../after-sales-ui';
import { ADMIN_RETURN_REQUESTS, type ReturnRow } from '../after-sales.graphql';

/** The filters in the address: `?status=NEW_REQUEST&q=R-2026`. */
const RETURN_FILTERS = { status: oneOf('status', RETURN_STATUSES), search: text('q', 120) };

/**
 * /admin/sales/rma: the customers' return requests, newest first, 20 per page; filters by status, search by
 * return or order number, the customer's name or e-mail. A row opens the request.
 */
export function ReturnListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('sales.returns.title'));
  const { filters, set, clear, pages } = useListPage(RETURN_FILTERS);
  const list = useConnectionQuery(ADMIN_RETURN_REQUESTS, 'returnRequests', { ...filters, first: PAGE_SIZE, after: pages.after });
  const filtered = isFiltered(filters);

  const columns: TableColumnsType<ReturnRow> = [
    {
      title: t('sales.fields.number'),
      key: 'number',
      render: (_, row) => (
        <Link to={`/sales/rma/${row.id}`} data-testid={`return-link-${row.number}`}>
          <Typography.Text strong>{row.number}</Typography.Text>
        </Link>
      ),
    },
    { title: t('sales.fields.order'), key: 'order', render: (_, row) => <OrderLink order={row.order} /> },
    { title: t('sales.fields.status'), key: 'status', render: (_, row) => <ReturnStatusTag status={row.status} /> },
    { title: t('sales.fields.resolution'), key: 'resolution', render: (_, row) => t(`sales.resolution.${row.resolution}`) },
    { title: t('sales.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
    { title: t('sales.fields.updatedAt'), key: 'updatedAt', render: (_, row) => formatDateTime(row.updatedAt) },
  ];

  return (
    <>
      <ListHeader title={t('sales.returns.title')} intro={t('sales.returns.intro')} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={120}
          label={t('sales.returns.search')}
          style={{ width: 300 }}
          testId="returns-search"
        />
        <SelectFilter
          value={filters.status}
          label={t('sales.returns.statusFilter')}
          options={RETURN_STATUSES.map((status) => ({ value: status, label: t(`sales.returnStatus.${status}`) }))}
          onChange={(status) => set({ status })}
          minWidth={220}
          testId="returns-status-filter"
        />
        {filtered && (
          <Button onClick={clear} data-testid="returns-filter-reset">
            {t('sales.filters.reset')}
          </Button>
        )}
      </ListHeader>
      <ListTable<ReturnRow>
        list={list}
        columns={columns}
        emptyText={filtered ? t('sales.returns.noMatch') : t('sales.returns.empty')}
        data-testid="returns-table"
        testIdPrefix="returns"
        paged={{ pages, infoKey: 'sales.returns.pageInfo' }}
        onOpen={(row) => navigate(`/sales/rma/${row.id}`)}
      />
    </>
  );
}
