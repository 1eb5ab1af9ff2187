import type { EntityManager } from 'typeorm';

/**
 * Orders: YYYY-NNNNNN; quotes: D-YYYY-NNNNNN (their own sequence, so order numbers stay gapless);
 * shipments EXP-, invoices F-, credit notes AV-, returns R- followed by YYYY-NNNNNN, each its own sequence.
 */
export type NumberSequence = 'order' | 'quote' | 'shipment' | 'invoice' | 'credit-note' | 'return';

const PREFIX: Record<NumberSequence, string> = { order: '', quote: 'D-', shipment: 'EXP-', invoice: 'F-', 'credit-note': 'AV-', return: 'R-' };

export const ORDER_NUMBER = /^\d{4}-\d{6}$/;
export const QUOTE_NUMBER = /^D-\d{4}-\d{6}$/;

export function formatNumber(sequence: NumberSequence, year: number, n: number): string {
  return `${PREFIX[sequence]}${year}-${String(n).padStart(6, '0')}`;
}

/** The calendar year in France (an order placed on 31 December at 23:30 in Paris belongs to that year). */
export function parisYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));
}

/**
 * The next number of a sequence, inside the caller's transaction. The counter row of the year is
 * incremented with INSERT … ON CONFLICT DO UPDATE … RETURNING: its row lock is held until commit, so
 * concurrent orders number one after the other, and a rolled-back order gives its number back (no gap).
 */
export async function nextNumber(manager: EntityManager, sequence: NumberSequence, at: Date = new Date()): Promise<string> {
  const year = parisYear(at);
  const name = `${PREFIX[sequence]}${year}`;
  const [row] = await manager.query(
    `INSERT INTO order_counters (name, value) VALUES ($1, 1)
     ON CONFLICT (name) DO UPDATE SET value = order_counters.value + 1 RETURNING value`,
    [name],
  );
  return formatNumber(sequence, year, row.value);
}
