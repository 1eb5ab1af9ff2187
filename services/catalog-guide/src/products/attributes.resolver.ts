import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, RequirePermission, hasPermission, type Identity } from '@guide/platform';
import { AttributeFamilyEntity, ProductAttributeEntity, ProductMediaEntity, ProductTypeEntity } from './attribute.entities';
import { AttributeImporter } from './attribute-import';
import { AttributesService } from './attributes.service';
import { ProductEntity } from './product.entities';
import type { AttributeFamilyInput, MediaCategoryInput, ProductAttributeInput, ProductDetailsInput, ProductTypeInput } from '../generated/graphql';

type RequestContext = { identity?: Identity };

/** Back-office operations of product-attributes.graphql; the service does the work. */
@Resolver('ProductAttribute')
export class AttributesResolver {
  constructor(
    private readonly attributes: AttributesService,
    private readonly importer: AttributeImporter,
  ) {}

  @Query('productAttributes')
  @RequirePermission('catalog.attributes.list')
  list() {
    return this.attributes.attributes();
  }

  @Query('attributeFamilies')
  @RequirePermission('catalog.attribute-families.list')
  families() {
    return this.attributes.families();
  }

  @Query('productTypes')
  @RequirePermission('catalog.product-types.list')
  productTypes() {
    return this.attributes.productTypes();
  }

  @Query('mediaCategories')
  @RequirePermission('catalog.media-categories.list')
  mediaCategories() {
    return this.attributes.mediaCategories();
  }

  @Mutation('createProductAttribute')
  @RequirePermission('catalog.attributes.create')
  create(@Args('input') input: ProductAttributeInput) {
    return this.attributes.createAttribute(input);
  }

  @Mutation('updateProductAttribute')
  @RequirePermission('catalog.attributes.update')
  update(@Args('id') id: string, @Args('input') input: ProductAttributeInput) {
    return this.attributes.updateAttribute(id, input);
  }

  @Mutation('deleteProductAttribute')
  @RequirePermission('catalog.attributes.delete')
  remove(@Args('id') id: string) {
    return this.attributes.removeAttribute(id);
  }

  @Mutation('createAttributeFamily')
  @RequirePermission('catalog.attribute-families.create')
  createFamily(@Args('input') input: AttributeFamilyInput) {
    return this.attributes.createFamily(input);
  }

  @Mutation('updateAttributeFamily')
  @RequirePermission('catalog.attribute-families.update')
  updateFamily(@Args('id') id: string, @Args('input') input: AttributeFamilyInput) {
    return this.attributes.updateFamily(id, input);
  }

  @Mutation('deleteAttributeFamily')
  @RequirePermission('catalog.attribute-families.delete')
  removeFamily(@Args('id') id: string) {
    return this.attributes.removeFamily(id);
  }

  @Mutation('createProductType')
  @RequirePermission('catalog.product-types.create')
  createProductType(@Args('input') input: ProductTypeInput) {
    return this.attributes.createProductType(input);
  }

  @Mutation('updateProductType')
  @RequirePermission('catalog.product-types.update')
  updateProductType(@Args('id') id: string, @Args('input') input: ProductTypeInput) {
    return this.attributes.updateProductType(id, input);
  }

  @Mutation('deleteProductType')
  @RequirePermission('catalog.product-types.delete')
  removeProductType(@Args('id') id: string) {
    return this.attributes.removeProductType(id);
  }

  @Mutation('createMediaCategory')
  @RequirePermission('catalog.media-categories.create')
  createMediaCategory(@Args('input') input: MediaCategoryInput) {
    return this.attributes.createMediaCategory(input);
  }

  @Mutation('updateMediaCategory')
  @RequirePermission('catalog.media-categories.update')
  updateMediaCategory(@Args('id') id: string, @Args('input') input: MediaCategoryInput) {
    return this.attributes.updateMediaCategory(id, input);
  }

  @Mutation('deleteMediaCategory')
  @RequirePermission('catalog.media-categories.delete')
  removeMediaCategory(@Args('id') id: string) {
    return this.attributes.removeMediaCategory(id);
  }

