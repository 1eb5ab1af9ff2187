import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, CursorPager, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure, downloadText } from '../contest-errors';
import {
  CONTEST_EDITIONS,
  CONTEST_REGISTRATION,
  CONTEST_REGISTRATIONS,
  DELETE_CONTEST_REGISTRATIONS,
  EXPORT_CONTEST_REGISTRATIONS,
  type RegistrationRow,
} from '../contest.graphql';
import { formatParis } from '../paris-time';

/** The filters live in the address (`?edition=2026&category=HOTEL_SCHOOL&q=…`), so a list can be linked to. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('edition'));
  const category = params.get('category');
  const filters = {
    edition: Number.isInteger(year) && year > 0 ? year : null,
    category: (CONTEST_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as ContestCategory) : null,
    search: params.get('q') ?? '',
  };
  const set = (change: { edition?: number | null; category?: ContestCategory | null; q?: string }) =>
    setParams(() => {
      // From the address bar, not this render's params: a change made right after another keeps it.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(change)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  return { filters, set };
}

/**
 * /admin/contest/registrations: applications, newest first, 20 per page; filters by edition and category,
 * search (name, establishment, e-mail); detail drawer; delete one or the selection; the edition's CSV for
 * the jury (with a UTF-8 BOM so that Excel reads the accents).
 */
