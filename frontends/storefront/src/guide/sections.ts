/**
 * The guide's public URL vocabulary (PRODUCT-SPEC §2) comes from @guide/vocabulary, the one definition the
 * catalog (`Establishment.path`) and the web server (known paths) use too; re-exported here for the app.
 * `routes.tsx` builds the route table from it and every link is built with `guidePaths` below.
 */
import { SEARCH_RESULTS_SLUG, guideSection, slugOfMealCategory, type GuideSection, type MealCategory } from '@guide/vocabulary';

export {
  ESTABLISHMENT_TYPES,
  GUIDE_SECTIONS,
  MEAL_CATEGORIES,
  MEAL_CATEGORY_SLUGS,
  SEARCH_RESULTS_SLUG,
  guideSection,
  isDepartmentCode,
  mealCategoryOfSlug,
  sectionOfType,
  slugOfMealCategory,
  type EstablishmentType,
  type GuideSection,
  type GuideSectionKey,
  type MealCategory,
} from '@guide/vocabulary';

/** App paths (French, without the language prefix); `localizePath` adds `/en`. */
export const guidePaths = {
  section: (section: GuideSection) => `/${section.slug}`,
  searchResults: (section: GuideSection) => `/${section.slug}/${SEARCH_RESULTS_SLUG}`,
  mealCategory: (category: MealCategory) => `/${guideSection('hotelsRestaurants').slug}/${slugOfMealCategory(category) ?? ''}`,
  producerCategory: (code: string, section: GuideSection = guideSection('localProducers')) => `/${section.slug}/${code}`,
  department: (section: GuideSection, departmentCode: string) => `/${section.slug}/${departmentCode}`,
  city: (section: GuideSection, departmentCode: string, citySlug: string) => `/${section.slug}/${departmentCode}/${citySlug}`,
};