  @Mutation('setProductDetails')
  @RequirePermission('catalog.products.update')
  setProductDetails(@Args('id') id: string, @Args('input') input: ProductDetailsInput) {
    return this.attributes.setDetails(id, input);
  }

  @Mutation('importProductAttributes')
  @RequirePermission('catalog.bulk-upload.create')
  importAttributes(@Args('csv') csv: string, @Args('dryRun') dryRun?: boolean | null) {
    return this.importer.importAttributes(csv, dryRun ?? false);
  }

  @Mutation('importAttributeFamilies')
  @RequirePermission('catalog.bulk-upload.create')
  importFamilies(@Args('csv') csv: string, @Args('dryRun') dryRun?: boolean | null) {
    return this.importer.importFamilies(csv, dryRun ?? false);
  }

  @ResolveField('options')
  options(@Parent() a: ProductAttributeEntity) {
    return a.options ?? [];
  }
}

@Resolver('AttributeFamily')
export class AttributeFamiliesResolver {
  constructor(private readonly attributes: AttributesService) {}

  @ResolveField('attributes')
  async attributesOf(@Parent() f: AttributeFamilyEntity, @Context() ctx: object) {
    const loaders = this.attributes.loaders(ctx);
    const rows = await loaders.familyAttributes.load(f.id);
    const found = await Promise.all(rows.map((r) => loaders.attribute.load(r.attributeId)));
    return found.filter((a): a is ProductAttributeEntity => !!a);
  }

  @ResolveField('productCount')
  productCount(@Parent() f: AttributeFamilyEntity, @Context() ctx: object) {
    return this.attributes.loaders(ctx).familyProductCount.load(f.id);
  }
}

@Resolver('ProductType')
export class ProductTypesResolver {
  constructor(private readonly attributes: AttributesService) {}

  @ResolveField('family')
  family(@Parent() t: ProductTypeEntity, @Context() ctx: object) {
    return t.familyId ? this.attributes.loaders(ctx).family.load(t.familyId) : null;
  }

  @ResolveField('productCount')
  productCount(@Parent() t: ProductTypeEntity, @Context() ctx: object) {
    return this.attributes.loaders(ctx).typeProductCount.load(t.id);
  }
}

@Resolver('ProductMedia')
export class ProductMediaResolver {
  constructor(private readonly attributes: AttributesService) {}

  @ResolveField('category')
  category(@Parent() m: ProductMediaEntity, @Context() ctx: object) {
    return m.categoryId ? this.attributes.loaders(ctx).mediaCategory.load(m.categoryId) : null;
  }
}

/** What product-attributes.graphql adds to Product: public fields, one query per kind for a page. */
@Resolver('Product')
export class ProductDetailsResolver {
  constructor(private readonly attributes: AttributesService) {}

  @ResolveField('productType')
  productType(@Parent() p: ProductEntity, @Context() ctx: object) {
    return p.productTypeId ? this.attributes.loaders(ctx).productType.load(p.productTypeId) : null;
  }

  @ResolveField('family')
  family(@Parent() p: ProductEntity, @Context() ctx: object) {
    return p.familyId ? this.attributes.loaders(ctx).family.load(p.familyId) : null;
  }

  /** Only attributes shown on the product page, unless the caller may list products in the back office. */
  @ResolveField('attributeValues')
  async attributeValues(@Parent() p: ProductEntity, @Context() ctx: RequestContext) {
    if (!p.familyId) return [];
    const loaders = this.attributes.loaders(ctx);
    const rows = await loaders.valuesOf.load(p.id);
    const all = hasPermission(ctx.identity ?? ANONYMOUS, 'catalog.products.list');
    const out = await Promise.all(rows.map(async (r) => ({ attribute: await loaders.attribute.load(r.attributeId), value: r.value })));
    return out.filter((v) => v.attribute && (all || v.attribute.visibleOnFront));
  }

  @ResolveField('media')
  media(@Parent() p: ProductEntity, @Context() ctx: object) {
    return this.attributes.loaders(ctx).mediaOf.load(p.id);
  }

  @ResolveField('customerGroupCodes')
  customerGroupCodes(@Parent() p: ProductEntity) {
    return p.customerGroupCodes ?? [];
  }
}
