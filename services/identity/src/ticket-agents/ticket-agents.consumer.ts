import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConsumedEventOf, EventBus } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { normalizeEmail } from '@guide/validation';
import { SessionsService } from '../sessions/sessions.service';
import { TICKET_AGENT_ROLE_ID, ensureTicketAgentRole } from './agent-role';

/** Consumer group keeping ticket users' back-office accounts. */
export const TICKET_AGENTS = 'identity.ticket-agents';

const AGENT_EVENTS = [Events.ticketUserChanged, Events.ticketUserDeleted];
export type TicketAgentEvent = ConsumedEventOf<(typeof AGENT_EVENTS)[number]>;

/**
 * Mirrors support-tickets' ticket users as back-office accounts limited to the ticket area (ADR 0018),
 * so they sign in with adminLogin. The inbox makes a redelivery a no-op and events of one ticket user
 * arrive in order (key = ticket user id); the handler is an upsert anyway.
 */
@Injectable()
export class TicketAgentsConsumer implements OnModuleInit {
  private readonly logger = new Logger('TicketAgents');

  constructor(
    private readonly bus: EventBus,
    private readonly sessions: SessionsService,
  ) {}

  onModuleInit(): void {
    this.bus.consume(TICKET_AGENTS, AGENT_EVENTS, (event, manager) => this.handle(event, manager));
  }

  async handle(event: TicketAgentEvent, manager: EntityManager): Promise<void> {
    if (event.type === Events.ticketUserDeleted.type) return this.remove(manager, event.data.ticketUserId);
    const user = event.data;
    const email = normalizeEmail(user.mail);
    const [existing]: { id: string }[] = await manager.query('SELECT id FROM admin WHERE ticket_user_id = $1 FOR UPDATE', [user.ticketUserId]);
    const [staff] = await manager.query('SELECT id FROM admin WHERE lower(email) = $1 AND ticket_user_id IS NULL', [email]);
    if (staff) {
      // The person already has a staff account: they sign in with it, and no second account may share the address.
      this.logger.warn(`ticket user ${user.ticketUserId}: ${email} belongs to a staff account, no ticket-area account kept`);
      if (existing) await this.remove(manager, user.ticketUserId);
      return;
    }
    await ensureTicketAgentRole(manager);
    if (!existing) {
      await manager.query(
        `INSERT INTO admin (email, first_name, last_name, password_hash, role_id, active, ticket_user_id) VALUES ($1, $2, $3, $4, $5, true, $6)`,
        [email, user.firstName, user.lastName, user.passwordHash, TICKET_AGENT_ROLE_ID, user.ticketUserId],
      );
      return;
    }
    await manager.query(
      `UPDATE admin SET email = $2, first_name = $3, last_name = $4, password_hash = $5, role_id = $6, active = true,
         session_version = session_version + CASE WHEN $7 THEN 1 ELSE 0 END
       WHERE id = $1`,
      [existing.id, email, user.firstName, user.lastName, user.passwordHash, TICKET_AGENT_ROLE_ID, user.credentialsChanged],
    );
    // New login, mail or password: every sign-in of the old credentials ends (as a staff password change does).
    if (user.credentialsChanged) await this.sessions.revokeAll(manager, 'admin', existing.id);
  }

  /** The account goes: the session check refuses its access tokens from now on, its refresh tokens are revoked. */
  private async remove(manager: EntityManager, ticketUserId: string): Promise<void> {
    const [deleted]: [{ id: string }[], number] = await manager.query('DELETE FROM admin WHERE ticket_user_id = $1 RETURNING id', [ticketUserId]);
    for (const admin of deleted) await this.sessions.revokeAll(manager, 'admin', admin.id);
  }
}
