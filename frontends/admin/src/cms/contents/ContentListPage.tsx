import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Result, Select, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import {
  BulkOutcome,
  DeleteSelectionButton,
  FilterBar,
  isFiltered,
  ListTable,
  SearchFilter,
  SelectFilter,
  useConnectionQuery,
  useDeleteMany,
  useListPage,
} from '../../components/list-page';
import type { ContentSort } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { CMS_CONTENT_CATEGORIES } from '../categories/categories.graphql';
import { cmsFailure, cmsMessage } from '../cms-errors';
import { CMS_CONTENT_TYPES } from '../content-types/content-types.graphql';
import { categoryTitle, typeLabel } from '../labels';
import { contentState, STATE_COLOURS } from './content-form';
import { CMS_ADMIN_CONTENTS, CMS_DELETE_CONTENTS, CMS_DUPLICATE_CONTENT, CMS_SET_CONTENTS_STATUS, type ContentRow } from './contents.graphql';
import { CONTENT_FILTERS, contentListVariables, CONTENT_SORTS, CONTENT_STATES } from './list-filters';

/** The outcome of a mass (un)publication, kept on screen until dismissed (the refusals need reading). */
interface StatusOutcome {
  publish: boolean;
  count: number;
  refused: { id: string; title: string; code: string }[];
}

/**
 * /admin/cms/contents/:contentType: a content type's contents, any status; search, state, category and
 * order held in the address; 20 more at a time; the selection published, unpublished or deleted at once.
 */
