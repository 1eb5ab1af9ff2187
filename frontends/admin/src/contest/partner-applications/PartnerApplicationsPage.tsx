import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../components/CrudList';
import { ListTable, useConnectionQuery } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure } from '../contest-errors';
import { CONTEST_PARTNER_APPLICATIONS, type PartnerApplicationRow } from '../contest.graphql';
import { formatParis } from '../paris-time';

/** /admin/contest/partner-applications: the "become a partner" applications, newest first, 20 more at a time. */
export function PartnerApplicationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contest.applications.title'));
  const list = useConnectionQuery(CONTEST_PARTNER_APPLICATIONS, 'contestPartnerApplications', { first: PAGE_SIZE, after: null });

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
  return (
    <>
      <ListHeader title={t('contest.applications.title')} intro={t('contest.applications.intro')} onRefresh={() => void list.refetch()} />
      <ListTable<PartnerApplicationRow>
        list={list}
        columns={columns}
        emptyText={t('contest.applications.empty')}
        data-testid="applications-table"
        testIdPrefix="applications"
        growing={{ shownKey: 'contest.applications.shown', moreLabel: t('contest.applications.loadMore'), failure: (e) => contestFailure(t, e) }}
      />
    </>
  );
}
