import { CheckOutlined, CloseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { App, Button, Rate, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  DeleteSelectionButton,
  FilterBar,
  ListTable,
  SelectFilter,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
  type FilterParam,
} from '../../components/list-page';
import { formatParisDateTime } from '../../cms/forms/forms.graphql';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { DELETE_REVIEWS, MODERATE_REVIEWS, REVIEWS_FOR_MODERATION, REVIEW_STATUSES, type ReviewRow } from './reviews.graphql';
import type { ReviewStatus } from '../../gql/graphql';

type StatusChoice = ReviewStatus | 'ALL';
const CHOICES: readonly StatusChoice[] = [...REVIEW_STATUSES, 'ALL'];

/** `?status=APPROVED`; no parameter means the moderation queue (PENDING), `ALL` every review. */
const statusParam: FilterParam<StatusChoice> = {
  param: 'status',
  read: (raw) => (raw !== null && (CHOICES as readonly string[]).includes(raw.trim()) ? (raw.trim() as StatusChoice) : 'PENDING'),
};
const REVIEW_FILTERS = { status: statusParam };

const STATUS_COLORS: Record<string, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };
const EXCERPT = 160;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/**
 * /admin/marketing/reviews: customers' reviews, the pending ones by default, newest first, 20 a page.
 * Tick some, then approve, reject or delete them at once; only approved reviews show on the site.
 */
export function ReviewModerationPage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('reviews.title'));
  const { filters, set, pages, selection } = useListPage(REVIEW_FILTERS);
  const status = filters.status ?? 'PENDING';
  const list = useConnectionQuery(REVIEWS_FOR_MODERATION, 'reviewsForModeration', {
    status: status === 'ALL' ? null : status,
    first: PAGE_SIZE,
    after: pages.after,
  });
  const [moderate, { loading: moderating }] = useMutation(MODERATE_REVIEWS);
  const canUpdate = can('marketing.reviews.update');
  const canDelete = can('marketing.reviews.mass-delete');
  const { confirmRemove, deleting } = useDeleteMany(DELETE_REVIEWS, {
    count: (data, ids) => data?.deleteReviews ?? ids.length,
    deleted: (count) => t('reviews.deleted', { count }),
    failed: t('reviews.failed'),
    failure: (e) => errorMessage(t, e),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('reviews.massDelete', { count }), content: t('reviews.irreversible'), okText: t('reviews.delete') }),
      testId: 'reviews-mass-delete-confirm',
    },
  });

  async function setStatus(ids: string[], to: ReviewStatus) {
    try {
      const { data } = await moderate({ variables: { ids, status: to } });
      notification.success({ title: t(to === 'APPROVED' ? 'reviews.approvedCount' : 'reviews.rejectedCount', { count: data?.moderateReviews ?? ids.length }) });
      selection.drop(ids);
      pages.reset();
      await list.restart();
    } catch (e) {
      notification.error({ title: t('reviews.failed'), description: errorMessage(t, e) });
    }
  }

  const date = (iso: string) => formatParisDateTime(iso, i18n.language);
  const columns: TableColumnsType<ReviewRow> = [
    {
      title: t('reviews.fields.rating'),
      key: 'rating',
      width: 140,
      render: (_, row) => (
        <span aria-label={t('reviews.stars', { count: row.rating })} data-testid={`review-rating-${row.id}`}>
          <Rate disabled value={row.rating} style={{ fontSize: 14 }} />
        </span>
      ),
    },
    {
      title: t('reviews.fields.review'),
      key: 'review',
      render: (_, row) => (
        <div style={{ maxWidth: 420 }}>
          {row.title && <Typography.Text strong>{row.title}</Typography.Text>}
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} title={row.body}>
            {excerpt(row.body)}
          </Typography.Paragraph>
        </div>
      ),
    },
    {
      title: t('reviews.fields.author'),
      key: 'author',
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <span>{row.authorName}</span>
          {row.verifiedPurchase && (
            <Tag color="blue" icon={<SafetyCertificateOutlined />} data-testid="review-verified">
              {t('reviews.verified')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('reviews.fields.subject'),
      key: 'subject',
      render: (_, row) => {
        const subject = row.product ?? row.establishment;
        if (!subject) return <Typography.Text type="secondary">{t('reviews.subjectGone')}</Typography.Text>;
        return (
          <Space direction="vertical" size={2}>
            <a href={subject.path} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
              {subject.name}
            </a>
            <Typography.Text type="secondary">{t(row.product ? 'reviews.kinds.product' : 'reviews.kinds.establishment')}</Typography.Text>
          </Space>
        );
      },
    },
    {
      title: t('reviews.fields.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]} data-testid="review-status">
          {t(`reviews.statuses.${row.status}`)}
        </Tag>
      ),
    },
    { title: t('reviews.fields.createdAt'), key: 'createdAt', render: (_, row) => date(row.createdAt) },
  ];

  const selected = selection.selected;
  return (
    <>
      <ListHeader title={t('reviews.title')} intro={t('reviews.intro')} onRefresh={() => void list.refetch()} />
      <FilterBar>
        <SelectFilter
          value={status}
          label={t('reviews.statusFilter')}
          options={CHOICES.map((value) => ({ value, label: t(`reviews.statuses.${value}`) }))}
          onChange={(value) => set({ status: (value as StatusChoice | null) ?? 'PENDING' })}
          minWidth={220}
          testId="reviews-status-filter"
        />
      </FilterBar>
      <ListTable<ReviewRow>
        list={list}
        columns={columns}
        selection={canUpdate || canDelete ? selection : undefined}
        bulk={{
          title: t('reviews.selected', { count: selected.length }),
          testId: 'reviews-selection',
          actions: (
            <>
              {canUpdate && (
                <Button
                  icon={<CheckOutlined />}
                  type="primary"
                  loading={moderating}
                  onClick={() => void setStatus(selected, 'APPROVED')}
                  data-testid="reviews-approve"
                >
                  {t('reviews.approve')}
                </Button>
              )}
              {canUpdate && (
                <Button icon={<CloseOutlined />} loading={moderating} onClick={() => void setStatus(selected, 'REJECTED')} data-testid="reviews-reject">
                  {t('reviews.reject')}
                </Button>
              )}
              {canDelete && (
                <DeleteSelectionButton label={t('reviews.delete')} loading={deleting} testId="reviews-mass-delete" onClick={() => confirmRemove(selected)} />
              )}
            </>
          ),
        }}
        emptyText={status === 'PENDING' ? t('reviews.emptyPending') : t('reviews.noMatch')}
        data-testid="reviews-table"
        testIdPrefix="reviews"
        paged={{ pages, infoKey: 'reviews.pageInfo' }}
      />
    </>
  );
}
