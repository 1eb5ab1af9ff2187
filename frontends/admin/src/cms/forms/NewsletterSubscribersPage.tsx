import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, Input, Popconfirm, Select, Tag, type ButtonProps, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, CursorPager, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import {
  DELETE_NEWSLETTER_SUBSCRIBERS,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBERS,
  formatParisDateTime,
  type NewsletterStatusValue,
  type SubscriberRow,
} from './forms.graphql';
import { useListFilters } from './useListFilters';

const STATUS_COLOR: Record<NewsletterStatusValue, string> = { PENDING: 'gold', CONFIRMED: 'green', UNSUBSCRIBED: 'default' };

/**
 * /admin/marketing/newsletter: the newsletter's subscribers (double opt-in), newest first, 20 per page;
 * filter by status, search the email; delete one or the selection.
 */
export function NewsletterSubscribersPage() {
  const { t, i18n } = useTranslation();
  const { notification, modal } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cmsForms.subscribers.title'));
  const { filters, set } = useListFilters<NewsletterStatusValue>('status', NEWSLETTER_STATUSES);
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<string[]>([]);
  const filterKey = `${filters.value}|${filters.search}`;
  useEffect(() => {
    pages.reset();
    setSelected([]);
  }, [filterKey]);

  const variables = { status: filters.value, search: filters.search || null, first: PAGE_SIZE, after: pages.after };
  const { data, previousData, loading, error, refetch } = useQuery(NEWSLETTER_SUBSCRIBERS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.newsletterSubscribers;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const [deleteMany, { loading: deleting }] = useMutation(DELETE_NEWSLETTER_SUBSCRIBERS);
  const canDelete = can('marketing.newsletter-subscribers.delete');
  const date = (iso: string | null) => formatParisDateTime(iso, i18n.language);

  async function remove(ids: string[]) {
    try {
      const { data: result } = await deleteMany({ variables: { ids } });
      notification.success({ title: t('cmsForms.subscribers.deleted', { count: result?.deleteNewsletterSubscribers ?? ids.length }) });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      pages.reset();
      await refetch({ ...variables, after: null });
    } catch (e) {
      notification.error({ title: t('cmsForms.deleteFailed'), description: errorMessage(t, e) });
    }
  }

  function confirmMassDelete() {
    modal.confirm({
      title: t('cmsForms.subscribers.massDelete', { count: selected.length }),
      content: t('cmsForms.irreversible'),
      okText: t('cmsForms.delete'),
      okButtonProps: { danger: true, 'data-testid': 'subscribers-mass-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove(selected),
    });
  }

  const columns: TableColumnsType<SubscriberRow> = [
    { title: t('cmsForms.fields.email'), dataIndex: 'email', key: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
    {
      title: t('cmsForms.fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: NewsletterStatusValue) => <Tag color={STATUS_COLOR[status]}>{t(`cmsForms.statuses.${status}`)}</Tag>,
    },
    {
      title: t('cmsForms.fields.language'),
      dataIndex: 'language',
      key: 'language',
      render: (lang: string) => t(`cmsForms.languages.${lang === 'en' ? 'en' : 'fr'}`),
    },
    { title: t('cmsForms.fields.subscribedAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => date(value) },
    { title: t('cmsForms.fields.confirmedAt'), dataIndex: 'confirmedAt', key: 'confirmedAt', render: (value: string | null) => date(value) },
    ...(canDelete
      ? [
          {
            title: t('cmsForms.fields.actions'),
            key: 'actions',
            render: (_: unknown, row: SubscriberRow) => (
              <Popconfirm
                title={t('cmsForms.subscribers.confirmDelete', { email: row.email })}
                okText={t('cmsForms.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.cancel')}
                onConfirm={() => remove([row.id])}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('cmsForms.subscribers.deleteOf', { email: row.email })}
                  data-testid={`subscriber-delete-${row.id}`}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  const filtered = filters.value !== null || filters.search !== '';
  return (
    <>
      <ListHeader title={t('cmsForms.subscribers.title')} intro={t('cmsForms.subscribers.intro')} onRefresh={() => void refetch()} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={filters.value ?? undefined}
          placeholder={t('cmsForms.subscribers.statusFilter')}
          aria-label={t('cmsForms.subscribers.statusFilter')}
          options={NEWSLETTER_STATUSES.map((status) => ({ value: status, label: t(`cmsForms.statuses.${status}`) }))}
          onChange={(value?: NewsletterStatusValue) => set({ status: value ?? null })}
          style={{ minWidth: 200 }}
          data-testid="subscribers-status-filter"
        />
        <Input.Search
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => set({ q: value.trim().slice(0, 100) })}
          allowClear
          maxLength={100}
          placeholder={t('cmsForms.searchEmail')}
          aria-label={t('cmsForms.searchEmail')}
          style={{ maxWidth: 360 }}
          data-testid="subscribers-search"
        />
      </Flex>
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('cmsForms.selected', { count: selected.length })}
          action={
            <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={confirmMassDelete} data-testid="subscribers-mass-delete">
              {t('cmsForms.deleteSelection')}
            </Button>
          }
        />
      )}
      <CrudTable<SubscriberRow>
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        emptyText={filtered ? t('cmsForms.noMatch') : t('cmsForms.subscribers.empty')}
        data-testid="subscribers-table"
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.newsletterSubscribers.pageInfo}
        loading={loading}
        infoKey="cmsForms.pageInfo"
        testIdPrefix="subscribers"
      />
    </>
  );
}
