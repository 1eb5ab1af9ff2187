import type { OrderStatus } from './orders.graphql';

/** The tag colour of each status (the label is `orders.status.<STATUS>`). */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  QUOTE: 'purple',
  PENDING: 'default',
  PENDING_PAYMENT: 'gold',
  PROCESSING: 'blue',
  COMPLETED: 'green',
  CANCELED: 'red',
  CLOSED: 'default',
};

/** Whether staff may still cancel: not once completed, closed or already canceled (commerce refuses it too). */
export const canBeCanceled = (status: OrderStatus): boolean => !['COMPLETED', 'CLOSED', 'CANCELED'].includes(status);

/** `placedFrom`/`placedTo` of a date range picked in the browser: from the first day's midnight to the last day's end. */
export function placedRange(range: readonly [{ startOf(unit: 'day'): { toISOString(): string } }, { endOf(unit: 'day'): { toISOString(): string } }] | null): {
  placedFrom: string | null;
  placedTo: string | null;
} {
  if (!range) return { placedFrom: null, placedTo: null };
  return { placedFrom: range[0].startOf('day').toISOString(), placedTo: range[1].endOf('day').toISOString() };
}
