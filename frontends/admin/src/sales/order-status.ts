import { parisDayBounds } from '@guide/ui/dates';
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

/** `placedFrom`/`placedTo` of a range of days picked in the list: from the first day's midnight to the last day's end, in Paris. */
export function placedRange(range: readonly [{ format(pattern: 'YYYY-MM-DD'): string }, { format(pattern: 'YYYY-MM-DD'): string }] | null): {
  placedFrom: string | null;
  placedTo: string | null;
} {
  if (!range) return { placedFrom: null, placedTo: null };
  return { placedFrom: parisDayBounds(range[0].format('YYYY-MM-DD')).start, placedTo: parisDayBounds(range[1].format('YYYY-MM-DD')).end };
}
