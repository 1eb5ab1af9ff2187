import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { Redirect } from '../../navigation/Redirect';
import { fieldErrors } from '@guide/ui';
import { useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { ESTABLISHMENT_DETAIL, GUIDE_CITY } from '../guide.graphql';
import { guidePaths, guideSection, isDepartmentCode, mealCategoryOfSlug, type GuideSection, type GuideSectionKey } from '../sections';
import { useDepartments } from '../vocabularies';
import { ListPage } from './ListPage';
import { detailType, LoadFailed } from './LoadFailed';

/**
 * `/{section}/{a}/{b}`: a town of a department (`/{section}/{dep}/{citySlug}`), or an establishment reached
 * by its category (`/{section}/{category}/{slug}`), which redirects to its canonical path.
 */
export function TwoSegmentPage({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const { first = '', second = '' } = useParams();
  if (isDepartmentCode(first)) return <TownPage section={section} departmentCode={first.toUpperCase()} citySlug={second} />;
  const isCategory = section.categories === 'meal' ? Boolean(mealCategoryOfSlug(first)) : section.categories === 'producer';
  if (isCategory) return <CanonicalRedirect section={section} slug={second} />;
  return <StatusPage code={404} />;
}

/** Replaces the URL with the establishment's canonical path (keeping query and anchor). */
export function CanonicalRedirect({ section, slug }: { section: GuideSection; slug: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { search, hash } = useLocation();
  const { data, loading, error } = useQuery(ESTABLISHMENT_DETAIL, {
    variables: { slug, type: detailType(section) },
  });
  if (loading) return <p className="search-status">{t('guide.detail.loading')}</p>;
  const establishment = data?.establishment;
  if (error && !establishment) return <LoadFailed />;
  if (!establishment || !section.types.includes(establishment.type)) return <StatusPage code={404} />;
  return <Redirect to={`${localePath(establishment.path)}${search}${hash}`} />;
}

function TownPage({ section, departmentCode, citySlug }: { section: GuideSection; departmentCode: string; citySlug: string }) {
  const { t } = useTranslation();
  const { name } = useDepartments();
  // The catalog resolves the slug (homonyms included); an unknown department is BAD_USER_INPUT, a missing page too.
  const { data, loading, error } = useQuery(GUIDE_CITY, { variables: { departmentCode, slug: citySlug } });
  const town = data?.guideCity ?? null;
  if (loading) return <p className="search-status">{t('search.searching')}</p>;
  if (!town) return error && !fieldErrors(error).departmentCode ? <LoadFailed /> : <StatusPage code={404} />;
  const sectionTitle = t(`sections.${section.key}.title`);
  const department = `${name(departmentCode)} (${departmentCode})`;
  return (
    <ListPage
      section={section}
      path={guidePaths.city(section, departmentCode, citySlug)}
      title={t('guide.town.title', { section: sectionTitle, town: town.name })}
      lead={t('guide.town.lead', { town: town.name, department })}
      crumbs={[
        { label: sectionTitle, path: guidePaths.section(section) },
        { label: department, path: guidePaths.department(section, departmentCode) },
        { label: town.name },
      ]}
      fixed={{ types: section.types, departmentCodes: [departmentCode], cityCodes: [town.code] }}
      fixedGroups={['departments', 'cities']}
    />
  );
}
