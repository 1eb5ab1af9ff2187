import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, formatCents, formatDate, isLanguage } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { onOpenRow } from '../../components/row-open';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { failureKey } from './errors';
import {
  ADMIN_ESTABLISHMENTS,
  DELETE_ESTABLISHMENTS,
  DUPLICATE_ESTABLISHMENT,
  ESTABLISHMENT_TYPES,
  PERMISSIONS,
  SET_ESTABLISHMENT_PUBLISHED,
  type EstablishmentRow,
} from './establishments.graphql';
import { changedListParams, isFiltered, listVariables, readListFilters, type ListFilterChange } from './list-filters';
import { useVocabularyOptions } from './vocabularies';

/** The filters of the URL (list-filters.ts) and their setter. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  // From the address bar, not this render's params: a change made right after another must keep it.
  const set = (change: ListFilterChange) => setParams(() => changedListParams(window.location.search, change));
  return { filters, set };
}

/**
 * The guide's establishments (unpublished included), 20 per page, newest change first: search, type and
 * publication filters, publish switch, duplicate, edit, delete one or the selection. The API pages with
 * cursors: `cursors[n]` is the `after` of page n (null for the first), remembered as pages are visited.
 */
export function EstablishmentListPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { label } = useVocabularyOptions();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  usePageTitle(t('establishments.title'));
  const { filters, set } = useListFilters();
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pages = useCursorPages();
  const { page } = pages;
  const [selected, setSelected] = useState<string[]>([]);
  const filterKey = `${filters.search}|${filters.type}|${filters.published}`;
  useEffect(() => {
    pages.reset();
    setSelected([]);
    // A new filter (not a new render) starts over from the first page.
  }, [filterKey]);

  const variables = listVariables(filters, PAGE_SIZE, pages.after);
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_ESTABLISHMENTS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.adminEstablishments ?? previousData?.adminEstablishments;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const pageCount = connection ? Math.max(1, Math.ceil(connection.totalCount / PAGE_SIZE)) : 1;

  const [deleteMany, { loading: deleting }] = useMutation(DELETE_ESTABLISHMENTS);
  const [duplicate] = useMutation(DUPLICATE_ESTABLISHMENT);
  const [setPublished] = useMutation(SET_ESTABLISHMENT_PUBLISHED);
  const [busyRow, setBusyRow] = useState<string | null>(null);

  function next() {
    pages.next(data?.adminEstablishments?.pageInfo.endCursor);
    setSelected([]);
  }

  async function remove(ids: string[]) {
    try {
      const { data: result } = await deleteMany({ variables: { ids } });
      message.success(t('establishments.deleted', { count: result?.deleteEstablishments ?? ids.length }));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      // Back to the first page: the cursors after the deleted rows no longer point where they did.
      pages.reset();
      await refetch({ ...variables, after: null });
    } catch (e) {
      message.error(t(failureKey(errorCode(e))));
    }
  }

  function confirmMassDelete() {
    modal.confirm({
      title: t('establishments.massDelete.title', { count: selected.length }),
      content: t('establishments.massDelete.content'),
      okText: t('establishments.delete'),
      okButtonProps: { danger: true, 'data-testid': 'mass-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove(selected),
    });
  }

  async function onDuplicate(row: EstablishmentRow) {
    setBusyRow(row.id);
    try {
      const { data: copy } = await duplicate({ variables: { id: row.id } });
      message.success(t('establishments.duplicated', { name: copy?.duplicateEstablishment.name ?? row.name }));
      await refetch();
    } catch (e) {
      message.error(t(failureKey(errorCode(e))));
    } finally {
      setBusyRow(null);
    }
  }

  async function onPublish(row: EstablishmentRow, published: boolean) {
    setBusyRow(row.id);
    try {
      await setPublished({ variables: { id: row.id, published } });
      message.success(t(published ? 'establishments.publishedDone' : 'establishments.unpublishedDone', { name: row.name }));
      if (filters.published !== null) await refetch();
    } catch (e) {
      message.error(t(failureKey(errorCode(e))));
    } finally {
      setBusyRow(null);
    }
  }

  const columns: TableColumnsType<EstablishmentRow> = [
    {
      title: t('establishments.fields.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => (
        <Link to={`/catalog/establishments/${row.id}/edit`} title={row.slug}>
          <Typography.Text strong>{name}</Typography.Text>
        </Link>
      ),
    },
    { title: t('establishments.fields.type'), dataIndex: 'type', key: 'type', render: (type: string) => <Tag>{t(`establishmentType.${type}`)}</Tag> },
    {
      title: t('establishments.fields.category'),
      key: 'category',
      render: (_, row) =>
        row.mealCategory ? t(`mealCategory.${row.mealCategory}`) : row.producerCategory ? label('producerCategories', row.producerCategory) : '—',
    },
    { title: t('establishments.fields.city'), key: 'city', render: (_, row) => `${row.city.name} (${row.department.code})` },
    {
      title: t('establishments.fields.priceFrom'),
      dataIndex: 'priceFrom',
      key: 'priceFrom',
      align: 'right',
      render: (cents: number | null) => (cents != null ? formatCents(cents, lang) : '—'),
    },
    {
      title: t('establishments.fields.published'),
      dataIndex: 'published',
      key: 'published',
      render: (published: boolean, row) => (
        <Switch
          size="small"
          checked={published}
          loading={busyRow === row.id}
          disabled={!can(PERMISSIONS.publish)}
          onChange={(checked) => void onPublish(row, checked)}
          aria-label={t('establishments.publishToggle', { name: row.name })}
          data-testid={`publish-${row.id}`}
        />
      ),
    },
    { title: t('establishments.fields.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt', render: (value: string) => formatDate(value) },
    {
      title: t('establishments.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={t('establishments.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => navigate(`/catalog/establishments/${row.id}/edit`)}
              aria-label={t('establishments.editOf', { name: row.name })}
            />
          </Tooltip>
          {can(PERMISSIONS.duplicate) && (
            <Tooltip title={t('establishments.duplicate')}>
              <Button
                size="small"
                icon={<CopyOutlined />}
                loading={busyRow === row.id}
                onClick={() => void onDuplicate(row)}
                aria-label={t('establishments.duplicateOf', { name: row.name })}
                data-testid={`duplicate-${row.id}`}
              />
            </Tooltip>
          )}
          <Tooltip title={t('establishments.view')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              href={row.path}
              target="_blank"
              rel="noreferrer"
              disabled={!row.published}
              aria-label={t('establishments.view')}
            />
          </Tooltip>
          {can(PERMISSIONS.delete) && (
            <Popconfirm
              title={t('establishments.deleteOne', { name: row.name })}
              okText={t('establishments.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => remove([row.id])}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('establishments.deleteOf', { name: row.name })} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('establishments.title')}
        </Typography.Title>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          {can(PERMISSIONS.create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/catalog/establishments/new')} data-testid="establishment-new">
              {t('establishments.new')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => set({ q: value.trim() })}
          allowClear
          placeholder={t('establishments.searchPlaceholder')}
          aria-label={t('establishments.searchLabel')}
          style={{ maxWidth: 360 }}
          data-testid="establishments-search"
        />
        <Select
          allowClear
          value={filters.type ?? undefined}
          placeholder={t('establishments.filters.type')}
          aria-label={t('establishments.filters.type')}
          options={ESTABLISHMENT_TYPES.map((type) => ({ value: type, label: t(`establishmentType.${type}`) }))}
          onChange={(value?: string) => set({ type: value ?? null })}
          style={{ minWidth: 200 }}
          data-testid="establishments-type-filter"
        />
        <Select
          allowClear
          value={filters.published === null ? undefined : String(filters.published)}
          placeholder={t('establishments.filters.published')}
          aria-label={t('establishments.filters.published')}
          options={[
            { value: 'true', label: t('establishments.published') },
            { value: 'false', label: t('establishments.draft') },
          ]}
          onChange={(value?: string) => set({ published: value ?? null })}
          style={{ minWidth: 180 }}
          data-testid="establishments-published-filter"
        />
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('establishments.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('establishments.selected', { count: selected.length })}
          action={
            can(PERMISSIONS.massDelete) ? (
              <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={confirmMassDelete} data-testid="mass-delete">
                {t('establishments.massDelete.button')}
              </Button>
            ) : undefined
          }
          data-testid="selection-bar"
        />
      )}
      <Table<EstablishmentRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        // No horizontal scrolling: at laptop widths (1366 px) long names and towns wrap instead.
        tableLayout="auto"
        onRow={onOpenRow((row) => navigate(`/catalog/establishments/${row.id}/edit`))}
        rowSelection={can(PERMISSIONS.massDelete) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        locale={{ emptyText: isFiltered(filters) ? t('establishments.noMatch') : t('establishments.empty') }}
        data-testid="establishments-table"
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="establishments-page-info">
          {connection ? t('establishments.pageInfo', { page: page + 1, pages: pageCount, count: connection.totalCount }) : ''}
        </Typography.Text>
        <Flex gap={8}>
          <Button disabled={page === 0 || loading} onClick={pages.previous}>
            {t('common.previous')}
          </Button>
          <Button disabled={!data?.adminEstablishments?.pageInfo.hasNextPage || loading} onClick={next} data-testid="establishments-next">
            {t('common.next')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
