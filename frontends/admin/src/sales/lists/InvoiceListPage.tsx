import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCents, formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { OrderLink, PdfLink, useLang } from '../after-sales-ui';
import { ADMIN_INVOICES, type InvoiceRow } from '../after-sales.graphql';

/** The filters in the address: `?q=F-2026`. */
const INVOICE_FILTERS = { search: text('q', 120) };

/**
 * /admin/sales/invoices: every invoice, newest first, 20 per page; search by invoice or order number, the
 * customer's name or e-mail; the PDF opens in a new tab (sales.invoices.print). A row opens its order.
 */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('sales.invoices.title'));
  const { filters, set, pages } = useListPage(INVOICE_FILTERS);
  const list = useConnectionQuery(ADMIN_INVOICES, 'invoices', { ...filters, first: PAGE_SIZE, after: pages.after });
  const canPrint = can('sales.invoices.print');

  const columns: TableColumnsType<InvoiceRow> = [
    { title: t('sales.fields.number'), key: 'number', render: (_, row) => <Typography.Text strong>{row.number}</Typography.Text> },
    { title: t('sales.fields.order'), key: 'order', render: (_, row) => <OrderLink order={row.order} /> },
    { title: t('sales.fields.issuedAt'), key: 'issuedAt', render: (_, row) => formatDateTime(row.issuedAt) },
    { title: t('sales.fields.total'), key: 'total', align: 'right', render: (_, row) => formatCents(row.totalCents, lang, row.currency) },
    ...(canPrint
      ? [
          {
            title: t('sales.fields.document'),
            key: 'pdf',
            render: (_: unknown, row: InvoiceRow) => <PdfLink url={row.pdfUrl} number={row.number} testId={`invoice-pdf-${row.number}`} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <ListHeader title={t('sales.invoices.title')} intro={t('sales.invoices.intro')} onRefresh={() => void list.refetch()}>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={120}
          label={t('sales.invoices.search')}
          style={{ width: 300 }}
          testId="invoices-search"
        />
      </ListHeader>
      <ListTable<InvoiceRow>
        list={list}
        columns={columns}
        emptyText={isFiltered(filters) ? t('sales.invoices.noMatch') : t('sales.invoices.empty')}
        data-testid="invoices-table"
        testIdPrefix="invoices"
        paged={{ pages, infoKey: 'sales.invoices.pageInfo' }}
        onOpen={(row) => navigate(`/sales/orders/${row.order.id}`)}
      />
    </>
  );
}
