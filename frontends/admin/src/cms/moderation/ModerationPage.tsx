import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Tag,
  Typography,
  type ButtonProps,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OWNER_POST_LIMITS, ownerPostRejectionSchema, validateWith } from '@guide/validation';
import { useAdmin } from '../../auth/useAdmin';
import { ListHeader } from '../../components/CrudList';
import { FilterBar, ListTable, oneOf, SelectFilter, useConnectionQuery, useListPage } from '../../components/list-page';
import { messageText } from '../../auth/form-errors';
import { errorMessage } from '../../users/errors';
import { PAGE_SIZE } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { formatParisDateTime } from '../forms/forms.graphql';
import { APPROVE_OWNER_POST, OWNER_POSTS, OWNER_POST_STATUSES, REJECT_OWNER_POST, type OwnerPostRow } from './moderation.graphql';

/** The filter in the address: `?status=PENDING`. */
const MODERATION_FILTERS = { status: oneOf('status', OWNER_POST_STATUSES) };

const STATUS_COLORS: Record<string, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

/**
 * /admin/cms/moderation: owners' posts, pending ones first (oldest first), 20 per page; a drawer shows
 * the text as the owner wrote it; publish it, or reject it with a reason the owner will read.
 */
export function ModerationPage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('cmsModeration.title'));
  const { filters, set, pages } = useListPage(MODERATION_FILTERS);
  const [viewing, setViewing] = useState<OwnerPostRow | null>(null);
  const [rejecting, setRejecting] = useState<OwnerPostRow | null>(null);
  const list = useConnectionQuery(OWNER_POSTS, 'ownerPosts', { ...filters, first: PAGE_SIZE, after: pages.after });
  const [approve, { loading: approving }] = useMutation(APPROVE_OWNER_POST);
  const canModerate = can('cms.posts.update-details');
  const date = (iso: string | null | undefined) => formatParisDateTime(iso, i18n.language);

  async function approvePost(row: OwnerPostRow) {
    try {
      await approve({ variables: { id: row.id } });
      notification.success({ title: t('cmsModeration.approved') });
      setViewing(null);
      await list.refetch();
    } catch (e) {
      notification.error({ title: t('cmsModeration.failed'), description: errorMessage(t, e) });
    }
  }

  const actions = (row: OwnerPostRow, withLabels = false) =>
    canModerate && (
      <Space size={4}>
        {row.status !== 'APPROVED' && (
          <Popconfirm
            title={t('cmsModeration.approveConfirm')}
            okText={t('cmsModeration.approve')}
            cancelText={t('common.cancel')}
            onConfirm={() => approvePost(row)}
          >
            <Button
              size={withLabels ? 'middle' : 'small'}
              type="primary"
              icon={<CheckOutlined />}
              loading={approving}
              data-testid={`moderation-approve-${row.id}`}
            >
              {t('cmsModeration.approve')}
            </Button>
          </Popconfirm>
        )}
        {row.status !== 'REJECTED' && (
          <Button
            size={withLabels ? 'middle' : 'small'}
            danger
            icon={<CloseOutlined />}
            onClick={() => setRejecting(row)}
            data-testid={`moderation-reject-${row.id}`}
          >
            {t('cmsModeration.reject')}
          </Button>
        )}
      </Space>
    );

  const columns: TableColumnsType<OwnerPostRow> = [
    { title: t('cmsModeration.fields.submittedAt'), dataIndex: 'submittedAt', key: 'submittedAt', render: (value: string) => date(value) },
    { title: t('cmsModeration.fields.title'), key: 'title', render: (_, row) => <Typography.Text strong>{row.title}</Typography.Text> },
    {
      title: t('cmsModeration.fields.establishment'),
      key: 'establishment',
      render: (_, row) => row.establishmentName || t('cmsModeration.unknownEstablishment'),
    },
    {
      title: t('cmsModeration.fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => (
        <Tag color={STATUS_COLORS[status]} data-testid="moderation-status">
          {t(`cmsModeration.statuses.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('cmsModeration.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => setViewing(row)}
            aria-label={t('cmsModeration.previewOf', { title: row.title })}
            data-testid={`moderation-view-${row.id}`}
          />
          {actions(row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListHeader title={t('cmsModeration.title')} intro={t('cmsModeration.intro')} onRefresh={() => void list.refetch()} />
      <FilterBar>
        <SelectFilter
          value={filters.status}
          label={t('cmsModeration.statusFilter')}
          options={OWNER_POST_STATUSES.map((status) => ({ value: status, label: t(`cmsModeration.statuses.${status}`) }))}
          onChange={(status) => set({ status })}
          minWidth={220}
          testId="moderation-status-filter"
        />
      </FilterBar>
      <ListTable<OwnerPostRow>
        list={list}
        columns={columns}
        emptyText={filters.status ? t('cmsModeration.noMatch') : t('cmsModeration.empty')}
        data-testid="moderation-table"
        testIdPrefix="moderation"
        paged={{ pages, infoKey: 'cmsModeration.pageInfo' }}
        onOpen={setViewing}
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.title ?? ''}
        size={640}
        extra={viewing ? actions(viewing, true) : null}
        data-testid="moderation-drawer"
      >
        {viewing && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('cmsModeration.fields.establishment')}>
              {viewing.establishmentName || t('cmsModeration.unknownEstablishment')}
            </Descriptions.Item>
            <Descriptions.Item label={t('cmsModeration.fields.status')}>
              <Tag color={STATUS_COLORS[viewing.status]}>{t(`cmsModeration.statuses.${viewing.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('cmsModeration.fields.submittedAt')}>{date(viewing.submittedAt)}</Descriptions.Item>
            {viewing.rejectionReason && <Descriptions.Item label={t('cmsModeration.fields.reason')}>{viewing.rejectionReason}</Descriptions.Item>}
            {viewing.publishedPath && (
              <Descriptions.Item label={t('cmsModeration.fields.published')}>
                <a href={viewing.publishedPath} target="_blank" rel="noreferrer">
                  {viewing.publishedPath}
                </a>
              </Descriptions.Item>
            )}
            {viewing.shortDescription && <Descriptions.Item label={t('cmsModeration.fields.shortDescription')}>{viewing.shortDescription}</Descriptions.Item>}
            <Descriptions.Item label={t('cmsModeration.fields.body')}>
              <div style={{ whiteSpace: 'pre-wrap' }} data-testid="moderation-body">
                {viewing.body}
              </div>
            </Descriptions.Item>
            {viewing.pictureUrl && (
              <Descriptions.Item label={t('cmsModeration.fields.picture')}>
                {/* Shown as a link: an owner's address is not loaded into the back office unasked. */}
                <a href={viewing.pictureUrl} target="_blank" rel="noreferrer noopener">
                  {viewing.pictureUrl}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Drawer>
      {rejecting && (
        <RejectModal
          post={rejecting}
          onClose={() => setRejecting(null)}
          onDone={async () => {
            setRejecting(null);
            setViewing(null);
            notification.success({ title: t('cmsModeration.rejected') });
            await list.refetch();
          }}
        />
      )}
    </>
  );
}

/** The reason is required (shared schema: REQUIRED, TOO_LONG) and shown to the owner. */
function RejectModal({ post, onClose, onDone }: { post: OwnerPostRow; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(post.rejectionReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reject, { loading }] = useMutation(REJECT_OWNER_POST);

  async function submit() {
    setFailure(null);
    const checked = validateWith(ownerPostRejectionSchema, { reason });
    if (!checked.ok) return setError(checked.fieldErrors.reason ?? null);
    setError(null);
    try {
      await reject({ variables: { id: post.id, reason: checked.value.reason } });
      await onDone();
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  }

  return (
    <Modal
      open
      title={t('cmsModeration.rejectTitle', { title: post.title })}
      okText={t('cmsModeration.reject')}
      okButtonProps={{ danger: true, loading, 'data-testid': 'moderation-reject-confirm' } as ButtonProps}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid="moderation-reject-modal"
    >
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item
          label={t('cmsModeration.fields.reason')}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? messageText(t, error) : t('cmsModeration.rejectHint')}
        >
          <Input.TextArea
            rows={4}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={OWNER_POST_LIMITS.rejectionReason}
            data-testid="moderation-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
