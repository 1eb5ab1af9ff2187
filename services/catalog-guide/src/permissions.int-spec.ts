import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/**
 * Every back-office operation of catalog-guide is guarded by its key; the guide's reads are public (the
 * storefront); an owner reads their establishments; image edits are for staff or the owner (the service
 * decides, images.int-spec.ts proves it).
 */
describePermissionCoverage({
  boot: async () => {
    const media = mkdtempSync(join(tmpdir(), 'guide-coverage-'));
    const subgraph = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    return { ...subgraph, close: async () => (await subgraph.close(), rmSync(media, { recursive: true, force: true })) };
  },
  backOffice: {
    adminEstablishments: 'catalog.establishments.list',
    adminEstablishment: 'catalog.establishments.list',
    createEstablishment: 'catalog.establishments.create',
    updateEstablishment: 'catalog.establishments.update',
    deleteEstablishment: 'catalog.establishments.delete',
    deleteEstablishments: 'catalog.establishments.mass-delete',
    duplicateEstablishment: 'catalog.establishments.duplicate',
    setEstablishmentPublished: 'catalog.establishments.publish',
    adminProducts: 'catalog.products.list',
    adminProduct: 'catalog.products.list',
    createProduct: 'catalog.products.create',
    updateProduct: 'catalog.products.update',
    deleteProduct: 'catalog.products.delete',
    importProducts: 'catalog.bulk-upload.create',
    createProductCategory: 'catalog.categories.create',
    updateProductCategory: 'catalog.categories.update',
    deleteProductCategory: 'catalog.categories.delete',
    productAttributes: 'catalog.attributes.list',
    createProductAttribute: 'catalog.attributes.create',
    updateProductAttribute: 'catalog.attributes.update',
    deleteProductAttribute: 'catalog.attributes.delete',
    attributeFamilies: 'catalog.attribute-families.list',
    createAttributeFamily: 'catalog.attribute-families.create',
    updateAttributeFamily: 'catalog.attribute-families.update',
    deleteAttributeFamily: 'catalog.attribute-families.delete',
    productTypes: 'catalog.product-types.list',
    createProductType: 'catalog.product-types.create',
    updateProductType: 'catalog.product-types.update',
    deleteProductType: 'catalog.product-types.delete',
    mediaCategories: 'catalog.media-categories.list',
    createMediaCategory: 'catalog.media-categories.create',
    updateMediaCategory: 'catalog.media-categories.update',
    deleteMediaCategory: 'catalog.media-categories.delete',
    setProductDetails: 'catalog.products.update',
    importProductAttributes: 'catalog.bulk-upload.create',
    importAttributeFamilies: 'catalog.bulk-upload.create',
    catalogGuideParkedEvents: 'settings.configuration.view',
    replayCatalogGuideParkedEvent: 'settings.configuration.update',
    discardCatalogGuideParkedEvent: 'settings.configuration.update',
    reviewsForModeration: 'marketing.reviews.list',
    moderateReviews: 'marketing.reviews.update',
    deleteReviews: 'marketing.reviews.mass-delete',
  },
  customer: ['myEstablishments', 'submitReview'],
  open: [
    'establishments',
    'establishment',
    'establishmentGone',
    'establishmentVocabularies',
    'establishmentSitemap',
    'guideCities',
    'guideCity',
    'departments',
    'cities',
    'products',
    'product',
    'productSlugRedirect',
    'productCategorySlugRedirect',
    'productCategories',
  ],
  checkedByService: {
    deleteEstablishmentImage: 'staff with catalog.establishments.update, or the owner',
    reorderEstablishmentImages: 'staff with catalog.establishments.update, or the owner',
  },
});
