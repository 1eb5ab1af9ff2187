import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SubgraphConfig } from '@guide/platform';
import { Tickets1700000004000 } from './migrations/1700000004000-tickets';
import { TicketEntity } from './tickets/ticket.entity';
import { TicketsResolver } from './tickets/tickets.resolver';
import { TicketsService } from './tickets/tickets.service';

export const SERVICE = 'support-tickets';

/** Variables of this service beyond the platform's (none yet). */
export const supportTicketsEnv = {};

export const MIGRATIONS = [Tickets1700000004000];

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          service: SERVICE,
          config,
          entities: [TicketEntity],
          migrations: MIGRATIONS,
          typePaths: [join(__dirname, '**/*.graphql')],
        }),
      ],
      providers: [TicketsService, TicketsResolver],
    };
  }
}
