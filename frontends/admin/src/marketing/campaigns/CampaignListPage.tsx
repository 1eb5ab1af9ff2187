import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import { DeleteSelectionButton, ListTable, useConnectionQuery, useDeleteMany, useListPage } from '../../components/list-page';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { STATUS_COLOURS } from './campaign-form';
import { CAMPAIGNS, DELETE_CAMPAIGNS, type CampaignRow } from './campaigns.graphql';

/** No filters: newest first. */
const CAMPAIGN_FILTERS = {};
/** While a campaign is being sent, the list asks again this often (its counts move). */
export const SENDING_POLL_MS = 3000;

/**
 * /admin/marketing/campaigns: newest first, 20 per page, status and counts (sent, failed, unsubscribed);
 * a row opens the campaign; drafts, sent and canceled campaigns can be deleted.
 */
export function CampaignListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('campaigns.title'));
  const { pages, selection } = useListPage(CAMPAIGN_FILTERS);
  const list = useConnectionQuery(CAMPAIGNS, 'campaigns', { first: PAGE_SIZE, after: pages.after });
  const canDelete = can('marketing.campaigns.delete');
  const open = (row: CampaignRow) => navigate(`/marketing/campaigns/${row.id}`);
  const { confirmRemove, deleting } = useDeleteMany(DELETE_CAMPAIGNS, {
    count: (data, ids) => data?.deleteCampaigns ?? ids.length,
    deleted: (count) => t('campaigns.deleted', { count }),
    failed: t('campaigns.deleteFailed'),
    failure: (error) => errorMessage(t, error),
    selection,
    pages,
    restart: list.restart,
    confirm: {
      texts: (count) => ({ title: t('campaigns.massDelete', { count }), content: t('campaigns.deleteText'), okText: t('campaigns.delete') }),
      testId: 'campaigns-mass-delete-confirm',
    },
  });

  // Progress of a campaign being sent: poll while one of the page is SENDING.
  const sending = list.rows.some((row) => row.status === 'SENDING');
  const { refetch } = list;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void refetch(), SENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [sending, refetch]);

  const columns: TableColumnsType<CampaignRow> = [
    {
      title: t('campaigns.columns.name'),
      key: 'name',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Link to={`/marketing/campaigns/${row.id}`} data-testid={`campaign-link-${row.id}`}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>
          <Typography.Text type="secondary">{row.subject}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('campaigns.columns.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]} data-testid={`campaign-status-${row.id}`}>
          {t(`campaigns.status.${row.status}`)}
        </Tag>
      ),
    },
    {
      title: t('campaigns.columns.when'),
      key: 'when',
      render: (_, row) =>
        row.sentAt
          ? t('campaigns.sentOn', { date: formatDateTime(row.sentAt) })
          : row.scheduledAt && row.status === 'SCHEDULED'
            ? t('campaigns.scheduledFor', { date: formatDateTime(row.scheduledAt) })
            : t('campaigns.createdOn', { date: formatDateTime(row.createdAt) }),
    },
    {
      title: t('campaigns.columns.counts'),
      key: 'counts',
      render: (_, row) => (
        <span data-testid={`campaign-counts-${row.id}`}>
          {row.status === 'DRAFT' || row.status === 'SCHEDULED'
            ? t('campaigns.audienceCount', { count: row.recipientCount })
            : t('campaigns.counts', { sent: row.sentCount, total: row.recipientCount, failed: row.failedCount, unsubscribed: row.unsubscribedCount })}
        </span>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={t('campaigns.title')}
        intro={t('campaigns.intro')}
        onRefresh={() => void list.refetch()}
        create={
          can('marketing.campaigns.create')
            ? { label: t('campaigns.new'), testId: 'campaign-new', onClick: () => navigate('/marketing/campaigns/new') }
            : undefined
        }
      />
      <ListTable<CampaignRow>
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        bulk={{
          title: t('campaigns.selected', { count: selection.selected.length }),
          actions: (
            <DeleteSelectionButton
              label={t('campaigns.deleteSelection')}
              loading={deleting}
              testId="campaigns-mass-delete"
              onClick={() => confirmRemove(selection.selected)}
            />
          ),
        }}
        emptyText={t('campaigns.empty')}
        data-testid="campaigns-table"
        testIdPrefix="campaigns"
        paged={{ pages, infoKey: 'campaigns.pageInfo' }}
        onOpen={open}
      />
    </>
  );
}
