import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { loadByKey, perRequest } from '@guide/platform';
import { ProductRef } from '../products/product-ref';
import { TaxRatesService } from './tax-rates.service';

/** `Product.vatRatePercent`: one query for a page of products (the rates themselves are in memory). */
@Resolver('Product')
export class ProductVatResolver {
  private readonly loaders = perRequest(() => ({
    rate: loadByKey(
      (ids: string[]) => this.rates.shopRatesOf(ids),
      (r) => r.productId,
      { value: (r) => r.ratePercent, missing: null },
    ),
  }));

  constructor(private readonly rates: TaxRatesService) {}

  @ResolveField('vatRatePercent')
  vatRatePercent(@Parent() product: ProductRef, @Context() ctx: object): Promise<number | null> {
    return this.loaders(ctx).rate.load(product.id);
  }
}
