import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../guide/components/PageHeader';
import { Highlights } from '../components/Highlights';
import { useEditorialHead } from '../head';
import { EDITORIAL_PATHS } from '../types';

/** Press contact (static text): the press office's address, the one journalists write to. */
export const PRESS_EMAIL = 'presse@guide-gourmand.fr';

/** `/espace-presse` (`/en/press-space`): the press contact and the latest press review items. */
export function PressSpacePage() {
  const { t } = useTranslation();
  const title = t('editorial.press.title');
  useEditorialHead({ title, description: t('editorial.press.lead'), path: EDITORIAL_PATHS.pressSpace.fr, pathEn: EDITORIAL_PATHS.pressSpace.en });
  return (
    <div className="guide-page editorial-page press-space" data-testid="press-space">
      <PageHeader crumbs={[{ label: title }]} title={title} lead={t('editorial.press.lead')} />
      <section className="press-contact detail-section" aria-labelledby="press-contact-title">
        <h2 id="press-contact-title">{t('editorial.press.contactTitle')}</h2>
        <p>{t('editorial.press.contactText')}</p>
        <p>
          <a href={`mailto:${PRESS_EMAIL}`} data-testid="press-email">
            {PRESS_EMAIL}
          </a>
        </p>
      </section>
      <Highlights
        type="revue-de-presse"
        first={6}
        title={t('editorial.press.latest')}
        more={t('editorial.press.all')}
        path="/revue-de-presse"
        testId="press-latest"
      />
    </div>
  );
}
