import { useTranslation } from 'react-i18next';
import { PartnerForm } from '../../forms/PartnerForm';
import { ContentTypePage } from './ContentTypePage';

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
