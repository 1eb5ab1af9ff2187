import { Args, Context, Int, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, hasPermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { ProductRef } from '../products/product-ref';
import type { InventorySourceInput } from '../generated/graphql';
import { InventoryService, StockLevel } from './inventory.service';

/** `Product.inStock` / `stockQuantity` / `stockLevels`, batched per request (one query for a page of products). */
@Resolver('Product')
export class InventoryResolver {
  private readonly loaders = perRequest(() => ({
    total: loadByKey(
      (ids: string[]) => this.inventory.totals(ids),
      (r) => r.productId,
      { value: (r) => r.quantity, missing: 0 },
    ),
    levels: loadGroupsByKey(
      (ids: string[]) => this.inventory.levels(ids),
      (r: StockLevel) => r.productId,
    ),
  }));

  constructor(private readonly inventory: InventoryService) {}

  @ResolveReference()
  resolveReference(ref: ProductRef): ProductRef {
    return { id: ref.id };
  }

  @ResolveField('stockQuantity')
  stockQuantity(@Parent() product: ProductRef, @Context() ctx: object): Promise<number> {
    return this.loaders(ctx).total.load(product.id);
  }

  @ResolveField('inStock')
  async inStock(@Parent() product: ProductRef, @Context() ctx: object): Promise<boolean> {
    return (await this.loaders(ctx).total.load(product.id)) > 0;
  }

  @ResolveField('stockLevels')
  async stockLevels(@Parent() product: ProductRef, @Context() ctx: object, @CurrentIdentity() identity: Identity) {
    if (!hasPermission(identity, 'catalog.products.list')) return [];
    return (await this.loaders(ctx).levels.load(product.id)).map(({ sourceCode, sourceName, sourceEnabled, quantity }) => ({
      sourceCode,
      sourceName,
      sourceEnabled,
      quantity,
    }));
  }

  @Mutation('setStock')
  @RequirePermission('catalog.products.update')
  async setStock(
    @Args('productId') productId: string,
    @Args('quantity', { type: () => Int }) quantity: number,
    @Args('sourceCode') sourceCode?: string | null,
  ) {
    await this.inventory.setStock(productId, quantity, sourceCode);
    return { id: productId };
  }

  @Query('inventorySources')
  @RequirePermission('settings.inventory-sources.list')
  inventorySources() {
    return this.inventory.sources();
  }

  @Mutation('upsertInventorySource')
  @RequirePermission('settings.inventory-sources.update')
  upsertInventorySource(@Args('input') input: InventorySourceInput) {
    return this.inventory.upsertSource(input);
  }
}
