import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, customerGroupOf } from '@guide/platform';
import { ProductCategoryEntity, ProductEntity } from './product.entities';
import { ProductImporter } from './product-import';
import { productPath } from './product.rules';
import { ProductsService } from './products.service';
import type { ProductCategoryInput, ProductInput, QueryAdminProductsArgs, QueryProductsArgs } from '../generated/graphql';

/** The shop catalogue's operations; the service does the work (product.graphql is the contract). */
@Resolver('Product')
export class ProductsResolver {
  constructor(
    private readonly products: ProductsService,
    private readonly importer: ProductImporter,
  ) {}

  @Query('products')
  list(@Args() args: QueryProductsArgs, @CurrentIdentity() identity: Identity) {
    return this.products.list(args, customerGroupOf(identity));
  }

  @Query('product')
  bySlug(@Args('slug') slug: string, @CurrentIdentity() identity: Identity) {
    return this.products.bySlug(slug, customerGroupOf(identity));
  }

  @Query('productCategories')
  categories() {
    return this.products.categories();
  }

  @Query('adminProducts')
  @RequirePermission('catalog.products.list')
  adminList(@Args() args: QueryAdminProductsArgs) {
    return this.products.adminList(args);
  }

  @Query('adminProduct')
  @RequirePermission('catalog.products.list')
  adminOne(@Args('id') id: string) {
    return this.products.byId(id);
  }

  /** Commerce's carts, wishlists and orders name any product, published or not; the request's references load in one query. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: object) {
    return this.products.reference(ref.id, context ?? {});
  }

  @ResolveField('path')
  path(@Parent() p: ProductEntity) {
    return productPath(p.slug);
  }

  @ResolveField('categories')
  async categoriesOf(@Parent() p: ProductEntity, @Context() ctx: object) {
    const loaders = this.products.loaders(ctx);
    const links = await loaders.categoryIdsOf.load(p.id);
    const found = await Promise.all(links.map((l) => loaders.category.load(l.categoryId)));
    return found.filter((c): c is ProductCategoryEntity => !!c).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'fr'));
  }

  @ResolveField('images')
  images(@Parent() p: ProductEntity, @Context() ctx: object) {
    return this.products.loaders(ctx).imagesOf.load(p.id);
  }

  @Mutation('createProduct')
  @RequirePermission('catalog.products.create')
  create(@Args('input') input: ProductInput) {
    return this.products.create(input);
  }

  @Mutation('updateProduct')
  @RequirePermission('catalog.products.update')
  update(@Args('id') id: string, @Args('input') input: ProductInput) {
    return this.products.update(id, input);
  }

  @Mutation('deleteProduct')
  @RequirePermission('catalog.products.delete')
  remove(@Args('id') id: string) {
    return this.products.remove(id);
  }

  @Mutation('importProducts')
  @RequirePermission('catalog.bulk-upload.create')
  import(@Args('csv') csv: string, @Args('dryRun') dryRun?: boolean | null) {
    return this.importer.import(csv, dryRun ?? false);
  }

  @Mutation('createProductCategory')
  @RequirePermission('catalog.categories.create')
  createCategory(@Args('input') input: ProductCategoryInput) {
    return this.products.createCategory(input);
  }

  @Mutation('updateProductCategory')
  @RequirePermission('catalog.categories.update')
  updateCategory(@Args('id') id: string, @Args('input') input: ProductCategoryInput) {
    return this.products.updateCategory(id, input);
  }

  @Mutation('deleteProductCategory')
  @RequirePermission('catalog.categories.delete')
  removeCategory(@Args('id') id: string) {
    return this.products.removeCategory(id);
  }
}

@Resolver('ProductCategory')
export class ProductCategoriesResolver {
  constructor(private readonly products: ProductsService) {}

  @ResolveField('parent')
  parent(@Parent() c: ProductCategoryEntity, @Context() ctx: object) {
    return c.parentId ? this.products.loaders(ctx).category.load(c.parentId) : null;
  }

  @ResolveField('productCount')
  productCount(@Parent() c: ProductCategoryEntity, @Context() ctx: object) {
    return this.products.loaders(ctx).productCount.load(c.id);
  }
}
