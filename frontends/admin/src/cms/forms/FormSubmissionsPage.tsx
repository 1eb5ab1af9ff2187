import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { CrudTable, CursorPager, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { DELETE_FORM_SUBMISSIONS, FORM_KINDS, FORM_SUBMISSIONS, formatParisDateTime, type FormKindValue, type SubmissionRow } from './forms.graphql';
import { useListFilters } from './useListFilters';

const fieldValue = (row: SubmissionRow, name: string) => row.fields.find((f) => f.name === name)?.value ?? '';
const senderOf = (row: SubmissionRow) => [fieldValue(row, 'firstName'), fieldValue(row, 'lastName')].filter(Boolean).join(' ') || fieldValue(row, 'name');

/**
 * /admin/cms/forms: what visitors sent through the site forms (contact, join us, partner), newest first,
 * 20 per page; filter by form, search the email; a drawer shows every field; delete one or the selection.
 */
export function FormSubmissionsPage() {
  const { t, i18n } = useTranslation();
  const { notification, modal } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cmsForms.submissions.title'));
  const { filters, set } = useListFilters<FormKindValue>('kind', FORM_KINDS);
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const pages = useCursorPages();
  const [selected, setSelected] = useState<string[]>([]);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const filterKey = `${filters.value}|${filters.search}`;
  useEffect(() => {
    pages.reset();
    setSelected([]);
    // A new filter (not a new render) starts over from the first page.
  }, [filterKey]);

  const variables = { kind: filters.value, search: filters.search || null, first: PAGE_SIZE, after: pages.after };
  const { data, previousData, loading, error, refetch } = useQuery(FORM_SUBMISSIONS, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.formSubmissions;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);
  const [deleteMany, { loading: deleting }] = useMutation(DELETE_FORM_SUBMISSIONS);
  const canDelete = can('cms.forms.delete');
  const date = (iso: string) => formatParisDateTime(iso, i18n.language);

  async function remove(ids: string[]) {
    try {
      const { data: result } = await deleteMany({ variables: { ids } });
      notification.success({ title: t('cmsForms.submissions.deleted', { count: result?.deleteFormSubmissions ?? ids.length }) });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      if (viewing && ids.includes(viewing.id)) setViewing(null);
      // Back to the first page: the cursors after the deleted rows no longer point where they did.
      pages.reset();
      await refetch({ ...variables, after: null });
    } catch (e) {
      notification.error({ title: t('cmsForms.deleteFailed'), description: errorMessage(t, e) });
    }
  }

  function confirmMassDelete() {
    modal.confirm({
      title: t('cmsForms.submissions.massDelete', { count: selected.length }),
      content: t('cmsForms.irreversible'),
      okText: t('cmsForms.delete'),
      okButtonProps: { danger: true, 'data-testid': 'submissions-mass-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => remove(selected),
    });
  }

  const deleteButton = (row: SubmissionRow, withLabel = false) => (
    <Popconfirm
      title={t('cmsForms.submissions.confirmDelete', { email: row.email })}
      okText={t('cmsForms.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() => remove([row.id])}
    >
      <Button
        size={withLabel ? 'middle' : 'small'}
        danger
        icon={<DeleteOutlined />}
        aria-label={t('cmsForms.submissions.deleteOf', { email: row.email })}
        data-testid={`submission-delete-${row.id}`}
      >
        {withLabel ? t('cmsForms.delete') : null}
      </Button>
    </Popconfirm>
  );

  const columns: TableColumnsType<SubmissionRow> = [
    { title: t('cmsForms.fields.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => date(value) },
    { title: t('cmsForms.fields.kind'), dataIndex: 'kind', key: 'kind', render: (kind: FormKindValue) => <Tag>{t(`cmsForms.kinds.${kind}`)}</Tag> },
    { title: t('cmsForms.fields.sender'), key: 'sender', render: (_, row) => <Typography.Text strong>{senderOf(row)}</Typography.Text> },
    { title: t('cmsForms.fields.email'), dataIndex: 'email', key: 'email', render: (email: string) => <a href={`mailto:${email}`}>{email}</a> },
    { title: t('cmsForms.fields.subject'), key: 'subject', render: (_, row) => fieldValue(row, 'subject') || fieldValue(row, 'company') },
    {
      title: t('cmsForms.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => setViewing(row)}
            aria-label={t('cmsForms.submissions.viewOf', { email: row.email })}
            data-testid={`submission-view-${row.id}`}
          />
          {canDelete && deleteButton(row)}
        </Space>
      ),
    },
  ];

  const filtered = filters.value !== null || filters.search !== '';
  return (
    <>
      <ListHeader title={t('cmsForms.submissions.title')} intro={t('cmsForms.submissions.intro')} onRefresh={() => void refetch()} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={filters.value ?? undefined}
          placeholder={t('cmsForms.submissions.kindFilter')}
          aria-label={t('cmsForms.submissions.kindFilter')}
          options={FORM_KINDS.map((kind) => ({ value: kind, label: t(`cmsForms.kinds.${kind}`) }))}
          onChange={(value?: FormKindValue) => set({ kind: value ?? null })}
          style={{ minWidth: 220 }}
          data-testid="submissions-kind-filter"
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
          data-testid="submissions-search"
        />
      </Flex>
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={t('cmsForms.selected', { count: selected.length })}
          action={
            <Button danger icon={<DeleteOutlined />} loading={deleting} onClick={confirmMassDelete} data-testid="submissions-mass-delete">
              {t('cmsForms.deleteSelection')}
            </Button>
          }
        />
      )}
      <CrudTable<SubmissionRow>
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        emptyText={filtered ? t('cmsForms.noMatch') : t('cmsForms.submissions.empty')}
        data-testid="submissions-table"
        onOpen={setViewing}
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.formSubmissions.pageInfo}
        loading={loading}
        infoKey="cmsForms.pageInfo"
        testIdPrefix="submissions"
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? `${t(`cmsForms.kinds.${viewing.kind}`)} · ${viewing.email}` : ''}
        size={520}
        extra={viewing && canDelete ? deleteButton(viewing, true) : null}
        data-testid="submission-drawer"
      >
        {viewing && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('cmsForms.fields.createdAt')}>{date(viewing.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('cmsForms.fields.language')}>{t(`cmsForms.languages.${viewing.language === 'en' ? 'en' : 'fr'}`)}</Descriptions.Item>
            {viewing.fields.map((field) => (
              <Descriptions.Item key={field.name} label={t([`cmsForms.formFields.${field.name}`, field.name])}>
                {field.name === 'email' ? (
                  <a href={`mailto:${field.value}`}>{field.value}</a>
                ) : field.name === 'newsletter' ? (
                  t(field.value === 'true' ? 'cmsForms.yes' : 'cmsForms.no')
                ) : (
                  <span style={{ whiteSpace: 'pre-wrap' }}>{field.value}</span>
                )}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Drawer>
    </>
  );
}
