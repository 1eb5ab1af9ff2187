import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Form, Input, Modal, Space, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SLIDER_LIMITS } from '@guide/validation';
import { isSlug } from '@guide/vocabulary';
import { fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { errorMessage } from '../../users/errors';
import { CREATE_SLIDER, DELETE_SLIDER, SLIDERS, type SliderRow } from './sliders.graphql';

/** The storefront reads it on the home page; the API refuses to delete it (SLIDER_REQUIRED). */
const REQUIRED = ['home'];
export const sliderMessage = (t: (k: string[]) => string, key: string) => t([`cmsSliders.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);

/** /admin/settings/sliders: every slider (by name); create, delete; "Modifier les diapositives" opens the editor. */
export function SlidersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { message } = App.useApp();
  usePageTitle(t('cmsSliders.title'));
  const { data, loading, error, refetch } = useQuery(SLIDERS, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_SLIDER, { refetchQueries: ['AdminSliders'] });
  const [creating, setCreating] = useState(false);
  async function onDelete(slider: SliderRow) {
    try {
      await remove({ variables: { code: slider.code } });
      message.success(t('cmsSliders.deleted', { name: slider.name }));
    } catch (e) {
      const [key] = Object.values(fieldErrors(e));
      message.error(key ? sliderMessage(t, key) : errorMessage(t, e));
    }
  }
  const columns: TableColumnsType<SliderRow & { id: string }> = [
    { title: t('cmsSliders.fields.name'), key: 'name', render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
    { title: t('cmsSliders.fields.code'), dataIndex: 'code', key: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    {
      title: t('cmsSliders.fields.slides'),
      key: 'slides',
      render: (_, s) => t('cmsSliders.slideCount', { count: s.slides.length, active: s.slides.filter((x) => x.active).length }),
    },
    {
      title: t('cmsSliders.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space wrap>
          <Link to={`/settings/sliders/${s.code}`} data-testid={`slider-edit-${s.code}`}>
            {can('settings.sliders.update') ? t('cmsSliders.editSlides') : t('cmsSliders.viewSlides')}
          </Link>
          {can('settings.sliders.delete') && !REQUIRED.includes(s.code) && (
            <ConfirmDelete
              title={t('cmsSliders.confirmDelete', { name: s.name })}
              description={t('cmsSliders.confirmDeleteText')}
              onConfirm={() => onDelete(s)}
              testId={`slider-delete-${s.code}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListHeader
        title={t('cmsSliders.title')}
        intro={t('cmsSliders.intro')}
        onRefresh={() => void refetch()}
        create={can('settings.sliders.create') ? { label: t('cmsSliders.new'), testId: 'slider-new', onClick: () => setCreating(true) } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<SliderRow & { id: string }>
        columns={columns}
        dataSource={(data?.sliders ?? []).map((s) => ({ ...s, id: s.code }))}
        loading={loading && !data}
        emptyText={t('cmsSliders.empty')}
        data-testid="sliders-table"
        onOpen={(s) => navigate(`/settings/sliders/${s.code}`)}
      />
      <CreateSliderModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function CreateSliderModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_SLIDER, { refetchQueries: ['AdminSliders'], awaitRefetchQueries: true });
  useEffect(() => {
    setCode('');
    setName('');
    setErrors({});
    setFailure(null);
  }, [open]);
  async function submit() {
    const next: Record<string, string> = {};
    const cleanCode = code.trim().toLowerCase();
    if (!cleanCode) next.code = 'REQUIRED';
    else if (!isSlug(cleanCode)) next.code = 'SLUG_INVALID';
    if (!name.trim()) next.name = 'REQUIRED';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await create({ variables: { input: { code: cleanCode, name: name.trim() } } });
      message.success(t('cmsSliders.created', { name: name.trim() }));
      onClose();
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(errorMessage(t, e));
    }
  }
  const status = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${field}`}>{sliderMessage(t, errors[field])}</span> } : {};
  return (
    <Modal
      open={open}
      title={t('cmsSliders.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'slider-save' } as ButtonProps}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('cmsSliders.fields.code')} htmlFor="slider-code" required extra={t('cmsSliders.codeHelp')} {...status('code')}>
          <Input id="slider-code" value={code} maxLength={SLIDER_LIMITS.code} onChange={(e) => setCode(e.target.value)} data-testid="slider-code" />
        </Form.Item>
        <Form.Item label={t('cmsSliders.fields.name')} htmlFor="slider-name" required {...status('name')}>
          <Input id="slider-name" value={name} maxLength={SLIDER_LIMITS.name} onChange={(e) => setName(e.target.value)} data-testid="slider-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
