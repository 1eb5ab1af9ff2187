import { RETURN_STATUSES as STATUSES, isReturnFinished, nextReturnStatuses } from '@guide/vocabulary';
import type { ReturnableOrder, ReturnDetail, ReturnRequestInput, ReturnResolution, ReturnStatus } from './returns.graphql';

/**
 * Pure rules of the customer's return requests (no React, no window): what may still be returned from an
 * order, the form's values and the input sent to the API, which statuses allow what, and where a refusal goes.
 * The server checks every one of them again (API-CONTRACT.md, "returns (RMA)").
 */

/** The nine statuses, in the order a request usually goes through them. */
export const RETURN_STATUSES: readonly ReturnStatus[] = STATUSES;

/** Requests whose units no longer count as returned (the contract: "not REFUSED or CUSTOMER_CLOSED"). */
const RELEASED: readonly string[] = ['REFUSED', 'CUSTOMER_CLOSED'];

export const isReturnEditable = (status: string): boolean => status === 'NEW_REQUEST';
/** The customer may close a request while the contract's table lets it go to CUSTOMER_CLOSED. */
export const canCloseReturn = (status: string): boolean => nextReturnStatuses(status).includes('CUSTOMER_CLOSED');
/** No message once the request is over. */
export { isReturnFinished };

/** Maximum lengths of the API (ReturnRequestInput, ReturnLineInput, addReturnMessage). */
export const RETURN_REASON_MAX = 2000;
export const RETURN_LINE_REASON_MAX = 500;
export const RETURN_MESSAGE_MAX = 5000;

/** An order has something to return once a parcel left (a canceled shipment does not count). */
export function hasShipped(order: { shipments: readonly { status: string }[] }): boolean {
  return order.shipments.some((s) => s.status !== 'CANCELED');
}

/** One product of an order as the return form offers it. */
export interface ReturnableLine {
  productId: string;
  sku: string;
  name: string;
  /** Units shipped (parcels not canceled). */
  shipped: number;
  /** Units the customer may still return: shipped less those of their other live requests. */
  max: number;
}

/**
 * The products of an order that were shipped, with how many units may still be returned. `editing` is the
 * number of the request being edited: its own units stay available to it.
 */
export function returnableLines(order: Pick<ReturnableOrder, 'shipments' | 'returns'>, editing?: string): ReturnableLine[] {
  const lines = new Map<string, ReturnableLine>();
  for (const shipment of order.shipments) {
    if (shipment.status === 'CANCELED') continue;
    for (const line of shipment.lines) {
      const known = lines.get(line.productId);
      if (known) known.shipped += line.quantity;
      else lines.set(line.productId, { productId: line.productId, sku: line.sku, name: line.name, shipped: line.quantity, max: 0 });
    }
  }
  const returned = new Map<string, number>();
  for (const request of order.returns) {
    if (RELEASED.includes(request.status) || request.number === editing) continue;
    for (const line of request.lines) returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
  }
  return [...lines.values()].map((line) => ({ ...line, max: Math.max(0, line.shipped - (returned.get(line.productId) ?? 0)) }));
}

/** One line of the form: quantities are typed as text (an empty box is 0). */
export interface ReturnLineValues {
  productId: string;
  sku: string;
  name: string;
  max: number;
  quantity: string;
  reason: string;
}

export interface ReturnFormValues {
  orderNumber: string;
  resolution: ReturnResolution | '';
  reason: string;
  lines: ReturnLineValues[];
}

type ExistingRequest = Pick<ReturnDetail, 'resolution' | 'reason' | 'lines'> & { order: { number: string } };

/** The form's lines for an order's returnable products, filled from the request being edited if any. */
export function lineValues(lines: readonly ReturnableLine[], existing?: Pick<ExistingRequest, 'lines'> | null): ReturnLineValues[] {
  return lines.map((line) => {
    const current = existing?.lines.find((l) => l.productId === line.productId);
    return {
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      max: line.max,
      quantity: current ? String(current.quantity) : '0',
      reason: current?.reason ?? '',
    };
  });
}

export function initialReturnValues(orderNumber: string, existing?: ExistingRequest | null): ReturnFormValues {
  return {
    orderNumber: existing?.order.number ?? orderNumber,
    resolution: existing?.resolution ?? '',
    reason: existing?.reason ?? '',
    lines: [],
  };
}

/** A quantity box read as a whole number; anything else (decimals, letters, negative) is NaN. */
export function parseQuantity(text: string): number {
  const value = text.trim();
  if (value === '') return 0;
  return /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
}

/** What createReturnRequest / updateMyReturnRequest receive: the lines with at least one unit, texts trimmed. */
export function toReturnInput(values: ReturnFormValues): ReturnRequestInput {
  return {
    orderNumber: values.orderNumber.trim(),
    resolution: values.resolution as ReturnResolution,
    reason: values.reason.trim(),
    lines: values.lines
      .map((line) => ({ line, quantity: parseQuantity(line.quantity) }))
      .filter(({ quantity }) => quantity > 0)
      .map(({ line, quantity }) => ({ productId: line.productId, quantity, reason: line.reason.trim() || null })),
  };
}

/** Where each of the API's field errors is shown on the return form. */
export interface PlacedErrors {
  /** On a field of the form (orderNumber, resolution, reason). */
  fields: Record<string, string>;
  /** Above the lines (QUANTITY_EXCEEDS_RETURNABLE, a line's refusal). */
  lines: string | null;
  /** Above the form (INVALID_TRANSITION on `status`, anything the form has no place for). */
  form: string | null;
}

const FORM_FIELDS = ['orderNumber', 'resolution', 'reason'];

export function placeReturnErrors(fieldErrors: Record<string, string>): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, lines: null, form: null };
  for (const [name, key] of Object.entries(fieldErrors)) {
    if (FORM_FIELDS.includes(name)) placed.fields[name] = key;
    else if (name === 'lines' || name.startsWith('lines.') || name.startsWith('lines[')) placed.lines ??= key;
    else placed.form ??= key;
  }
  return placed;
}

/** An address the page may link to: an http(s) URL, or a path of this site (never `javascript:` or `//host`). */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}
