import { useMutation } from '@apollo/client/react';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../../auth/useAdmin';
import { usePageTitle } from '../../usePageTitle';
import { emptyEstablishment, toEstablishmentInput } from './establishment-form';
import { EstablishmentForm } from './EstablishmentForm';
import { CREATE_ESTABLISHMENT, PERMISSIONS } from './establishments.graphql';

/** `/catalog/establishments/new`: the form; once created, the edit page (where images are added). */
export function EstablishmentCreatePage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { can } = useAdmin();
  usePageTitle(t('establishments.createTitle'));
  const [create] = useMutation(CREATE_ESTABLISHMENT, {
    // The lists are paged by cursor: forget them so they reload with the new establishment.
    update(cache) {
      cache.evict({ fieldName: 'adminEstablishments' });
      cache.gc();
    },
  });
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('establishments.createTitle')}
      </Typography.Title>
      <div style={{ maxWidth: 960 }}>
        <EstablishmentForm
          initialValues={emptyEstablishment}
          canPublish={can(PERMISSIONS.publish)}
          onCancel={() => navigate('/catalog/establishments')}
          onSubmit={async (values) => {
            const { data } = await create({ variables: { input: toEstablishmentInput(values, 'create') } });
            if (!data) throw new Error('empty createEstablishment response');
            notification.success({ title: t('establishments.created', { name: data.createEstablishment.name }) });
            navigate(`/catalog/establishments/${data.createEstablishment.id}/edit`);
          }}
        />
      </div>
    </>
  );
}
