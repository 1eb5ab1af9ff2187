import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Progress, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, ListHeader } from '../../components/CrudList';
import { isFiltered, ListTable, oneOf, SearchFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure } from '../cms-errors';
import {
  CMS_BROKEN_LINK_CHECK,
  CMS_BROKEN_LINKS,
  CMS_CHECK_BROKEN_LINKS,
  CMS_DELETE_BROKEN_LINKS,
  CMS_SET_BROKEN_LINK_IGNORED,
  type BrokenLinkRow,
} from './broken-links.graphql';

const PROBLEMS = ['NOT_FOUND', 'HTTP_ERROR', 'TIMEOUT', 'UNREACHABLE', 'MISSING_PAGE', 'NOT_CHECKED'] as const;
const PROBLEM_COLORS: Record<string, string> = {
  NOT_FOUND: 'red',
  HTTP_ERROR: 'volcano',
  TIMEOUT: 'orange',
  UNREACHABLE: 'gold',
  MISSING_PAGE: 'magenta',
  NOT_CHECKED: 'default',
};
/** While a check runs, its progress is asked this often. */
const POLL_MS = 1500;
/** "To fix" (not ignored, the default), the ignored ones, or all. */
type IgnoredFilter = 'open' | 'ignored' | 'all';

/** The filters in the address: `?problem=TIMEOUT&ignored=all&q=…` (no `ignored`: the links to fix). */
const BROKEN_LINK_FILTERS = {
  problem: oneOf('problem', PROBLEMS),
  ignored: oneOf('ignored', ['ignored', 'all'] as const),
  search: text('q', 200),
};

/** Where to edit the place a link was found. */
function sourceHref(row: BrokenLinkRow): string {
  if (row.sourceKind === 'CONTENT') return `/cms/contents/${row.sourceContentType}/edit/${row.sourceId}`;
  if (row.sourceKind === 'PAGE') return `/cms/pages/edit/${row.sourceId}`;
  return `/cms/menus/${row.sourceId}`;
}

/**
 * /admin/cms/broken-links: the links of published contents, pages and menus that the last check found
 * broken, with where they are; staff start a check (progress shown while it runs), ignore or delete rows.
 */
