import { useTranslation } from 'react-i18next';
import { deferred } from '../../layout/deferred';
import { ContentTypePage } from './ContentTypePage';

// Server-rendered in full, hydrated once its chunk (Formik, the Yup schemas) arrives (layout/deferred.tsx).
const PartnerForm = deferred(async () => (await import('../../forms/PartnerForm')).PartnerForm);

/** `/partenaires`: the partners (content type `partenaires`), and below them the partner form (forms/). */
export function PartnersPage() {
  const { t } = useTranslation();
  return (
    <ContentTypePage type="partenaires">
      <section className="detail-section partner-form" aria-labelledby="partner-form-title" data-testid="partner-form-section">
        <h2 id="partner-form-title">{t('editorial.partner.formTitle')}</h2>
        <PartnerForm />
      </section>
    </ContentTypePage>
  );
}
