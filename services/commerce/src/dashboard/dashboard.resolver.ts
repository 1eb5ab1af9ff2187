import { Args, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { QueryLowStockCountArgs, QuerySalesSummaryArgs } from '../generated/graphql';
import { DashboardService } from './dashboard.service';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query('salesSummary')
  @RequirePermission('dashboard.view')
  salesSummary(@Args() args: QuerySalesSummaryArgs) {
    return this.dashboard.salesSummary(args.from, args.to);
  }

  @Query('lowStockCount')
  @RequirePermission('catalog.products.list')
  lowStockCount(@Args() args: QueryLowStockCountArgs) {
    return this.dashboard.lowStockCount(args.threshold);
  }

  @Query('quotesToAnswerCount')
  @RequirePermission('sales.quotes.list')
  quotesToAnswerCount() {
    return this.dashboard.quotesToAnswerCount();
  }
}
