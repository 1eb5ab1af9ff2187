import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDate } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  DeleteSelectionButton,
  FilterBar,
  isFiltered,
  ListTable,
  SearchFilter,
  text,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
} from '../../components/list-page';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { DELETE_PROMOTIONS, PROMOTIONS, type PromotionRow } from './promotions.graphql';

/** The filters in the address: `?q=noel`. */
const PROMOTION_FILTERS = { search: text('q', 100) };

/**
 * /admin/marketing/promotions: highest priority first, 20 per page; search in names and codes; a row opens
 * the promotion; delete one or the selection.
 */
export function PromotionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('promotions.title'));
  const { filters, set, pages, selection } = useListPage(PROMOTION_FILTERS);
  const list = useConnectionQuery(PROMOTIONS, 'promotions', { ...filters, first: PAGE_SIZE, after: pages.after });
  const canDelete = can('marketing.promotions.delete');
  const canUpdate = can('marketing.promotions.update');
  const open = (row: PromotionRow) => navigate(`/marketing/promotions/${row.id}`);
  const { remove, confirmRemove, deleting } = useDeleteMany(DELETE_PROMOTIONS, {
    count: (data, ids) => data?.deletePromotions ?? ids.length,
    deleted: (count) => t('promotions.deleted', { count }),
    failed: t('promotions.deleteFailed'),
    failure: (error) => errorMessage(t, error),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('promotions.massDelete', { count }), content: t('promotions.deleteText'), okText: t('promotions.delete') }),
      testId: 'promotions-mass-delete-confirm',
    },
  });

  const period = (row: PromotionRow) => {
    if (row.startsAt && row.endsAt) return t('promotions.between', { from: formatDate(row.startsAt), to: formatDate(row.endsAt) });
    if (row.startsAt) return t('promotions.from', { date: formatDate(row.startsAt) });
    if (row.endsAt) return t('promotions.until', { date: formatDate(row.endsAt) });
    return t('promotions.always');
  };

  const columns: TableColumnsType<PromotionRow> = [
    {
      title: t('promotions.columns.name'),
      key: 'name',
      render: (_, row) => (
        <Space size={4} wrap>
          <Link to={`/marketing/promotions/${row.id}`} data-testid={`promotion-link-${row.id}`}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>
          {row.exclusive && <Tag color="purple">{t('promotions.exclusiveTag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('promotions.columns.code'),
      key: 'code',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.couponCode ? (
            <Typography.Text code strong>
              {row.couponCode}
            </Typography.Text>
          ) : (
            <Tag color="blue">{t('promotions.automatic')}</Tag>
          )}
          {row.voucherCount > 0 && <Link to={`/marketing/coupons?promotion=${row.id}`}>{t('promotions.vouchers', { count: row.voucherCount })}</Link>}
        </Space>
      ),
    },
    { title: t('promotions.columns.dates'), key: 'dates', render: (_, row) => period(row) },
    { title: t('promotions.columns.priority'), dataIndex: 'priority', key: 'priority' },
    {
      title: t('promotions.columns.usage'),
      key: 'usage',
      render: (_, row) => (
        <span data-testid={`promotion-usage-${row.id}`}>
          {row.usageLimit !== null ? `${row.timesUsed} / ${row.usageLimit}` : t('promotions.unlimited', { count: row.timesUsed })}
        </span>
      ),
    },
    {
      title: t('promotions.columns.enabled'),
      key: 'enabled',
      render: (_, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'promotions.enabled' : 'promotions.disabled')}</Tag>,
    },
    {
      title: t('promotions.columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          {canUpdate && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => open(row)}
              aria-label={t('promotions.editOf', { name: row.name })}
              data-testid={`promotion-edit-${row.id}`}
            />
          )}
          {canDelete && (
            <Popconfirm
              title={t('promotions.confirmDelete', { name: row.name })}
              description={t('promotions.deleteText')}
              okText={t('promotions.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => remove([row.id])}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('promotions.deleteOf', { name: row.name })}
                data-testid={`promotion-delete-${row.id}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('promotions.title')}
        intro={t('promotions.intro')}
        onRefresh={() => void list.refetch()}
        create={
          can('marketing.promotions.create')
            ? { label: t('promotions.new'), testId: 'promotion-new', onClick: () => navigate('/marketing/promotions/new') }
            : undefined
        }
      />
      <FilterBar>
        <SearchFilter value={filters.search} onSearch={(search) => set({ search })} maxLength={100} label={t('promotions.search')} testId="promotions-search" />
      </FilterBar>
      <ListTable<PromotionRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={{
          title: t('promotions.selected', { count: selection.selected.length }),
          actions: (
            <DeleteSelectionButton
              label={t('promotions.deleteSelection')}
              loading={deleting}
              testId="promotions-mass-delete"
              onClick={() => confirmRemove(selection.selected)}
            />
          ),
        }}
        emptyText={isFiltered(filters) ? t('promotions.noMatch') : t('promotions.empty')}
        data-testid="promotions-table"
        testIdPrefix="promotions"
        paged={{ pages, infoKey: 'promotions.pageInfo' }}
        onOpen={open}
      />
    </>
  );
}