export function RegistrationsPage() {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('contest.registrations.title'));
  const { filters, set } = useFilters();
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<string[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const filterKey = `${filters.edition}|${filters.category}|${filters.search}`;
  useEffect(() => {
    pages.reset();
    setSelected([]);
    // A new filter (not a new render) starts over from the first page.
  }, [filterKey]);

  const editions = useQuery(CONTEST_EDITIONS, { variables: { withCount: false }, fetchPolicy: 'cache-first' });
  const variables = { edition: filters.edition, category: filters.category, search: filters.search || null, first: PAGE_SIZE, after: pages.after };
  const { data, previousData, loading, error, refetch } = useQuery(CONTEST_REGISTRATIONS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.contestRegistrations;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const [deleteMany, { loading: deleting }] = useMutation(DELETE_CONTEST_REGISTRATIONS);
  const [exportCsv, { loading: exporting }] = useMutation(EXPORT_CONTEST_REGISTRATIONS);
  const canDelete = can('contest.registrations.delete');

  async function remove(ids: string[]) {
    try {
      const { data: result } = await deleteMany({ variables: { ids } });
      notification.success({ title: t('contest.registrations.deleted', { count: result?.deleteContestRegistrations ?? ids.length }) });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      if (viewing && ids.includes(viewing)) setViewing(null);
      // Back to the first page: the cursors after the deleted rows no longer point where they did.
      pages.reset();
      await refetch({ ...variables, after: null });
    } catch (e) {
      notification.error({ title: t('contest.registrations.deleteFailed'), description: contestFailure(t, e) });
    }
  }

  function confirmMassDelete() {
    modal.confirm({
      title: t('contest.registrations.massDelete.title', { count: selected.length }),
      content: t('contest.registrations.massDelete.content'),
      okText: t('contest.delete'),
      okButtonProps: { danger: true, 'data-testid': 'registrations-mass-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove(selected),
    });
  }

  async function onExport(year: number) {
    try {
      const { data: result } = await exportCsv({ variables: { edition: year } });
      // The BOM makes Excel read the file as UTF-8 (accents in names and headers).
      downloadText(t('contest.registrations.exportFile', { year }), `\uFEFF${result?.exportContestRegistrations ?? ''}`);
    } catch (e) {
      notification.error({ title: t('contest.registrations.exportFailed'), description: contestFailure(t, e) });
    }
  }

  const columns: TableColumnsType<RegistrationRow> = [
    { title: t('contest.registrations.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatParis(value) },
    { title: t('contest.registrations.fields.edition'), dataIndex: 'edition', key: 'edition' },
    {
      title: t('contest.registrations.fields.category'),
      dataIndex: 'category',
      key: 'category',
      render: (category: ContestCategory) => <Tag>{t(`contest.categories.${category}`)}</Tag>,
    },
    {
      title: t('contest.registrations.fields.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('contest.registrations.fields.establishmentName'), dataIndex: 'establishmentName', key: 'establishmentName' },
    { title: t('contest.registrations.fields.email'), dataIndex: 'email', key: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
    { title: t('contest.registrations.fields.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('contest.registrations.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          {can('contest.registrations.view') && (
            <Button
              size="small"
              icon={<EyeOutlined />}
              onClick={() => setViewing(row.id)}
              aria-label={t('contest.registrations.viewOf', { name: row.name })}
              data-testid={`registration-view-${row.id}`}
            />
          )}
          {canDelete && (
            <Popconfirm
              title={t('contest.registrations.confirmDelete', { name: row.name })}
              okText={t('contest.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => remove([row.id])}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('contest.registrations.deleteOf', { name: row.name })}
                data-testid={`registration-delete-${row.id}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const filtered = filters.edition !== null || filters.category !== null || filters.search !== '';
  return (
    <>
      <ListHeader title={t('contest.registrations.title')} intro={t('contest.registrations.intro')} onRefresh={() => void refetch()}>
        {can('contest.registrations.export') && (
          <Button
            icon={<DownloadOutlined />}
            disabled={filters.edition === null}
            title={filters.edition === null ? t('contest.registrations.exportNeedsEdition') : undefined}
            loading={exporting}
            onClick={() => filters.edition !== null && void onExport(filters.edition)}
            data-testid="registrations-export"
          >
            {t('contest.registrations.export')}
          </Button>
        )}
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={filters.edition ?? undefined}
          placeholder={t('contest.registrations.filters.edition')}
          aria-label={t('contest.registrations.filters.edition')}
          loading={editions.loading}
          options={(editions.data?.contestEditions ?? []).map((edition) => ({ value: edition.year, label: String(edition.year) }))}
          onChange={(value?: number) => set({ edition: value ?? null })}
          style={{ minWidth: 160 }}
          data-testid="registrations-edition-filter"
        />
        <Select
          allowClear
          value={filters.category ?? undefined}
          placeholder={t('contest.registrations.filters.category')}
          aria-label={t('contest.registrations.filters.category')}
          options={CONTEST_CATEGORIES.map((category) => ({ value: category, label: t(`contest.categories.${category}`) }))}
          onChange={(value?: ContestCategory) => set({ category: value ?? null })}
          style={{ minWidth: 240 }}
          data-testid="registrations-category-filter"
        />
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => set({ q: value.trim().slice(0, 100) })}
          allowClear
          maxLength={100}
          placeholder={t('contest.registrations.searchPlaceholder')}
          aria-label={t('contest.registrations.searchLabel')}
          style={{ maxWidth: 360 }}
          data-testid="registrations-search"
        />
      </Flex>
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('contest.registrations.selected', { count: selected.length })}
          action={
            <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={confirmMassDelete} data-testid="registrations-mass-delete">
              {t('contest.registrations.massDelete.button')}
            </Button>
          }
          data-testid="registrations-selection"
        />
      )}
      <CrudTable<RegistrationRow>
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        emptyText={filtered ? t('contest.registrations.noMatch') : t('contest.registrations.empty')}
        data-testid="registrations-table"
        onOpen={can('contest.registrations.view') ? (row) => setViewing(row.id) : undefined}
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.contestRegistrations.pageInfo}
        loading={loading}
        infoKey="contest.registrations.pageInfo"
        testIdPrefix="registrations"
      />
      <RegistrationDrawer id={viewing} onClose={() => setViewing(null)} onDelete={canDelete ? (id) => remove([id]) : undefined} />
    </>
  );
}

/** One registration in full (contest.registrations.view). */
function RegistrationDrawer({ id, onClose, onDelete }: { id: string | null; onClose(): void; onDelete?: (id: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [load, { data, loading, error }] = useLazyQuery(CONTEST_REGISTRATION, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (id) void load({ variables: { id } });
  }, [id, load]);
  const registration = id && data?.contestRegistration?.id === id ? data.contestRegistration : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={registration ? registration.name : t('contest.registrations.detailTitle')}
      size={480}
      loading={loading && !registration}
      extra={
        registration &&
        onDelete && (
          <Popconfirm
            title={t('contest.registrations.confirmDelete', { name: registration.name })}
            okText={t('contest.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => onDelete(registration.id)}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('contest.delete')}
            </Button>
          </Popconfirm>
        )
      }
      data-testid="registration-drawer"
    >
      {error && <Alert type="error" showIcon title={contestFailure(t, error)} />}
      {id && data && !loading && !data.contestRegistration && <Alert type="warning" showIcon title={t('contest.errors.NOT_FOUND')} />}
      {registration && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('contest.registrations.fields.edition')}>{registration.edition}</Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.category')}>{t(`contest.categories.${registration.category}`)}</Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.name')}>{registration.name}</Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.establishmentName')}>{registration.establishmentName}</Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.email')}>
            <a href={`mailto:${registration.email}`}>{registration.email}</a>
          </Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.phone')}>
            <a href={`tel:${registration.phone.replace(/\./g, '')}`}>{registration.phone}</a>
          </Descriptions.Item>
          <Descriptions.Item label={t('contest.registrations.fields.createdAt')}>{formatParis(registration.createdAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