export function BrokenLinksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cmsBrokenLinks.title'));
  const { filters, set } = useListPage(BROKEN_LINK_FILTERS);
  const { problem, search } = filters;
  const ignored: IgnoredFilter = filters.ignored ?? 'open';
  const list = useConnectionQuery(CMS_BROKEN_LINKS, 'brokenLinks', {
    problem,
    ignored: ignored === 'all' ? null : ignored === 'ignored',
    search,
    first: PAGE_SIZE,
    after: null,
  });
  const check = useQuery(CMS_BROKEN_LINK_CHECK, { fetchPolicy: 'network-only' });
  const [start, starting] = useMutation(CMS_CHECK_BROKEN_LINKS);
  const [setIgnoredFlag] = useMutation(CMS_SET_BROKEN_LINK_IGNORED);
  const [remove] = useMutation(CMS_DELETE_BROKEN_LINKS);
  const progress = check.data?.brokenLinkCheck ?? starting.data?.checkBrokenLinks;
  const running = progress?.state === 'RUNNING';
  const wasRunning = useRef(false);

  // Poll while a check runs; when it ends, show the new list.
  useEffect(() => {
    if (!running) {
      if (wasRunning.current) void list.refetch();
      wasRunning.current = false;
      return;
    }
    wasRunning.current = true;
    const timer = setInterval(() => void check.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running]);

  async function onStart() {
    try {
      await start();
      await check.refetch();
    } catch (e) {
      notification.error({ title: t('cmsBrokenLinks.startFailed'), description: cmsFailure(t, e) });
    }
  }
  async function onIgnore(row: BrokenLinkRow) {
    try {
      await setIgnoredFlag({ variables: { id: row.id, ignored: !row.ignored } });
      notification.success({ title: t(row.ignored ? 'cmsBrokenLinks.unignored' : 'cmsBrokenLinks.ignoredDone', { url: row.url }) });
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('cmsBrokenLinks.updateFailed'), description: cmsFailure(t, e) });
    }
  }
  async function onDelete(row: BrokenLinkRow) {
    try {
      await remove({ variables: { ids: [row.id] } });
      notification.success({ title: t('cmsBrokenLinks.deleted', { url: row.url }) });
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('cmsBrokenLinks.deleteFailed'), description: cmsFailure(t, e) });
    }
  }

  const columns: TableColumnsType<BrokenLinkRow> = [
    {
      title: t('cmsBrokenLinks.fields.url'),
      key: 'url',
      render: (_, row) => (
        <Typography.Link href={row.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all', maxWidth: 360, display: 'inline-block' }}>
          {row.url}
        </Typography.Link>
      ),
    },
    {
      title: t('cmsBrokenLinks.fields.problem'),
      key: 'problem',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={PROBLEM_COLORS[row.problem]} data-testid={`broken-link-problem-${row.id}`}>
            {t(`cmsBrokenLinks.problems.${row.problem}`)}
          </Tag>
          <Typography.Text type="secondary">{row.statusCode ? t('cmsBrokenLinks.status', { code: row.statusCode }) : row.error}</Typography.Text>
          {row.ignored && <Tag>{t('cmsBrokenLinks.ignoredTag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('cmsBrokenLinks.fields.where'),
      key: 'where',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>
            {t(`cmsBrokenLinks.sources.${row.sourceKind}`)} ·{' '}
            <Link to={sourceHref(row)} data-testid={`broken-link-source-${row.id}`}>
              {row.sourceTitle}
            </Link>
          </span>
          <Typography.Text type="secondary">{t('cmsBrokenLinks.field', { field: row.field })}</Typography.Text>
        </Space>
      ),
    },
    { title: t('cmsBrokenLinks.fields.firstSeenAt'), key: 'firstSeenAt', render: (_, row) => formatDateTime(row.firstSeenAt) },
    { title: t('cmsBrokenLinks.fields.lastCheckedAt'), key: 'lastCheckedAt', render: (_, row) => formatDateTime(row.lastCheckedAt) },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          {can('cms.broken-links.update') && (
            <Button size="small" onClick={() => void onIgnore(row)} data-testid={`broken-link-ignore-${row.id}`}>
              {row.ignored ? t('cmsBrokenLinks.unignore') : t('cmsBrokenLinks.ignore')}
            </Button>
          )}
          {can('cms.broken-links.delete') && (
            <ConfirmDelete
              title={t('cmsBrokenLinks.confirmDelete', { url: row.url })}
              onConfirm={() => onDelete(row)}
              testId={`broken-link-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader title={t('cmsBrokenLinks.title')} intro={t('cmsBrokenLinks.intro')} onRefresh={() => void (list.refetch(), check.refetch())}>
        <Select
          value={problem ?? 'ALL'}
          onChange={(value: string) => set({ problem: value === 'ALL' ? null : (value as (typeof PROBLEMS)[number]) })}
          options={[{ value: 'ALL', label: t('cmsBrokenLinks.allProblems') }, ...PROBLEMS.map((p) => ({ value: p, label: t(`cmsBrokenLinks.problems.${p}`) }))]}
          aria-label={t('cmsBrokenLinks.fields.problem')}
          style={{ width: 220 }}
          data-testid="broken-links-problem"
        />
        <Select
          value={ignored}
          onChange={(value: IgnoredFilter) => set({ ignored: value === 'open' ? null : value })}
          options={(['open', 'ignored', 'all'] as const).map((v) => ({ value: v, label: t(`cmsBrokenLinks.ignoredFilter.${v}`) }))}
          aria-label={t('cmsBrokenLinks.ignoredFilter.label')}
          style={{ width: 180 }}
          data-testid="broken-links-ignored"
        />
        <SearchFilter
          value={search}
          onSearch={(q) => set({ search: q })}
          maxLength={200}
          label={t('cmsBrokenLinks.search')}
          style={{ width: 240 }}
          testId="broken-links-search"
        />
        {can('cms.broken-links.update') && (
          <Button type="primary" onClick={() => void onStart()} loading={starting.loading} disabled={running} data-testid="broken-links-start">
            {t('cmsBrokenLinks.start')}
          </Button>
        )}
      </ListHeader>
      <CheckProgress progress={progress} />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('cmsBrokenLinks.unreachableHelp')} />
      <ListTable<BrokenLinkRow>
        list={list}
        columns={columns}
        emptyText={isFiltered(filters) ? t('cmsBrokenLinks.noMatch') : t('cmsBrokenLinks.empty')}
        data-testid="broken-links-table"
        testIdPrefix="broken-links"
        growing={{ shownKey: 'cmsBrokenLinks.shown', moreLabel: t('cms.loadMore'), failure: (e) => cmsFailure(t, e) }}
        onOpen={(row) => navigate(sourceHref(row))}
      />
    </>
  );
}

interface CheckState {
  state: string;
  checked: number;
  total: number;
  broken: number;
  skipped: number;
  startedAt?: unknown;
  finishedAt?: unknown;
}

/** The check's state: a progress bar while it runs, else when it last finished and what it found. */
function CheckProgress({ progress }: { progress: CheckState | undefined }) {
  const { t } = useTranslation();
  if (!progress) return null;
  if (progress.state === 'RUNNING') {
    const percent = progress.total ? Math.floor((progress.checked / progress.total) * 100) : 0;
    return (
      <div style={{ marginBottom: 16 }} data-testid="broken-links-progress">
        <Typography.Text>{t('cmsBrokenLinks.running', { checked: progress.checked, total: progress.total })}</Typography.Text>
        <Progress percent={percent} status="active" />
      </div>
    );
  }
  const text =
    progress.state === 'IDLE'
      ? t('cmsBrokenLinks.never')
      : progress.state === 'FAILED'
        ? t('cmsBrokenLinks.failed')
        : t('cmsBrokenLinks.finished', { date: formatDateTime(progress.finishedAt as string), checked: progress.checked, broken: progress.broken });
  return (
    <Typography.Paragraph type={progress.state === 'FAILED' ? 'danger' : 'secondary'} data-testid="broken-links-progress">
      {text}
      {progress.skipped > 0 && ` ${t('cmsBrokenLinks.skipped', { count: progress.skipped })}`}
    </Typography.Paragraph>
  );
}
