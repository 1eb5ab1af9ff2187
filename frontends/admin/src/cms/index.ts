/**
 * The back office's editorial screens: content types and their custom fields, contents, categories and
 * permalinks (route components), with their strings registered. cms/forms and cms/menus have their own.
 */
import './i18n';
import './cms.css';

export { ContentTypesPage } from './content-types/ContentTypesPage';
export { CustomFieldsPage } from './content-types/CustomFieldsPage';
export { ContentListPage } from './contents/ContentListPage';
export { ContentFormPage } from './contents/ContentFormPage';
export { CategoriesPage } from './categories/CategoriesPage';
export { PermalinksPage } from './permalinks/PermalinksPage';
export { TypeLandingPage } from './TypeLandingPage';
