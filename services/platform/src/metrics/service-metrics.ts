import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventBus } from '../events/events.module';
import { metricsEnabled } from './registry';
import { registerMetricsSource } from './service-gauges';

export const METRICS_SERVICE = Symbol('METRICS_SERVICE');

/**
 * A subgraph's scrape-time gauges (outbox backlog, consumer lag and parked events of its groups, database
 * pool), registered once the app has booted (consumers register during init) and removed at shutdown.
 */
@Injectable()
export class ServiceMetrics implements OnApplicationBootstrap, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    @Inject(METRICS_SERVICE) private readonly service: string,
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    if (!metricsEnabled()) return;
    this.unregister = registerMetricsSource({
      service: this.service,
      dataSource: this.dataSource,
      transport: this.bus.transport,
      consumers: () => this.bus.consumerNames.map((group) => ({ group, types: this.bus.consumer(group)?.types ?? [] })),
    });
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }
}
