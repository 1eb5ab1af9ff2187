import { EntityManager } from 'typeorm';

/** The system role of ticket users' accounts (ADR 0018): fixed id, hidden from the roles screens. */
export const TICKET_AGENT_ROLE_ID = '5e7a0000-0000-4000-8000-000000000018';
export const TICKET_AGENT_ROLE_NAME = 'Agent de support';
/** The ticket area only: list, view, create and update tickets. */
export const TICKET_AGENT_PERMISSIONS = ['support.tickets.create', 'support.tickets.list', 'support.tickets.update', 'support.tickets.view'];

/**
 * Creates the role on first use and brings its permissions back to TICKET_AGENT_PERMISSIONS (a deploy
 * changing them applies at the next ticket-user event). A staff role already named so blocks it: the
 * event then fails and is parked until that role is renamed.
 */
export async function ensureTicketAgentRole(manager: EntityManager): Promise<void> {
  await manager.query(`INSERT INTO role (id, name, interface, permissions) VALUES ($1, $2, 'BACK_OFFICE', $3) ON CONFLICT DO NOTHING`, [
    TICKET_AGENT_ROLE_ID,
    TICKET_AGENT_ROLE_NAME,
    TICKET_AGENT_PERMISSIONS,
  ]);
  const [, updated] = await manager.query(`UPDATE role SET permissions = $2 WHERE id = $1 AND permissions IS DISTINCT FROM $2::text[] RETURNING id`, [
    TICKET_AGENT_ROLE_ID,
    TICKET_AGENT_PERMISSIONS,
  ]);
  if (updated) await manager.query('UPDATE admin SET session_version = session_version + 1 WHERE role_id = $1', [TICKET_AGENT_ROLE_ID]);
  const [role] = await manager.query('SELECT 1 FROM role WHERE id = $1', [TICKET_AGENT_ROLE_ID]);
  if (!role) throw new Error(`A role named "${TICKET_AGENT_ROLE_NAME}" already exists: rename it so ticket users can sign in`);
}
