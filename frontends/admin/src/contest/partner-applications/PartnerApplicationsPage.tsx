import { useQuery } from '@apollo/client/react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure } from '../contest-errors';
import { CONTEST_PARTNER_APPLICATIONS, type PartnerApplicationRow } from '../contest.graphql';
import { formatParis } from '../paris-time';

/** /admin/contest/partner-applications: the "become a partner" applications, newest first, 20 more at a time. */
export function PartnerApplicationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contest.applications.title'));
  const { data, loading, error, refetch, fetchMore } = useQuery(CONTEST_PARTNER_APPLICATIONS, {
    variables: { first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [moreError, setMoreError] = useState<string | null>(null);
  const connection = data?.contestPartnerApplications;

  async function loadMore() {
    if (!connection?.pageInfo.endCursor) return;
    setMoreError(null);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          contestPartnerApplications: {
            ...fetchMoreResult.contestPartnerApplications,
            edges: [...previous.contestPartnerApplications.edges, ...fetchMoreResult.contestPartnerApplications.edges],
          },
        }),
      });
    } catch (e) {
      setMoreError(contestFailure(t, e));
    }
  }

  const columns: TableColumnsType<PartnerApplicationRow> = [
    { title: t('contest.applications.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatParis(value) },
    { title: t('contest.applications.fields.edition'), dataIndex: 'edition', key: 'edition', render: (edition: number | null) => edition ?? '—' },
    {
      title: t('contest.applications.fields.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('contest.applications.fields.company'), dataIndex: 'company', key: 'company' },
    { title: t('contest.applications.fields.email'), dataIndex: 'email', key: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
  ];
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <ListHeader title={t('contest.applications.title')} intro={t('contest.applications.intro')} onRefresh={() => void refetch()} />
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<PartnerApplicationRow>
        columns={columns}
        dataSource={rows}
        loading={loading && !connection}
        emptyText={t('contest.applications.empty')}
        data-testid="applications-table"
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary" data-testid="applications-count">
          {connection ? t('contest.applications.shown', { shown: rows.length, count: connection.totalCount }) : ''}
        </Typography.Text>
        {connection?.pageInfo.hasNextPage && (
          <Button onClick={() => void loadMore()} loading={loading} data-testid="applications-more">
            {t('contest.applications.loadMore')}
          </Button>
        )}
      </Flex>
      {moreError && <Typography.Text type="danger">{moreError}</Typography.Text>}
    </>
  );
}