export function ContentListPage() {
  const { contentType = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { filters, key: filterKey, set, clear, selection } = useListPage(CONTENT_FILTERS, contentType);
  const [outcome, setOutcome] = useState<StatusOutcome | null>(null);
  useEffect(() => setOutcome(null), [filterKey, contentType]);

  const types = useQuery(CMS_CONTENT_TYPES, { fetchPolicy: 'cache-first' });
  const type = types.data?.contentTypes.find((candidate) => candidate.slug === contentType);
  const title = type ? typeLabel(type, i18n.language) : contentType;
  usePageTitle(title);
  const categories = useQuery(CMS_CONTENT_CATEGORIES, { variables: { contentType }, fetchPolicy: 'cache-and-network' });
  const list = useConnectionQuery(CMS_ADMIN_CONTENTS, 'adminContents', contentListVariables(contentType, filters));
  const { rows } = list;
  const [setStatus, { loading: publishing }] = useMutation(CMS_SET_CONTENTS_STATUS);
  const [duplicate] = useMutation(CMS_DUPLICATE_CONTENT);
  const canPublish = can('cms.posts.update-details');
  const canDelete = can('cms.posts.delete');
  const canMassDelete = can('cms.posts.mass-delete');
  const base = `/cms/contents/${contentType}`;
  const { confirmRemove, deleting } = useDeleteMany(CMS_DELETE_CONTENTS, {
    count: (data) => data?.deleteContents ?? 0,
    deleted: (count) => t('cms.contents.list.bulk.deleted', { count }),
    failed: t('cms.contents.list.bulk.deleteFailed'),
    failure: (e) => cmsFailure(t, e),
    selection,
    // Back to the first page: the loaded pages lost rows.
    restart: list.restart,
    confirm: {
      texts: (count) => ({
        title: t('cms.contents.list.bulk.deleteTitle', { count }),
        content: t('cms.contents.list.bulk.deleteText'),
        okText: t('cms.delete'),
      }),
      testId: 'contents-delete-confirm',
    },
    onDeleted: () => setOutcome(null),
  });
  const { selected } = selection;
  const setSelected = selection.set;

  async function changeStatus(publish: boolean) {
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    try {
      const { data: result } = await setStatus({ variables: { ids: selected, status: publish ? 'PUBLISHED' : 'DRAFT' } });
      const answer = result?.setContentsStatus;
      if (!answer) return;
      setOutcome({ publish, count: answer.count, refused: answer.failed.map((failure) => ({ ...failure, title: titles.get(failure.id) ?? failure.id })) });
      // The refused ones stay selected, to try again once fixed.
      setSelected(answer.failed.map((failure) => failure.id));
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('cms.contents.list.bulk.statusFailed'), description: cmsFailure(t, e) });
    }
  }

  async function duplicateRow(row: ContentRow) {
    try {
      const { data: result } = await duplicate({ variables: { id: row.id, locale: i18n.language === 'en' ? 'en' : 'fr' } });
      const copy = result?.duplicateContent;
      if (!copy) return;
      notification.success({ title: t('cms.contents.list.duplicated', { title: row.title, slug: copy.slug }) });
      if (can('cms.posts.update')) navigate(`${base}/edit/${copy.id}`);
      else await list.refetch();
    } catch (e) {
      notification.error({ title: t('cms.contents.list.duplicateFailed', { title: row.title }), description: cmsFailure(t, e) });
    }
  }

  if (types.data && !type) {
    return (
      <Result
        status="404"
        title={t('cms.contents.typeNotFound')}
        extra={<Link to="/cms/contents">{t('cms.contents.landing.title')}</Link>}
        data-testid="content-type-not-found"
      />
    );
  }

  const columns: TableColumnsType<ContentRow> = [
    {
      title: t('cms.contents.fields.title'),
      key: 'title',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {can('cms.posts.update') ? (
            <Link to={`${base}/edit/${row.id}`} data-testid={`content-link-${row.id}`}>
              <Typography.Text strong>{row.title}</Typography.Text>
            </Link>
          ) : (
            <Typography.Text strong>{row.title}</Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.path}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('cms.contents.fields.status'),
      key: 'status',
      render: (_, row) => {
        const state = contentState(row.status, row.publishedAt);
        return (
          <Tag color={STATE_COLOURS[state]} data-testid={`content-state-${row.id}`}>
            {t(`cms.contents.state.${state}`)}
          </Tag>
        );
      },
    },
    {
      title: t('cms.contents.fields.categoryIds'),
      key: 'categories',
      render: (_, row) => row.categories.map((category) => <Tag key={category.id}>{category.title}</Tag>),
    },
    { title: t('cms.contents.fields.publishedAt'), key: 'publishedAt', render: (_, row) => (row.publishedAt ? formatDateTime(row.publishedAt) : '—') },
    { title: t('cms.contents.fields.updatedAt'), key: 'updatedAt', render: (_, row) => formatDateTime(row.updatedAt) },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          {can('cms.posts.update') && (
            <Link to={`${base}/edit/${row.id}`}>
              <Button size="small" icon={<EditOutlined />} data-testid={`content-edit-${row.id}`}>
                {t('cms.edit')}
              </Button>
            </Link>
          )}
          {can('cms.posts.duplicate') && (
            <Button size="small" icon={<CopyOutlined />} onClick={() => void duplicateRow(row)} data-testid={`content-duplicate-${row.id}`}>
              {t('cms.contents.list.duplicate')}
            </Button>
          )}
          <Tooltip title={contentState(row.status, row.publishedAt) === 'PUBLISHED' ? t('cms.contents.view') : t('cms.contents.list.notPublic')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              href={row.path}
              target="_blank"
              rel="noreferrer"
              disabled={contentState(row.status, row.publishedAt) !== 'PUBLISHED'}
              aria-label={t('cms.contents.view')}
              data-testid={`content-view-${row.id}`}
            />
          </Tooltip>
          {canDelete && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove([row.id])}
              aria-label={t('cms.delete')}
              data-testid={`content-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];
  const selectable = canPublish || canDelete;
  const deletable = canDelete && (selected.length <= 1 || canMassDelete);

  return (
    <>
      <ListHeader
        title={title}
        intro={t('cms.contents.list.intro')}
        onRefresh={() => void list.refetch()}
        create={
          can('cms.posts.create')
            ? {
                label: t('cms.contents.list.new', { type: type ? typeLabel(type, i18n.language, 'singular') : '' }),
                testId: 'content-new',
                onClick: () => navigate(`${base}/create`),
              }
            : undefined
        }
      />
      <FilterBar>
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('cms.contents.list.search')}
          style={{ width: 280 }}
          testId="contents-search"
        />
        <SelectFilter
          value={filters.state}
          label={t('cms.contents.fields.status')}
          options={CONTENT_STATES.map((state) => ({ value: state, label: t(`cms.contents.state.${state}`) }))}
          onChange={(state) => set({ state })}
          minWidth={150}
          testId="contents-state-filter"
        />
        <SelectFilter
          value={filters.categoryId}
          label={t('cms.contents.fields.categoryIds')}
          loading={categories.loading}
          options={(categories.data?.contentCategories ?? []).map((category) => ({ value: category.id, label: categoryTitle(category, i18n.language) }))}
          onChange={(categoryId) => set({ categoryId })}
          minWidth={180}
          testId="contents-category-filter"
        />
        <Select
          value={filters.sort ?? 'UPDATED_DESC'}
          aria-label={t('cms.contents.list.sort')}
          options={CONTENT_SORTS.map((sort) => ({ value: sort, label: t(`cms.contents.sorts.${sort}`) }))}
          onChange={(sort: ContentSort) => set({ sort: sort === 'UPDATED_DESC' ? null : sort })}
          style={{ minWidth: 210 }}
          data-testid="contents-sort"
        />
        {filterKey && (
          <Button onClick={clear} data-testid="contents-clear-filters">
            {t('cms.contents.list.clearFilters')}
          </Button>
        )}
      </FilterBar>
      {outcome && (
        <BulkOutcome
          title={
            t(outcome.publish ? 'cms.contents.list.bulk.published' : 'cms.contents.list.bulk.unpublished', { count: outcome.count }) +
            (outcome.refused.length ? ` · ${t('cms.contents.list.bulk.refused', { count: outcome.refused.length })}` : '')
          }
          refusals={outcome.refused.map((refusal) => ({
            id: refusal.id,
            text: t('cms.contents.list.bulk.refusal', { title: refusal.title, reason: cmsMessage(t, refusal.code, 'status') }),
          }))}
          onClose={() => setOutcome(null)}
          testId="contents-bulk-result"
        />
      )}
      <ListTable<ContentRow>
        list={list}
        columns={columns}
        selection={selectable ? selection : undefined}
        bulk={{
          title: t('cms.contents.list.bulk.selected', { count: selected.length }),
          testId: 'contents-selection',
          actions: (
            <>
              {canPublish && (
                <>
                  <Button type="primary" loading={publishing} onClick={() => void changeStatus(true)} data-testid="contents-bulk-publish">
                    {t('cms.contents.list.bulk.publish')}
                  </Button>
                  <Button loading={publishing} onClick={() => void changeStatus(false)} data-testid="contents-bulk-unpublish">
                    {t('cms.contents.list.bulk.unpublish')}
                  </Button>
                </>
              )}
              {deletable && (
                <DeleteSelectionButton label={t('cms.delete')} loading={deleting} onClick={() => confirmRemove(selected)} testId="contents-bulk-delete" />
              )}
            </>
          ),
        }}
        emptyText={isFiltered(filters, ['sort']) ? t('cms.contents.list.noMatch') : t('cms.contents.list.empty')}
        data-testid="contents-table"
        testIdPrefix="contents"
        growing={{ shownKey: 'cms.contents.list.shown', moreLabel: t('cms.loadMore'), failure: (e) => cmsFailure(t, e) }}
        onOpen={can('cms.posts.update') ? (row) => navigate(`${base}/edit/${row.id}`) : undefined}
      />
    </>
  );
}
