import { Args, Context, Float, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission, localeOf } from '@guide/platform';
import { CurrenciesService } from './currencies.service';

type Ctx = Parameters<typeof localeOf>[0];

@Resolver('Currency')
export class CurrenciesResolver {
  constructor(private readonly currencies: CurrenciesService) {}

  /** Public: the storefront's currency switch. */
  @Query('currencies')
  list(@Context() ctx: Ctx) {
    return this.currencies.list(localeOf(ctx));
  }

  @Mutation('updateCurrency')
  @RequirePermission('settings.currencies.update')
  update(
    @Args('code') code: string,
    @Args('enabled') enabled: boolean,
    @Args('rateFromEur', { type: () => Float, nullable: true }) rateFromEur: number | null,
    @Context() ctx: Ctx,
  ) {
    return this.currencies.update(code, enabled, rateFromEur, localeOf(ctx));
  }
}
