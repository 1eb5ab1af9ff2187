/**
 * A return request's statuses and where each may go next (API-CONTRACT "returns (RMA)"): commerce's
 * RETURN_MACHINE enforces this table, the back office offers only its next statuses, the storefront
 * lets the customer close a request while CUSTOMER_CLOSED is among them. One table, so the three agree.
 */
export const RETURN_STATUSES = [
  'NEW_REQUEST',
  'PROCESSING',
  'AWAITING_RETURN',
  'RETURNED',
  'REFUNDED',
  'NEW_PARCEL_SENT',
  'SOLVED',
  'REFUSED',
  'CUSTOMER_CLOSED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS = {
  NEW_REQUEST: ['PROCESSING', 'REFUSED', 'CUSTOMER_CLOSED'],
  PROCESSING: ['AWAITING_RETURN', 'SOLVED', 'REFUSED', 'CUSTOMER_CLOSED'],
  AWAITING_RETURN: ['RETURNED', 'CUSTOMER_CLOSED'],
  RETURNED: ['REFUNDED', 'NEW_PARCEL_SENT', 'REFUSED'],
  REFUNDED: ['SOLVED'],
  NEW_PARCEL_SENT: ['SOLVED'],
  SOLVED: [],
  REFUSED: [],
  CUSTOMER_CLOSED: [],
} as const satisfies Record<ReturnStatus, readonly ReturnStatus[]>;

/** The statuses a request may move to next (none once it is over, or for an unknown status). */
export const nextReturnStatuses = (status: string): readonly ReturnStatus[] => (RETURN_TRANSITIONS as Record<string, readonly ReturnStatus[]>)[status] ?? [];

/** Over: nowhere left to go. */
export const isReturnFinished = (status: string): boolean => status in RETURN_TRANSITIONS && nextReturnStatuses(status).length === 0;
