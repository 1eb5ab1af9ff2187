import type { EntityManager } from 'typeorm';
import { writeEvent } from '@guide/platform';
import { Events } from '@guide/proto-schemas';

export type ErasedBy = 'CUSTOMER' | 'STAFF';

/** The address an erased account keeps: unique (the email index), reserved (`.invalid`), names nobody. */
export const erasedEmail = (customerId: string) => `erased-${customerId.toLowerCase()}@erased.invalid`;

/**
 * Erases a customer's personal data in identity, in the caller's transaction (the row must be locked):
 * addresses, link tokens, staff notes and sign-ins (with their addresses and browsers) are deleted; the
 * customer row stays, anonymised and marked erased, because commerce's orders still reference its id
 * (their copy of the buyer's name and billing address is what the law keeps for invoices). A new
 * session version ends every access token at once. `identity.customer.erased` tells the other services.
 */
export async function eraseCustomer(manager: EntityManager, customerId: string, erasedBy: ErasedBy): Promise<void> {
  await manager.query('DELETE FROM address WHERE customer_id = $1', [customerId]);
  await manager.query('DELETE FROM customer_token WHERE customer_id = $1', [customerId]);
  await manager.query('DELETE FROM customer_note WHERE customer_id = $1', [customerId]);
  await manager.query(`DELETE FROM session WHERE subject_kind = 'customer' AND subject_id = $1`, [customerId]);
  await manager.query(
    `UPDATE customer SET email = $2, password_hash = '!', first_name = '', last_name = '', gender = NULL, birth_date = NULL,
       company = NULL, phone = NULL, corporate_name = NULL, trade_name = NULL, siret = NULL, website = NULL,
       email_verified_at = NULL, group_id = NULL, session_version = session_version + 1, erased_at = now(), updated_at = now()
     WHERE id = $1`,
    [customerId, erasedEmail(customerId)],
  );
  await writeEvent(manager, Events.customerErased, customerId, { customerId, erasedBy });
}
