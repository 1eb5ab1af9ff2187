import { EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAdmin } from '../../auth/useAdmin';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { usePageTitle } from '../../usePageTitle';
import { fromEstablishment, toEstablishmentInput, type EstablishmentFormValues } from './establishment-form';
import { EstablishmentForm } from './EstablishmentForm';
import { ADMIN_ESTABLISHMENT, PERMISSIONS, UPDATE_ESTABLISHMENT } from './establishments.graphql';
import { ImageManager } from './ImageManager';

/** `/catalog/establishments/:id/edit`: the form with the establishment's values, and its images. */
export function EstablishmentEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const { data, loading, error, refetch } = useQuery(ADMIN_ESTABLISHMENT, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const establishment = data?.adminEstablishment;
  usePageTitle(establishment ? t('establishments.editTitle', { name: establishment.name }) : t('establishments.title'));
  const [update] = useMutation(UPDATE_ESTABLISHMENT, {
    update(cache) {
      cache.evict({ fieldName: 'adminEstablishments' });
      cache.gc();
    },
  });
  // The form starts from the loaded establishment and from what each save returns, never from later
  // refetches (an image change must not wipe unsaved edits).
  const [initial, setInitial] = useState<{ id: string; values: EstablishmentFormValues } | null>(null);
  if (establishment && initial?.id !== establishment.id) setInitial({ id: establishment.id, values: fromEstablishment(establishment) });
  const initialValues = initial?.id === establishment?.id ? initial?.values : null;

  if (loading && !establishment) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (error && !establishment) {
    return <Alert type="error" showIcon title={t('establishments.loadFailed')} action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  }
  if (!establishment || !initialValues) return <AdminErrorPage code={404} />;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {establishment.name}
          </Typography.Title>
          <Tag color={establishment.published ? 'green' : 'default'}>{t(establishment.published ? 'establishments.published' : 'establishments.draft')}</Tag>
        </Flex>
        <Button icon={<EyeOutlined />} href={establishment.path} target="_blank" rel="noreferrer">
          {t('establishments.view')}
        </Button>
      </Flex>
      <Flex vertical gap={16} style={{ maxWidth: 960 }}>
        <ImageManager establishmentId={establishment.id} images={establishment.images} onChanged={() => void refetch()} />
        <EstablishmentForm
          initialValues={initialValues}
          canPublish={can(PERMISSIONS.publish)}
          onCancel={() => navigate('/catalog/establishments')}
          onSubmit={async (values) => {
            const { data: saved } = await update({ variables: { id: establishment.id, input: toEstablishmentInput(values, 'update') } });
            if (!saved) throw new Error('empty updateEstablishment response');
            setInitial({ id: saved.updateEstablishment.id, values: fromEstablishment(saved.updateEstablishment) });
            notification.success({ title: t('establishments.updated', { name: saved.updateEstablishment.name }) });
          }}
        />
      </Flex>
    </>
  );
}
