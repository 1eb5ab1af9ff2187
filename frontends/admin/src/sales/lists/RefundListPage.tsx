import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCents, formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { OrderLink, PdfLink, RefundStatusTag, useLang } from '../after-sales-ui';
import { ADMIN_REFUNDS, type RefundRow } from '../after-sales.graphql';

/** The filters in the address: `?q=AV-2026`. */
const REFUND_FILTERS = { search: text('q', 120) };

/**
 * /admin/sales/refunds: refunds and their credit notes (avoirs), newest first, 20 per page; search by credit
 * note or order number, the customer's name or e-mail; the PDF opens in a new tab. A row opens its order.
 */
export function RefundListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('sales.refunds.title'));
  const { filters, set, pages } = useListPage(REFUND_FILTERS);
  const list = useConnectionQuery(ADMIN_REFUNDS, 'refunds', { ...filters, first: PAGE_SIZE, after: pages.after });
  const canPrint = can('sales.invoices.print');

  const columns: TableColumnsType<RefundRow> = [
    { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
    { title: t('sales.fields.order'), key: 'order', render: (_, row) => <OrderLink order={row.order} /> },
    { title: t('sales.fields.status'), key: 'status', render: (_, row) => <RefundStatusTag status={row.status} /> },
    { title: t('sales.fields.total'), key: 'total', align: 'right', render: (_, row) => formatCents(row.totalCents, lang, row.order.currency) },
    { title: t('sales.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
    ...(canPrint
      ? [
          {
            title: t('sales.fields.document'),
            key: 'pdf',
            render: (_: unknown, row: RefundRow) => <PdfLink url={row.pdfUrl} number={row.number} testId={`refund-pdf-${row.number}`} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <ListHeader title={t('sales.refunds.title')} intro={t('sales.refunds.intro')} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={120}
          label={t('sales.refunds.search')}
          style={{ width: 300 }}
          testId="refunds-search"
        />
      </ListHeader>
      <ListTable<RefundRow>
        list={list}
        columns={columns}
        emptyText={isFiltered(filters) ? t('sales.refunds.noMatch') : t('sales.refunds.empty')}
        data-testid="refunds-table"
        testIdPrefix="refunds"
        paged={{ pages, infoKey: 'sales.refunds.pageInfo' }}
        onOpen={(row) => navigate(`/sales/orders/${row.order.id}`)}
      />
    </>
  );
}
