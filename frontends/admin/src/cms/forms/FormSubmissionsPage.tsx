import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { isFiltered, oneOf, text, useConnectionQuery, useDeleteMany, useListPage } from '../../components/list-page';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { FormsList, formsDeleteTexts } from './FormsList';
import { DELETE_FORM_SUBMISSIONS, FORM_KINDS, FORM_SUBMISSIONS, formatParisDateTime, type FormKindValue, type SubmissionRow } from './forms.graphql';

/** The filters in the address: `?kind=PARTNER&q=…`. */
const SUBMISSION_FILTERS = { kind: oneOf('kind', FORM_KINDS), search: text('q', 100) };

const fieldValue = (row: SubmissionRow, name: string) => row.fields.find((f) => f.name === name)?.value ?? '';
const senderOf = (row: SubmissionRow) => [fieldValue(row, 'firstName'), fieldValue(row, 'lastName')].filter(Boolean).join(' ') || fieldValue(row, 'name');

/**
 * /admin/cms/forms: what visitors sent through the site forms (contact, join us, partner), newest first,
 * 20 per page; filter by form, search the email; a drawer shows every field; delete one or the selection.
 */
export function FormSubmissionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('cmsForms.submissions.title'));
  const { filters, set, pages, selection } = useListPage(SUBMISSION_FILTERS);
  const [viewing, setViewing] = useState<SubmissionRow | null>(null);
  const list = useConnectionQuery(FORM_SUBMISSIONS, 'formSubmissions', { ...filters, first: PAGE_SIZE, after: pages.after });
  const canDelete = can('cms.forms.delete');
  const date = (iso: string) => formatParisDateTime(iso, i18n.language);
  const { remove, confirmRemove, deleting } = useDeleteMany(DELETE_FORM_SUBMISSIONS, {
    count: (data, ids) => data?.deleteFormSubmissions ?? ids.length,
    ...formsDeleteTexts(t, 'submissions'),
    selection,
    pages,
    restart: list.restart,
    onDeleted: (ids) => viewing && ids.includes(viewing.id) && setViewing(null),
  });

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

  return (
    <>
      <FormsList<SubmissionRow, FormKindValue>
        name="submissions"
        filter={{
          value: filters.kind,
          onChange: (kind) => set({ kind }),
          label: t('cmsForms.submissions.kindFilter'),
          options: FORM_KINDS.map((kind) => ({ value: kind, label: t(`cmsForms.kinds.${kind}`) })),
          minWidth: 220,
          testId: 'submissions-kind-filter',
        }}
        search={{ value: filters.search, onSearch: (search) => set({ search }) }}
        filtered={isFiltered(filters)}
        list={list}
        columns={columns}
        pages={pages}
        selection={canDelete ? selection : undefined}
        deleting={deleting}
        onDeleteSelection={() => confirmRemove(selection.selected)}
        onOpen={setViewing}
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
