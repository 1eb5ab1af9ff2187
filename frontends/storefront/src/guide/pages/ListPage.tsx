import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHead } from '../../head';
import { useLanguage } from '../../locale';
import { EstablishmentList } from '../components/EstablishmentList';
import type { FilterGroup } from '../components/FilterPanel';
import { PageHeader, type Crumb } from '../components/PageHeader';
import type { FixedFilter } from '../list-state';
import type { GuideSection } from '../sections';
import { absoluteUrl, alternates } from '../site';

const SECTION_GROUPS: Record<GuideSection['key'], FilterGroup[]> = {
  hotelsRestaurants: ['types', 'mealCategories', 'budget', 'equipment', 'services', 'departments', 'cities'],
  localProducers: ['producerCategories', 'budget', 'equipment', 'services', 'departments', 'cities'],
  wineWorld: ['budget', 'equipment', 'services', 'departments', 'cities'],
};

/** The filter groups of a section's lists, minus those the page fixes through its path. */
export function sectionGroups(section: GuideSection, fixedByPage: FilterGroup[] = []): FilterGroup[] {
  return SECTION_GROUPS[section.key].filter((g) => !fixedByPage.includes(g));
}

export interface ListPageProps {
  /** The section whose back-office SEO texts apply (its home list only). */
  seoSection?: string;
  section: GuideSection;
  /** App path of the page (French form), for the canonical link. */
  path: string;
  title: string;
  lead?: string | null;
  crumbs: Crumb[];
  fixed: FixedFilter;
  fixedGroups?: FilterGroup[];
  /** Shown between the header and the list (towns of a department, …). */
  children?: ReactNode;
}

/** A guide list page: breadcrumb, title, head tags and the shared list. */
export function ListPage({ section, path, title, lead, crumbs, fixed, fixedGroups, seoSection, children }: ListPageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  useHead(
    {
      title,
      description: lead ?? t(`sections.${section.key}.lead`),
      canonical: absoluteUrl(path, lang),
      alternates: alternates(path),
      openGraph: { type: 'website', url: absoluteUrl(path, lang), locale: lang === 'en' ? 'en_GB' : 'fr_FR' },
    },
    seoSection,
  );
  return (
    <div className="guide-page" data-testid={`list-page-${section.key}`}>
      <PageHeader crumbs={crumbs} title={title} lead={lead} />
      {children}
      <EstablishmentList fixed={fixed} groups={sectionGroups(section, fixedGroups)} label={t('search.resultsHeading')} />
    </div>
  );
}
