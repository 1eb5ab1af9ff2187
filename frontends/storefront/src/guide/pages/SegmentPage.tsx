import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StatusPage } from '../../pages/StatusPage';
import { TownList } from '../components/TownList';
import { guidePaths, guideSection, isDepartmentCode, mealCategoryOfSlug, type GuideSectionKey, type MealCategory } from '../sections';
import { useDepartments, useVocabularies } from '../vocabularies';
import { ListPage } from './ListPage';

/** `/{section}/{segment}`: a category of the section, or a department (by its INSEE code). */
export function SegmentPage({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const { segment = '' } = useParams();
  if (isDepartmentCode(segment)) return <DepartmentPage sectionKey={sectionKey} departmentCode={segment.toUpperCase()} />;
  if (section.categories === 'meal') {
    const category = mealCategoryOfSlug(segment);
    return category ? <MealCategoryPage sectionKey={sectionKey} category={category} /> : <StatusPage code={404} />;
  }
  if (section.categories === 'producer') return <ProducerCategoryPage sectionKey={sectionKey} code={segment} />;
  return <StatusPage code={404} />;
}

function MealCategoryPage({ sectionKey, category }: { sectionKey: GuideSectionKey; category: MealCategory }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  const title = t(`guide.mealCategory.${category}`);
  return (
    <ListPage
      section={section}
      path={guidePaths.mealCategory(category)}
      title={title}
      lead={t(`guide.mealCategoryLead.${category}`)}
      crumbs={[{ label: t(`sections.${section.key}.title`), path: guidePaths.section(section) }, { label: title }]}
      fixed={{ types: section.types, mealCategories: [category] }}
      fixedGroups={['mealCategories']}
    />
  );
}

function ProducerCategoryPage({ sectionKey, code }: { sectionKey: GuideSectionKey; code: string }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  const { vocabularies, label } = useVocabularies();
  // The categories are a fixed list of the catalog: an unknown one is a missing page.
  if (vocabularies && !vocabularies.producerCategories.some((c) => c.code === code)) return <StatusPage code={404} />;
  const title = label('producerCategories', code);
  return (
    <ListPage
      section={section}
      path={guidePaths.producerCategory(code, section)}
      title={title}
      lead={t('guide.producerCategory.lead', { category: title })}
      crumbs={[{ label: t(`sections.${section.key}.title`), path: guidePaths.section(section) }, { label: title }]}
      fixed={{ types: section.types, producerCategories: [code] }}
      fixedGroups={['producerCategories']}
    />
  );
}

function DepartmentPage({ sectionKey, departmentCode }: { sectionKey: GuideSectionKey; departmentCode: string }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  const { departments, name } = useDepartments();
  if (departments && !departments.some((d) => d.code === departmentCode)) return <StatusPage code={404} />;
  const sectionTitle = t(`sections.${section.key}.title`);
  const department = `${name(departmentCode)} (${departmentCode})`;
  const fixed = { types: section.types, departmentCodes: [departmentCode] };
  return (
    <ListPage
      section={section}
      path={guidePaths.department(section, departmentCode)}
      title={t('guide.department.title', { section: sectionTitle, department })}
      lead={t('guide.department.lead', { department })}
      crumbs={[{ label: sectionTitle, path: guidePaths.section(section) }, { label: department }]}
      fixed={fixed}
      fixedGroups={['departments']}
    >
      <TownList section={section} departmentCode={departmentCode} />
    </ListPage>
  );
}
