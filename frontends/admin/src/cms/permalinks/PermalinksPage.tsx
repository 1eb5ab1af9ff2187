import { useMutation } from '@apollo/client/react';
import { App, Form, Input, Tag, Typography, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@guide/ui';
import { CONTENT_LIMITS, contentRedirectSchema, validateWith } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, EditButton, ListHeader } from '../../components/CrudList';
import { CrudModal } from '../../components/CrudModal';
import { ListTable, SearchFilter, text, useConnectionQuery, useListPage } from '../../components/list-page';
import type { CrudTarget } from '../../components/useCrudModal';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { cmsFailure, cmsFieldStatus } from '../cms-errors';
import { useFormModal } from '../useFormModal';
import { CMS_CONTENT_REDIRECTS, CMS_CREATE_REDIRECT, CMS_DELETE_REDIRECTS, CMS_UPDATE_REDIRECT, type RedirectRow } from './permalinks.graphql';

/** The search in the address: `?q=/recettes`. */
const PERMALINK_FILTERS = { search: text('q', 255) };

/**
 * /admin/cms/permalinks: the storefront's 301 redirects, newest first, 20 more at a time (the search held in the address); those written by
 * a slug or category change are marked automatic. Staff add, edit and delete any.
 */
export function PermalinksPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cms.permalinks.title'));
  const { filters, set } = useListPage(PERMALINK_FILTERS);
  const list = useConnectionQuery(CMS_CONTENT_REDIRECTS, 'contentRedirects', { ...filters, first: PAGE_SIZE, after: null });
  const [remove] = useMutation(CMS_DELETE_REDIRECTS);
  const [editing, setEditing] = useState<CrudTarget<RedirectRow>>(null);

  async function onDelete(row: RedirectRow) {
    try {
      await remove({ variables: { ids: [row.id] } });
      notification.success({ title: t('cms.permalinks.deleted', { path: row.fromPath }) });
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('cms.permalinks.deleteFailed', { path: row.fromPath }), description: cmsFailure(t, e) });
    }
  }

  const columns: TableColumnsType<RedirectRow> = [
    { title: t('cms.permalinks.fields.fromPath'), key: 'fromPath', render: (_, row) => <Typography.Text code>{row.fromPath}</Typography.Text> },
    {
      title: t('cms.permalinks.fields.toPath'),
      key: 'toPath',
      render: (_, row) => (
        <a href={row.toPath} target="_blank" rel="noreferrer">
          {row.toPath}
        </a>
      ),
    },
    {
      title: t('cms.permalinks.fields.automatic'),
      key: 'automatic',
      render: (_, row) => (row.automatic ? <Tag color="blue">{t('cms.permalinks.automatic')}</Tag> : <Tag>{t('cms.permalinks.manual')}</Tag>),
    },
    { title: t('cms.permalinks.fields.createdAt'), key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: t('cms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap>
          {can('cms.permalinks.update') && <EditButton onClick={() => setEditing(row)} testId={`permalink-edit-${row.id}`} />}
          {can('cms.permalinks.delete') && (
            <ConfirmDelete
              title={t('cms.permalinks.confirmDelete', { path: row.fromPath })}
              onConfirm={() => onDelete(row)}
              testId={`permalink-delete-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListHeader
        title={t('cms.permalinks.title')}
        intro={t('cms.permalinks.intro')}
        onRefresh={() => void list.refetch()}
        create={can('cms.permalinks.create') ? { label: t('cms.permalinks.new'), testId: 'permalink-new', onClick: () => setEditing('new') } : undefined}
      >
        <SearchFilter
          value={filters.search}
          onSearch={(search) => set({ search })}
          maxLength={255}
          label={t('cms.permalinks.search')}
          style={{ width: 260 }}
          testId="permalinks-search"
        />
      </ListHeader>
      <ListTable<RedirectRow>
        list={list}
        columns={columns}
        emptyText={filters.search ? t('cms.permalinks.noMatch') : t('cms.permalinks.empty')}
        data-testid="permalinks-table"
        testIdPrefix="permalinks"
        growing={{ shownKey: 'cms.permalinks.shown', moreLabel: t('cms.loadMore'), failure: (e) => cmsFailure(t, e) }}
        onOpen={can('cms.permalinks.update') ? setEditing : undefined}
      />
      <PermalinkModal target={editing} onClose={() => setEditing(null)} onSaved={() => void list.refetch()} />
    </>
  );
}

interface RedirectFormValues {
  fromPath: string;
  toPath: string;
}

function PermalinkModal({ target, onClose, onSaved }: { target: CrudTarget<RedirectRow>; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [create] = useMutation(CMS_CREATE_REDIRECT);
  const [update] = useMutation(CMS_UPDATE_REDIRECT);
  const crud = useFormModal<RedirectRow, RedirectFormValues>({
    target,
    onClose,
    initialValues: (editing) => ({ fromPath: editing?.fromPath ?? '', toPath: editing?.toPath ?? '' }),
    validate: (values) => {
      const result = validateWith(contentRedirectSchema, values);
      return result.ok ? {} : result.fieldErrors;
    },
    save: async (values, editing) => {
      const input = { fromPath: values.fromPath.trim(), toPath: values.toPath.trim() };
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      onSaved();
      return t(editing ? 'cms.permalinks.updated' : 'cms.permalinks.created', { path: input.fromPath });
    },
  });
  const { editing, formik } = crud;
  const status = (name: keyof RedirectFormValues) => cmsFieldStatus(t, name, formik);
  return (
    <CrudModal crud={crud} title={editing ? t('cms.permalinks.editTitle') : t('cms.permalinks.createTitle')} saveTestId="permalink-save" width={600}>
      <Form.Item label={t('cms.permalinks.fields.fromPath')} htmlFor="permalink-fromPath" required extra={t('cms.permalinks.fromHelp')} {...status('fromPath')}>
        <Input
          id="permalink-fromPath"
          name="fromPath"
          autoFocus
          maxLength={CONTENT_LIMITS.redirectFrom}
          placeholder={t('cms.permalinks.fromPlaceholder')}
          value={formik.values.fromPath}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="permalink-fromPath"
        />
      </Form.Item>
      <Form.Item label={t('cms.permalinks.fields.toPath')} htmlFor="permalink-toPath" required extra={t('cms.permalinks.toHelp')} {...status('toPath')}>
        <Input
          id="permalink-toPath"
          name="toPath"
          maxLength={CONTENT_LIMITS.redirectTo}
          value={formik.values.toPath}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          data-testid="permalink-toPath"
        />
      </Form.Item>
    </CrudModal>
  );
}
