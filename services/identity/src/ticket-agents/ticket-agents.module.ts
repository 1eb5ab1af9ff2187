import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { TicketAgentsConsumer } from './ticket-agents.consumer';

/** Back-office accounts of support-tickets' ticket users (ADR 0018). */
@Module({
  imports: [SessionsModule],
  providers: [TicketAgentsConsumer],
})
export class TicketAgentsModule {}
