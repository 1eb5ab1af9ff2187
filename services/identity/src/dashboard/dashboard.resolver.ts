import { Injectable, Module } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FieldErrors, RequirePermission, badInput } from '@guide/platform';

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
const MAX_PERIOD_MS = 732 * 86_400_000;

/** The period as dates, or BAD_USER_INPUT naming the field (the same rules as commerce's salesSummary). */
function checkPeriod(fromValue: Date | string, toValue: Date | string): [Date, Date] {
  const from = new Date(fromValue);
  const to = new Date(toValue);
  const errors: FieldErrors = {};
  const inRange = (d: Date) => !Number.isNaN(d.getTime()) && d.getTime() >= EARLIEST && d.getTime() <= LATEST;
  if (!inRange(from)) errors.from = 'OUT_OF_RANGE';
  if (!inRange(to)) errors.to = 'OUT_OF_RANGE';
  else if (!errors.from && to <= from) errors.to = 'DATE_RANGE_INVALID';
  else if (!errors.from && to.getTime() - from.getTime() > MAX_PERIOD_MS) errors.to = 'OUT_OF_RANGE';
  if (Object.keys(errors).length) throw badInput(errors, 'The period is not valid');
  return [from, to];
}

/** The back office dashboard's "new customers" card (customer_created index on created_at). */
@Resolver()
@Injectable()
export class DashboardResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Query('newCustomersCount')
  @RequirePermission('users.customers.list')
  async newCustomersCount(@Args('from') from: Date | string, @Args('to') to: Date | string): Promise<number> {
    const period = checkPeriod(from, to);
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM customer WHERE created_at >= $1 AND created_at < $2', period);
    return count;
  }
}

@Module({ providers: [DashboardResolver] })
export class DashboardModule {}
