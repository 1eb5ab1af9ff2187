import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Descriptions, Drawer, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  DeleteSelectionButton,
  FilterBar,
  isFiltered,
  ListTable,
  oneOf,
  positiveInt,
  SearchFilter,
  SelectFilter,
  text,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
} from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
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
const REGISTRATION_FILTERS = { edition: positiveInt('edition'), category: oneOf('category', CONTEST_CATEGORIES), search: text('q', 100) };

/**
 * /admin/contest/registrations: applications, newest first, 20 per page; filters by edition and category,
 * search (name, establishment, e-mail); detail drawer; delete one or the selection; the edition's CSV for
 * the jury (with a UTF-8 BOM so that Excel reads the accents).
 */
export function RegistrationsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('contest.registrations.title'));
  const { filters, set, pages, selection } = useListPage(REGISTRATION_FILTERS);
  const [viewing, setViewing] = useState<string | null>(null);
  const editions = useQuery(CONTEST_EDITIONS, { variables: { withCount: false }, fetchPolicy: 'cache-first' });
  const list = useConnectionQuery(CONTEST_REGISTRATIONS, 'contestRegistrations', { ...filters, first: PAGE_SIZE, after: pages.after });
  const [exportCsv, { loading: exporting }] = useMutation(EXPORT_CONTEST_REGISTRATIONS);
  const canDelete = can('contest.registrations.delete');
  const { remove, confirmRemove, deleting } = useDeleteMany(DELETE_CONTEST_REGISTRATIONS, {
    count: (data, ids) => data?.deleteContestRegistrations ?? ids.length,
    deleted: (count) => t('contest.registrations.deleted', { count }),
    failed: t('contest.registrations.deleteFailed'),
    failure: (e) => contestFailure(t, e),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({
        title: t('contest.registrations.massDelete.title', { count }),
        content: t('contest.registrations.massDelete.content'),
        okText: t('contest.delete'),
      }),
      testId: 'registrations-mass-delete-confirm',
    },
    onDeleted: (ids) => viewing && ids.includes(viewing) && setViewing(null),
  });

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

  const { selected } = selection;
  return (
    <>
      <ListHeader title={t('contest.registrations.title')} intro={t('contest.registrations.intro')} onRefresh={() => void list.refetch()}>
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
      <FilterBar>
        <SelectFilter
          value={filters.edition}
          label={t('contest.registrations.filters.edition')}
          loading={editions.loading}
          options={(editions.data?.contestEditions ?? []).map((edition) => ({ value: edition.year, label: String(edition.year) }))}
          onChange={(edition) => set({ edition })}
          minWidth={160}
          testId="registrations-edition-filter"
        />
        <SelectFilter
          value={filters.category}
          label={t('contest.registrations.filters.category')}
          options={CONTEST_CATEGORIES.map((category) => ({ value: category, label: t(`contest.categories.${category}`) }))}
          onChange={(category) => set({ category })}
          minWidth={240}
          testId="registrations-category-filter"
        />
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={100}
          label={t('contest.registrations.searchLabel')}
          placeholder={t('contest.registrations.searchPlaceholder')}
          testId="registrations-search"
        />
      </FilterBar>
      <ListTable<RegistrationRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={{
          title: t('contest.registrations.selected', { count: selected.length }),
          testId: 'registrations-selection',
          actions: (
            <DeleteSelectionButton
              label={t('contest.registrations.massDelete.button')}
              loading={deleting}
              testId="registrations-mass-delete"
              onClick={() => confirmRemove(selected)}
            />
          ),
        }}
        emptyText={isFiltered(filters) ? t('contest.registrations.noMatch') : t('contest.registrations.empty')}
        data-testid="registrations-table"
        testIdPrefix="registrations"
        paged={{ pages, infoKey: 'contest.registrations.pageInfo' }}
        onOpen={can('contest.registrations.view') ? (row) => setViewing(row.id) : undefined}
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
