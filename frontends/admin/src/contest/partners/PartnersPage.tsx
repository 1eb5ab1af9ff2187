import { ArrowDownOutlined, ArrowUpOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Form, Image, Input, Modal, Space, Tooltip, Typography, Upload, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { IMAGE_ACCEPT_ATTRIBUTE, IMAGE_MAX_BYTES, UploadError } from '@guide/ui';
import { CONTEST_LIMITS, contestPartnerSchema, validateWith } from '@guide/validation';
import { applyServerErrors, keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, LoadErrorAlert } from '../../components/CrudList';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure, contestFieldStatus, contestMessage } from '../contest-errors';
import {
  CONTEST_PARTNERS,
  CREATE_CONTEST_PARTNER,
  DELETE_CONTEST_PARTNER,
  REORDER_CONTEST_PARTNERS,
  UPDATE_CONTEST_PARTNER,
  type PartnerRow,
} from '../contest.graphql';
import { EditionHeader, yearParam } from '../EditionHeader';
import { checkLogoFile, uploadPartnerLogo } from './partner-logo';

const byPosition = (partners: readonly PartnerRow[]) => [...partners].sort((a, b) => a.position - b.position);

/**
 * /admin/contest/editions/:year/partners: the edition's partners in display order (logo, name, website);
 * create, edit, delete, move up or down (reorderContestPartners), logo upload (checked before sending).
 */
export function PartnersPage() {
  const year = yearParam(useParams().year);
  return year === null ? <AdminErrorPage code={404} /> : <PartnersList key={year} year={year} />;
}

function PartnersList({ year }: { year: number }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('contest.partners.title', { year }));
  const { data, loading, error, refetch } = useQuery(CONTEST_PARTNERS, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const [list, setList] = useState<PartnerRow[]>([]);
  useEffect(() => setList(byPosition(data?.contestEdition?.partners ?? [])), [data]);
  const [editing, setEditing] = useState<PartnerRow | 'new' | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);
  const [remove] = useMutation(DELETE_CONTEST_PARTNER, { refetchQueries: ['ContestPartners'], awaitRefetchQueries: true });
  const [reorder, { loading: reordering }] = useMutation(REORDER_CONTEST_PARTNERS);

  async function onDelete(partner: PartnerRow) {
    try {
      await remove({ variables: { id: partner.id } });
      notification.success({ title: t('contest.partners.deleted', { name: partner.name }) });
    } catch (e) {
      notification.error({ title: t('contest.partners.deleteFailed', { name: partner.name }), description: contestFailure(t, e) });
    }
  }

  async function move(index: number, by: -1 | 1) {
    const previous = list;
    const next = [...list];
    const [partner] = next.splice(index, 1);
    next.splice(index + by, 0, partner);
    setList(next.map((p, i) => ({ ...p, position: i + 1 })));
    try {
      await reorder({ variables: { year, ids: next.map((p) => p.id) } });
    } catch (e) {
      setList(previous);
      notification.error({ title: t('contest.partners.reorderFailed'), description: contestFailure(t, e) });
    }
  }

  async function upload(partner: PartnerRow, file: File) {
    setProblem(null);
    const refused = checkLogoFile(file);
    if (refused) {
      setProblem({ id: partner.id, text: contestMessage(t, refused, 'logo') });
      return;
    }
    setUploading(partner.id);
    try {
      await uploadPartnerLogo(partner.id, file);
      notification.success({ title: t('contest.partners.logoUploaded', { name: partner.name }) });
      await refetch();
    } catch (e) {
      const key = e instanceof UploadError ? e.fieldErrors.file : undefined;
      const code = e instanceof UploadError ? e.code : null;
      const text = key
        ? contestMessage(t, key, 'logo')
        : code === 'FORBIDDEN'
          ? t('errors.forbidden')
          : code === 'NOT_FOUND'
            ? t('contest.errors.NOT_FOUND')
            : code === 'NETWORK'
              ? t('ui:errors.network')
              : t('ui:upload.failed');
      setProblem({ id: partner.id, text });
    } finally {
      setUploading(null);
    }
  }

  const columns: TableColumnsType<PartnerRow> = [
    { title: t('contest.partners.fields.position'), key: 'position', width: 80, render: (_, __, index) => index + 1 },
    {
      title: t('contest.partners.fields.logo'),
      key: 'logo',
      render: (_, partner) =>
        partner.logoUrl ? (
          <Image
            src={partner.logoUrl}
            alt={t('contest.partners.logoOf', { name: partner.name })}
            width={96}
            height={48}
            style={{ objectFit: 'contain' }}
            data-testid={`partner-logo-${partner.id}`}
          />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined /> {t('contest.partners.noLogo')}
          </Typography.Text>
        ),
    },
    { title: t('contest.partners.fields.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('contest.partners.fields.website'),
      dataIndex: 'website',
      key: 'website',
      render: (website: string | null) =>
        website ? (
          <a href={website} target="_blank" rel="noreferrer">
            {website}
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: t('contest.partners.fields.actions'),
      key: 'actions',
      render: (_, partner, index) => (
        <Space direction="vertical" size={4}>
          <Space wrap size={4}>
            {can('contest.partners.update') && (
              <>
                <Tooltip title={t('contest.moveUp')}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0 || reordering}
                    onClick={() => void move(index, -1)}
                    aria-label={t('contest.moveUp')}
                    data-testid={`partner-up-${partner.id}`}
                  />
                </Tooltip>
                <Tooltip title={t('contest.moveDown')}>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === list.length - 1 || reordering}
                    onClick={() => void move(index, 1)}
                    aria-label={t('contest.moveDown')}
                    data-testid={`partner-down-${partner.id}`}
                  />
                </Tooltip>
                <EditButton onClick={() => setEditing(partner)} testId={`partner-edit-${partner.id}`} />
                <Upload
                  accept={IMAGE_ACCEPT_ATTRIBUTE}
                  showUploadList={false}
                  multiple={false}
                  beforeUpload={(file) => {
                    void upload(partner, file);
                    return false;
                  }}
                >
                  <Button size="small" icon={<UploadOutlined />} loading={uploading === partner.id} data-testid={`partner-upload-${partner.id}`}>
                    {t(partner.logoUrl ? 'contest.partners.replaceLogo' : 'contest.partners.uploadLogo')}
                  </Button>
                </Upload>
              </>
            )}
            {can('contest.partners.delete') && (
              <ConfirmDelete
                title={t('contest.partners.confirmDelete', { name: partner.name })}
                onConfirm={() => onDelete(partner)}
                testId={`partner-delete-${partner.id}`}
              />
            )}
          </Space>
          {problem?.id === partner.id && <Alert type="error" showIcon title={problem.text} data-testid={`partner-logo-error-${partner.id}`} />}
        </Space>
      ),
    },
  ];

  if (!loading && data && !data.contestEdition) return <AdminErrorPage code={404} />;
  return (
    <>
      <EditionHeader year={year} current="partners" onRefresh={() => void refetch()}>
        {can('contest.partners.create') && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="partner-new">
            {t('contest.partners.new')}
          </Button>
        )}
      </EditionHeader>
      <Typography.Paragraph type="secondary">{t('contest.partners.intro', { size: IMAGE_MAX_BYTES / 1024 / 1024 })}</Typography.Paragraph>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<PartnerRow>
        columns={columns}
        dataSource={list}
        loading={loading && !data}
        emptyText={t('contest.partners.empty')}
        data-testid="partners-table"
        onOpen={can('contest.partners.update') ? setEditing : undefined}
      />
      <PartnerModal year={year} target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

