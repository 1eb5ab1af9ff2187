import { Module } from '@nestjs/common';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** Issue 25: the back office dashboard's sales figures and the counts no list gives (README.md). */
@Module({ providers: [DashboardService, DashboardResolver] })
export class DashboardModule {}
