import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, Input, Select, Space, Tag, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { pagePath } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import type { PageStatus } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure } from '../cms-errors';
import { PageCategoriesModal } from './PageCategoriesModal';
import { CMS_ADMIN_PAGES, CMS_DELETE_PAGES, CMS_DUPLICATE_PAGE, CMS_PAGE_CATEGORIES, type PageRow } from './pages.graphql';

const STATUSES: PageStatus[] = ['DRAFT', 'PUBLISHED'];

/** The list's filters, kept in the address (`?q=&status=&category=`). */
export function pageListVariables(params: URLSearchParams) {
  const status = params.get('status');
  return {
    search: params.get('q')?.trim().slice(0, 255) || null,
    status: STATUSES.includes(status as PageStatus) ? (status as PageStatus) : null,
    categoryId: params.get('category') || null,
    first: 20,
  };
}

/**
 * /admin/cms/pages: every page (draft or published), newest first; search, status and category in the
 * address; 20 more at a time; duplicate (-copie / -copy by the admin's language), delete one or a selection.
 */
export function PagesListPage() {
  const { t, i18n } = useTranslation();
  const { notification, modal } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('cmsPages.list.title'));
  const [params, setParams] = useSearchParams();
  const variables = useMemo(() => pageListVariables(params), [params]);
  const [searchText, setSearchText] = useState(variables.search ?? '');
  useEffect(() => setSearchText(variables.search ?? ''), [variables.search]);
  const [selected, setSelected] = useState<string[]>([]);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const filterKey = params.toString();
  useEffect(() => setSelected([]), [filterKey]);

  const categories = useQuery(CMS_PAGE_CATEGORIES, { fetchPolicy: 'cache-and-network', skip: !can('cms.categories.list') });
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(CMS_ADMIN_PAGES, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.pages;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const [deletePages, { loading: deleting }] = useMutation(CMS_DELETE_PAGES);
  const [duplicate] = useMutation(CMS_DUPLICATE_PAGE);
  const canDelete = can('cms.pages.delete');
  const canMassDelete = can('cms.pages.mass-delete');
  const inCategory = variables.categoryId ? `?category=${variables.categoryId}` : '';

  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  async function loadMore() {
    if (!connection?.pageInfo.endCursor) return;
    setMoreError(null);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          pages: { ...fetchMoreResult.pages, edges: [...previous.pages.edges, ...fetchMoreResult.pages.edges] },
        }),
      });
    } catch (e) {
      setMoreError(cmsFailure(t, e));
    }
  }

  function confirmDelete(ids: string[]) {
    modal.confirm({
      title: t('cmsPages.list.deleteTitle', { count: ids.length }),
      content: t('cmsPages.list.deleteText'),
      okText: t('cmsPages.delete'),
      okButtonProps: { danger: true, 'data-testid': 'pages-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { data: result } = await deletePages({ variables: { ids } });
          notification.success({ title: t('cmsPages.list.deleted', { count: result?.deletePages ?? 0 }) });
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          await refetch(variables);
        } catch (e) {
          notification.error({ title: t('cmsPages.list.deleteFailed'), description: cmsFailure(t, e) });
        }
      },
    });
  }

  async function duplicateRow(row: PageRow) {
    try {
      const { data: result } = await duplicate({ variables: { id: row.id, locale: i18n.language === 'en' ? 'en' : 'fr' } });
      const copy = result?.duplicatePage;
      if (!copy) return;
      notification.success({ title: t('cmsPages.list.duplicated', { title: row.title, slug: copy.slug }) });
      if (can('cms.pages.update')) navigate(`/cms/pages/edit/${copy.id}${inCategory}`);
      else await refetch(variables);
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
              onClick={() => confirmDelete([row.id])}
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
        onRefresh={() => void refetch(variables)}
        create={
          can('cms.pages.create') ? { label: t('cmsPages.list.new'), testId: 'page-new', onClick: () => navigate(`/cms/pages/create${inCategory}`) } : undefined
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => set('q', value.trim().slice(0, 255) || null)}
          allowClear
          maxLength={255}
          placeholder={t('cmsPages.list.search')}
          aria-label={t('cmsPages.list.search')}
          style={{ width: 280 }}
          data-testid="pages-search"
        />
        <Select
          allowClear
          value={variables.status ?? undefined}
          placeholder={t('cmsPages.fields.status')}
          aria-label={t('cmsPages.fields.status')}
          options={STATUSES.map((status) => ({ value: status, label: t(`cmsPages.status.${status}`) }))}
          onChange={(status?: PageStatus) => set('status', status ?? null)}
          style={{ minWidth: 150 }}
          data-testid="pages-status-filter"
        />
        <Select
          allowClear
          value={variables.categoryId ?? undefined}
          placeholder={t('cmsPages.fields.categoryIds')}
          aria-label={t('cmsPages.fields.categoryIds')}
          loading={categories.loading}
          options={(categories.data?.pageCategories ?? []).map((c) => ({ value: c.id, label: i18n.language === 'en' && c.titleEn ? c.titleEn : c.title }))}
          onChange={(categoryId?: string) => set('category', categoryId ?? null)}
          style={{ minWidth: 180 }}
          data-testid="pages-category-filter"
        />
        {can('cms.categories.list') && (
          <Button onClick={() => setCategoriesOpen(true)} data-testid="pages-manage-categories">
            {t('cmsPages.categories.manage')}
          </Button>
        )}
      </Flex>
      <PageCategoriesModal open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch(variables)} />}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('cmsPages.list.selected', { count: selected.length })}
          action={
            canDelete && (selected.length <= 1 || canMassDelete) ? (
              <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={() => confirmDelete(selected)} data-testid="pages-bulk-delete">
                {t('cmsPages.delete')}
              </Button>
            ) : undefined
          }
          data-testid="pages-selection"
        />
      )}
      <CrudTable<PageRow>
        columns={columns}
        dataSource={rows}
        loading={loading && !connection}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        emptyText={filterKey ? t('cmsPages.list.noMatch') : t('cmsPages.list.empty')}
        data-testid="pages-table"
        onOpen={(row) => navigate(`/cms/pages/edit/${row.id}${inCategory}`)}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="pages-count">
          {connection ? t('cmsPages.list.shown', { shown: rows.length, count: connection.totalCount }) : ''}
        </Typography.Text>
        {connection?.pageInfo.hasNextPage && (
          <Button onClick={() => void loadMore()} loading={loading} data-testid="pages-more">
            {t('cmsPages.list.loadMore')}
          </Button>
        )}
      </Flex>
      {moreError && <Typography.Text type="danger">{moreError}</Typography.Text>}
    </>
  );
}