interface PartnerValues {
  name: string;
  website: string;
}

function validatePartner(values: PartnerValues): Partial<PartnerValues> {
  const result = validateWith(contestPartnerSchema, values);
  return result.ok ? {} : (Object.fromEntries(Object.entries(result.fieldErrors).filter(([field]) => field in values)) as Partial<PartnerValues>);
}

function PartnerModal({ year, target, onClose }: { year: number; target: PartnerRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['ContestPartners'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_CONTEST_PARTNER, options);
  const [update] = useMutation(UPDATE_CONTEST_PARTNER, options);
  const formik = useFormik<PartnerValues>({
    initialValues: { name: editing?.name ?? '', website: editing?.website ?? '' },
    enableReinitialize: true,
    validate: validatePartner,
    onSubmit: async (values) => {
      setFailure(null);
      // The shared schema's cleaned value: trimmed, https:// added to a bare domain.
      const cleaned = validateWith(contestPartnerSchema, values);
      const input = cleaned.ok
        ? { name: cleaned.value.name, website: cleaned.value.website ?? null }
        : { name: values.name.trim(), website: values.website.trim() || null };
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { year, input } });
        notification.success({ title: t(editing ? 'contest.partners.updated' : 'contest.partners.created', { name: input.name }) });
        close();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : contestFailure(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setFailure(null);
    onClose();
  }
  const status = (name: keyof PartnerValues) => contestFieldStatus(formik.errors, formik.touched, name, t, `partner-${name}`);
  const submit = () => void formik.submitForm();
  return (
    <Modal
      open={target !== null}
      title={editing ? t('contest.partners.editTitle', { name: editing.name }) : t('contest.partners.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'partner-save', onMouseDown: keepFocus }}
      destroyOnHidden
      data-testid="partner-modal"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('contest.partners.fields.name')} htmlFor="partner-name" required {...status('name')}>
          <Input
            id="partner-name"
            name="name"
            maxLength={CONTEST_LIMITS.name}
            value={formik.values.name}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="partner-name"
          />
        </Form.Item>
        <Form.Item label={t('contest.partners.fields.website')} htmlFor="partner-website" extra={t('contest.partners.websiteHelp')} {...status('website')}>
          <Input
            id="partner-website"
            name="website"
            inputMode="url"
            maxLength={CONTEST_LIMITS.website}
            placeholder="https://"
            value={formik.values.website}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            data-testid="partner-website"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
