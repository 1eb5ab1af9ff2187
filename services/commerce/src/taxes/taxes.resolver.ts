import { Args, Context, Float, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission, localeOf } from '@guide/platform';
import { TaxRatesService } from './tax-rates.service';

type Ctx = Parameters<typeof localeOf>[0];

@Resolver('TaxCategoryRates')
export class TaxesResolver {
  constructor(private readonly rates: TaxRatesService) {}

  @Query('taxCategories')
  @RequirePermission('settings.taxes.list')
  taxCategories(@Context() ctx: Ctx) {
    return this.rates.categories(localeOf(ctx));
  }

  @Mutation('updateTaxRate')
  @RequirePermission('settings.taxes.update')
  updateTaxRate(
    @Args('category') category: string,
    @Args('country') country: string,
    @Args('ratePercent', { type: () => Float }) ratePercent: number,
    @Context() ctx: Ctx,
  ) {
    return this.rates.update(category, country, ratePercent, localeOf(ctx));
  }
}
