import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHead } from '../../head';
import { useLanguage, useLocalePath } from '../../locale';
import { DepartmentLinks } from '../components/DepartmentLinks';
import { SectionSearch } from '../components/SectionSearch';
import { SECTION_OVERVIEW, type FacetCount } from '../guide.graphql';
import { guidePaths, guideSection, MEAL_CATEGORY_SLUGS, type GuideSectionKey } from '../sections';
import { absoluteUrl, alternates } from '../site';
import { useVocabularies } from '../vocabularies';
import { ListPage } from './ListPage';

function countOf(facet: FacetCount[] | undefined, value: string): number | undefined {
  return facet?.find((f) => f.value === value)?.count;
}

/**
 * `/hotels-restaurants` and `/producteurs-locaux` (`/local-producers`): search, categories with counts and
 * departments. `/le-monde-du-vin` is the wine list itself.
 */
export function SectionHomePage({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  if (section.key === 'wineWorld') {
    return (
      <ListPage
        section={section}
        path={guidePaths.section(section)}
        title={t('sections.wineWorld.title')}
        lead={t('sections.wineWorld.lead')}
        crumbs={[{ label: t('sections.wineWorld.title') }]}
        fixed={{ types: section.types }}
        seoSection={section.slug}
      />
    );
  }
  return <CategoryHome sectionKey={sectionKey} />;
}

function CategoryHome({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const path = guidePaths.section(section);
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { vocabularies, label } = useVocabularies();
  const title = t(`sections.${section.key}.title`);
  useHead(
    {
      title,
      description: t(`sections.${section.key}.lead`),
      canonical: absoluteUrl(path, lang),
      alternates: alternates(path),
      openGraph: { type: 'website', url: absoluteUrl(path, lang) },
    },
    section.slug,
  );
  // `overview:` alias: the one-result read is cached apart from the list of the same filter (apollo.ts)
  const { data } = useQuery(SECTION_OVERVIEW, { variables: { filter: { types: [...section.types] } } });
  const facets = data?.overview.facets;
  const categories =
    section.categories === 'meal'
      ? MEAL_CATEGORY_SLUGS.map(({ slug, category }) => ({
          key: category,
          path: `/${section.slug}/${slug}`,
          label: t(`guide.mealCategory.${category}`),
          text: t(`guide.mealCategoryLead.${category}`),
          count: countOf(facets?.mealCategories, category),
        }))
      : (vocabularies?.producerCategories ?? []).map((entry) => ({
          key: entry.code,
          path: guidePaths.producerCategory(entry.code, section),
          label: label('producerCategories', entry.code),
          text: null,
          count: countOf(facets?.producerCategories, entry.code),
        }));

  return (
    <div className="guide-page" data-testid={`section-${section.key}`}>
      <header className="guide-header guide-header--section">
        <h1>{title}</h1>
        <p className="guide-header__lead">{t(`sections.${section.key}.lead`)}</p>
        <SectionSearch resultsPath={guidePaths.searchResults(section)} />
        <p className="guide-header__all">
          <Link to={localePath(guidePaths.searchResults(section))} data-testid="section-all-link">
            {data ? t('guide.section.allWithCount', { count: data.overview.totalCount }) : t('guide.section.all')}
          </Link>
        </p>
      </header>
      <section className="guide-block" aria-labelledby={`categories-${section.key}`}>
        <h2 id={`categories-${section.key}`}>{t(`guide.section.categories.${section.key}`)}</h2>
        <ul className="explore__list category-list" data-testid="category-list">
          {categories.map((c) => (
            <li key={c.key}>
              <Link to={localePath(c.path)} className="explore__card">
                <span className="explore__name">{c.label}</span>
                {c.text && <span className="explore__text">{c.text}</span>}
                {c.count != null && <span className="category-list__count">{t('guide.section.categoryCount', { count: c.count })}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DepartmentLinks section={section} counts={facets?.departments} />
    </div>
  );
}
