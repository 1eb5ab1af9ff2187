import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
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
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure } from '../cms-errors';
import { CMS_DELETE_PAGE_COMPONENTS, CMS_PAGE_COMPONENTS, type PageComponentRow } from './components.graphql';

/** The search, kept in the address (`?q=`). */
const COMPONENT_FILTERS = { search: text('q', 120) };

/** The list's preview: the component's thumbnail, or a grey card saying there is none. */
function Thumbnail({ row }: { row: PageComponentRow }) {
  const { t } = useTranslation();
  return row.thumbnailUrl ? (
    <img className="pc-thumb" src={row.thumbnailUrl} alt="" width={96} height={60} data-testid={`component-thumb-${row.id}`} />
  ) : (
    <span className="pc-thumb pc-thumb--none">{t('cmsComponents.list.noThumbnail')}</span>
  );
}

/**
 * /admin/cms/components: the reusable page-builder components by name, with their thumbnail and how many
 * pages use them; search in the address, 20 more at a time; delete one, or a selection with
 * cms.components.mass-delete (a component still used is refused by the service: COMPONENT_IN_USE).
 */
export function ComponentsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('cmsComponents.list.title'));
  const { filters, set, selection } = useListPage(COMPONENT_FILTERS);
  const list = useConnectionQuery(CMS_PAGE_COMPONENTS, 'pageComponents', { ...filters, first: PAGE_SIZE });
  const canDelete = can('cms.components.delete');
  const canMassDelete = can('cms.components.mass-delete');
  const { confirmRemove, deleting } = useDeleteMany(CMS_DELETE_PAGE_COMPONENTS, {
    count: (data) => data?.deletePageComponents ?? 0,
    deleted: (count) => t('cmsComponents.list.deleted', { count }),
    failed: t('cmsComponents.list.deleteFailed'),
    failure: (e) => cmsFailure(t, e),
    selection,
    restart: list.restart,
    confirm: {
      texts: (count) => ({
        title: t('cmsComponents.list.deleteTitle', { count }),
        content: t('cmsComponents.list.deleteText'),
        okText: t('cmsComponents.delete'),
      }),
      testId: 'components-delete-confirm',
    },
  });
  const { selected } = selection;
  const editPath = (row: PageComponentRow) => `/cms/components/edit/${row.id}`;

  const columns: TableColumnsType<PageComponentRow> = [
    { title: t('cmsComponents.fields.thumbnailUrl'), key: 'thumbnail', width: 120, render: (_, row) => <Thumbnail row={row} /> },
    {
      title: t('cmsComponents.fields.name'),
      key: 'name',
      render: (_, row) => (
        <Link to={editPath(row)} data-testid={`component-link-${row.id}`}>
          <Typography.Text strong>{row.name}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('cmsComponents.fields.usageCount'),
      key: 'usage',
      render: (_, row) => (
        <Tag color={row.usageCount ? 'blue' : 'default'} data-testid={`component-usage-${row.id}`}>
          {t('cmsComponents.usage', { count: row.usageCount })}
        </Tag>
      ),
    },
    { title: t('cmsComponents.fields.updatedAt'), key: 'updatedAt', render: (_, row) => formatDateTime(row.updatedAt) },
    {
      title: t('cmsComponents.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          <Link to={editPath(row)}>
            <Button size="small" icon={<EditOutlined />} data-testid={`component-edit-${row.id}`}>
              {can('cms.components.update') ? t('cmsComponents.edit') : t('cmsComponents.open')}
            </Button>
          </Link>
          {canDelete && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove([row.id])}
              aria-label={t('cmsComponents.delete')}
              data-testid={`component-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('cmsComponents.list.title')}
        intro={t('cmsComponents.list.intro')}
        onRefresh={() => void list.refetch()}
        create={
          can('cms.components.create')
            ? { label: t('cmsComponents.list.new'), testId: 'component-new', onClick: () => navigate('/cms/components/create') }
            : undefined
        }
      />
      <FilterBar>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={120}
          label={t('cmsComponents.list.search')}
          style={{ width: 280 }}
          testId="components-search"
        />
      </FilterBar>
      <ListTable<PageComponentRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={{
          title: t('cmsComponents.list.selected', { count: selected.length }),
          testId: 'components-selection',
          actions: (
            <>
              {canDelete && (selected.length <= 1 || canMassDelete) && (
                <DeleteSelectionButton
                  label={t('cmsComponents.delete')}
                  loading={deleting}
                  onClick={() => confirmRemove(selected)}
                  testId="components-bulk-delete"
                />
              )}
            </>
          ),
        }}
        emptyText={isFiltered(filters) ? t('cmsComponents.list.noMatch') : t('cmsComponents.list.empty')}
        data-testid="components-table"
        testIdPrefix="components"
        growing={{ shownKey: 'cmsComponents.list.shown', moreLabel: t('cmsComponents.list.loadMore'), failure: (e) => cmsFailure(t, e) }}
        onOpen={(row) => navigate(editPath(row))}
      />
    </>
  );
}
