import { Module } from '@nestjs/common';
import { CurrenciesResolver } from './currencies.resolver';
import { CurrenciesService } from './currencies.service';

/** Currencies and exchange rates (issue 25): the storefront's indicative prices; the shop charges in EUR. */
@Module({
  providers: [CurrenciesService, CurrenciesResolver],
})
export class CurrenciesModule {}
