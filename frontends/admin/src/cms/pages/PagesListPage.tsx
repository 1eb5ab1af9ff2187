import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { pagePath } from '@guide/vocabulary';
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
} from '../../components/list-page';
import type { PageStatus } from '../../gql/graphql';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure } from '../cms-errors';
import { PageCategoriesModal } from './PageCategoriesModal';
import { CMS_ADMIN_PAGES, CMS_DELETE_PAGES, CMS_DUPLICATE_PAGE, CMS_PAGE_CATEGORIES, type PageRow } from './pages.graphql';

const STATUSES: PageStatus[] = ['DRAFT', 'PUBLISHED'];

/** The list's filters, kept in the address (`?q=&status=&category=`). */
const PAGE_FILTERS = { search: text('q', 255), status: oneOf('status', STATUSES), categoryId: id('category') };

/**
 * /admin/cms/pages: every page (draft or published), newest first; search, status and category in the
 * address; 20 more at a time; duplicate (-copie / -copy by the admin's language), delete one or a selection.
 */
export function PagesListPage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('cmsPages.list.title'));
  const { filters, set, selection } = useListPage(PAGE_FILTERS);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const categories = useQuery(CMS_PAGE_CATEGORIES, { fetchPolicy: 'cache-and-network', skip: !can('cms.categories.list') });
  const list = useConnectionQuery(CMS_ADMIN_PAGES, 'pages', { ...filters, first: PAGE_SIZE });
  const [duplicate] = useMutation(CMS_DUPLICATE_PAGE);
  const canDelete = can('cms.pages.delete');
  const canMassDelete = can('cms.pages.mass-delete');
  const inCategory = filters.categoryId ? `?category=${filters.categoryId}` : '';
  const { confirmRemove, deleting } = useDeleteMany(CMS_DELETE_PAGES, {
    count: (data) => data?.deletePages ?? 0,
    deleted: (count) => t('cmsPages.list.deleted', { count }),
    failed: t('cmsPages.list.deleteFailed'),
    failure: (e) => cmsFailure(t, e),
    selection,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('cmsPages.list.deleteTitle', { count }), content: t('cmsPages.list.deleteText'), okText: t('cmsPages.delete') }),
      testId: 'pages-delete-confirm',
    },
  });
  const { selected } = selection;

  async function duplicateRow(row: PageRow) {
    try {
      const { data: result } = await duplicate({ variables: { id: row.id, locale: i18n.language === 'en' ? 'en' : 'fr' } });
      const copy = result?.duplicatePage;
      if (!copy) return;
      notification.success({ title: t('cmsPages.list.duplicated', { title: row.title, slug: copy.slug }) });
      if (can('cms.pages.update')) navigate(`/cms/pages/edit/${copy.id}${inCategory}`);
      else await list.refetch();
    } catch (e) {
      notification.error({ title: t('cmsPages.list.duplicateFailed', { title: row.title }), description: cmsFailure(t, e) });
    }
  }

  const columns: TableColumnsType<PageRow> = [
    {
      title: t('cmsPages.fields.title'),
      key: 'title',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={`/cms/pages/edit/${row.id}${inCategory}`} data-testid={`page-link-${row.id}`}>
            <Typography.Text strong>{row.title}</Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {pagePath(row.slug)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('cmsPages.fields.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={row.status === 'PUBLISHED' ? 'green' : 'default'} data-testid={`page-state-${row.id}`}>
          {t(`cmsPages.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      title: t('cmsPages.fields.categoryIds'),
      key: 'categories',
      render: (_, row) => row.categories.map((category) => <Tag key={category.id}>{category.title}</Tag>),
    },
    { title: t('cmsPages.fields.updatedAt'), key: 'updatedAt', render: (_, row) => formatDateTime(row.updatedAt) },
    {
      title: t('cmsPages.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          <Link to={`/cms/pages/edit/${row.id}${inCategory}`}>
            <Button size="small" icon={<EditOutlined />} data-testid={`page-edit-${row.id}`}>
              {can('cms.pages.update') ? t('cmsPages.edit') : t('cmsPages.open')}
            </Button>
          </Link>
          {can('cms.pages.duplicate') && (
            <Button size="small" icon={<CopyOutlined />} onClick={() => void duplicateRow(row)} data-testid={`page-duplicate-${row.id}`}>
              {t('cmsPages.list.duplicate')}
            </Button>
          )}
          <Button
            size="small"
            icon={<EyeOutlined />}
            href={pagePath(row.slug)}
            target="_blank"
            rel="noreferrer"
            disabled={row.status !== 'PUBLISHED'}
            aria-label={t('cmsPages.editor.view')}
          />
          {canDelete && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove([row.id])}
              aria-label={t('cmsPages.delete')}
              data-testid={`page-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('cmsPages.list.title')}
        intro={t('cmsPages.list.intro')}
        onRefresh={() => void list.refetch()}
        create={
          can('cms.pages.create') ? { label: t('cmsPages.list.new'), testId: 'page-new', onClick: () => navigate(`/cms/pages/create${inCategory}`) } : undefined
        }
      />
      <FilterBar>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('cmsPages.list.search')}
          style={{ width: 280 }}
          testId="pages-search"
        />
        <SelectFilter
          value={filters.status}
          label={t('cmsPages.fields.status')}
          options={STATUSES.map((status) => ({ value: status, label: t(`cmsPages.status.${status}`) }))}
          onChange={(status) => set({ status })}
          minWidth={150}
          testId="pages-status-filter"
        />
        <SelectFilter
          value={filters.categoryId}
          label={t('cmsPages.fields.categoryIds')}
          loading={categories.loading}
          options={(categories.data?.pageCategories ?? []).map((c) => ({ value: c.id, label: i18n.language === 'en' && c.titleEn ? c.titleEn : c.title }))}
          onChange={(categoryId) => set({ categoryId })}
          minWidth={180}
          testId="pages-category-filter"
        />
        {can('cms.categories.list') && (
          <Button onClick={() => setCategoriesOpen(true)} data-testid="pages-manage-categories">
            {t('cmsPages.categories.manage')}
          </Button>
        )}
      </FilterBar>
      <PageCategoriesModal open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      <ListTable<PageRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={{
          title: t('cmsPages.list.selected', { count: selected.length }),
          testId: 'pages-selection',
          actions: (
            <>
              {canDelete && (selected.length <= 1 || canMassDelete) && (
                <DeleteSelectionButton label={t('cmsPages.delete')} loading={deleting} onClick={() => confirmRemove(selected)} testId="pages-bulk-delete" />
              )}
            </>
          ),
        }}
        emptyText={isFiltered(filters) ? t('cmsPages.list.noMatch') : t('cmsPages.list.empty')}
        data-testid="pages-table"
        testIdPrefix="pages"
        growing={{ shownKey: 'cmsPages.list.shown', moreLabel: t('cmsPages.list.loadMore'), failure: (e) => cmsFailure(t, e) }}
        onOpen={(row) => navigate(`/cms/pages/edit/${row.id}${inCategory}`)}
      />
    </>
  );
}
