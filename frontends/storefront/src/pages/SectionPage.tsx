import { useTranslation } from 'react-i18next';
import type { SectionKey } from '../routes';
import { useDocumentTitle } from '../useDocumentTitle';

/** A main section of the guide whose listing is not built yet: its title, what it will hold, and that it is coming. */
export function SectionPage({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const title = t(`sections.${section}.title`);
  useDocumentTitle(title);
  return (
    <article className="section-page" data-testid={`section-${section}`}>
      <h1>{title}</h1>
      <p className="section-page__lead">{t(`sections.${section}.lead`)}</p>
      <p className="notice">{t('sections.comingSoon')}</p>
    </article>
  );
}
