import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { guidePaths, guideSection, type GuideSectionKey } from '../sections';
import { ListPage } from './ListPage';

/** `{section}/resultats-de-la-recherche?q=…`: the section's list with the visitor's words. */
export function SearchResultsPage({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const sectionTitle = t(`sections.${section.key}.title`);
  return (
    <ListPage
      section={section}
      path={guidePaths.searchResults(section)}
      title={q ? t('guide.results.titleFor', { q }) : t('guide.results.title')}
      lead={t('guide.results.lead', { section: sectionTitle })}
      crumbs={[{ label: sectionTitle, path: guidePaths.section(section) }, { label: t('guide.results.title') }]}
      fixed={{ types: section.types }}
    />
  );
}
