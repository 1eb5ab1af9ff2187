import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { isFiltered, oneOf, text, useConnectionQuery, useDeleteMany, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { FormsList, formsDeleteTexts } from './FormsList';
import {
  DELETE_NEWSLETTER_SUBSCRIBERS,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBERS,
  formatParisDateTime,
  type NewsletterStatusValue,
  type SubscriberRow,
} from './forms.graphql';

/** The filters in the address: `?status=CONFIRMED&q=…`. */
const SUBSCRIBER_FILTERS = { status: oneOf('status', NEWSLETTER_STATUSES), search: text('q', 100) };

const STATUS_COLOR: Record<NewsletterStatusValue, string> = { PENDING: 'gold', CONFIRMED: 'green', UNSUBSCRIBED: 'default' };

/**
 * /admin/marketing/newsletter: the newsletter's subscribers (double opt-in), newest first, 20 per page;
 * filter by status, search the email; delete one or the selection.
 */
export function NewsletterSubscribersPage() {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('cmsForms.subscribers.title'));
  const { filters, set, pages, selection } = useListPage(SUBSCRIBER_FILTERS);
  const list = useConnectionQuery(NEWSLETTER_SUBSCRIBERS, 'newsletterSubscribers', { ...filters, first: PAGE_SIZE, after: pages.after });
  const canDelete = can('marketing.newsletter-subscribers.delete');
  const date = (iso: string | null) => formatParisDateTime(iso, i18n.language);
  const { remove, confirmRemove, deleting } = useDeleteMany(DELETE_NEWSLETTER_SUBSCRIBERS, {
    count: (data, ids) => data?.deleteNewsletterSubscribers ?? ids.length,
    ...formsDeleteTexts(t, 'subscribers'),
    selection,
    pages,
    restart: list.restart,
  });

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

  return (
    <>
      <FormsList<SubscriberRow, NewsletterStatusValue>
        name="subscribers"
        filter={{
          value: filters.status,
          onChange: (status) => set({ status }),
          label: t('cmsForms.subscribers.statusFilter'),
          options: NEWSLETTER_STATUSES.map((status) => ({ value: status, label: t(`cmsForms.statuses.${status}`) })),
          minWidth: 200,
          testId: 'subscribers-status-filter',
        }}
        search={{ value: filters.search, onSearch: (search) => set({ search }) }}
        filtered={isFiltered(filters)}
        list={list}
        columns={columns}
        pages={pages}
        selection={canDelete ? selection : undefined}
        deleting={deleting}
        onDeleteSelection={() => confirmRemove(selection.selected)}
      />
    </>
  );
}
