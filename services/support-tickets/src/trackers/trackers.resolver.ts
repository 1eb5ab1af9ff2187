import { Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { TicketsService } from '../tickets/tickets.service';

@Resolver('Tracker')
export class TrackersResolver {
  constructor(private readonly tickets: TicketsService) {}

  /** Whoever sees the ticket queue may read the trackers (they are its filter and a column). */
  @Query('trackers')
  @RequirePermission('support.tickets.list')
  trackers() {
    return this.tickets.trackers();
  }
}
