/** The back office's catalog screens (route components) with their strings registered. */
import './i18n';

export { EstablishmentCreatePage } from './establishments/EstablishmentCreatePage';
export { EstablishmentEditPage } from './establishments/EstablishmentEditPage';
export { EstablishmentListPage } from './establishments/EstablishmentListPage';
export { BulkUploadPage } from './bulk-upload/BulkUploadPage';
export { ProductCategoriesPage } from './product-categories/ProductCategoriesPage';
export { ProductListPage } from './products/ProductListPage';
export { AttributesPage } from './attributes/AttributesPage';
export { AttributeFamiliesPage } from './attribute-families/AttributeFamiliesPage';
export { ProductTypesPage } from './product-types/ProductTypesPage';
export { MediaCategoriesPage } from './media-categories/MediaCategoriesPage';
