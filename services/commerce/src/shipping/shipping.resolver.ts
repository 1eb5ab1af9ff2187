import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { ShippingRateTableInput } from '../generated/graphql';
import { RateTablesService } from './rate-tables.service';

@Resolver('ShippingRateTable')
export class ShippingResolver {
  constructor(private readonly tables: RateTablesService) {}

  @Query('shippingRateTables')
  @RequirePermission('settings.table-rates.list')
  shippingRateTables() {
    return this.tables.all();
  }

  @Mutation('upsertShippingRateTable')
  @RequirePermission('settings.table-rates.update')
  upsert(@Args('input') input: ShippingRateTableInput) {
    return this.tables.upsert(input);
  }

  @Mutation('deleteShippingRateTable')
  @RequirePermission('settings.table-rates.delete')
  remove(@Args('code') code: string) {
    return this.tables.remove(code);
  }

  @Mutation('importShippingRateTables')
  @RequirePermission('settings.table-rates.update')
  importCsv(@Args('csv') csv: string, @Args('dryRun') dryRun?: boolean | null) {
    return this.tables.importCsv(csv, dryRun === true);
  }
}
