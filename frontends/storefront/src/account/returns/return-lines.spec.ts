import {
  canCloseReturn,
  hasShipped,
  initialReturnValues,
  isReturnEditable,
  isReturnFinished,
  lineValues,
  parseQuantity,
  placeReturnErrors,
  RETURN_STATUSES,
  returnableLines,
  safeHref,
  toReturnInput,
} from './return-lines';

const shipment = (status: 'SHIPPED' | 'DELIVERED' | 'CANCELED', lines: [string, number][]) => ({
  id: `s-${Math.random()}`,
  status,
  lines: lines.map(([productId, quantity]) => ({ productId, sku: `SKU-${productId}`, name: `Produit ${productId}`, quantity })),
});
const request = (number: string, status: string, lines: [string, number][]) => ({
  id: number,
  number,
  status: status as never,
  lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
});

describe('returnableLines', () => {
  it('adds up the parcels per product and leaves out canceled ones', () => {
    const order = {
      shipments: [
        shipment('DELIVERED', [
          ['a', 2],
          ['b', 1],
        ]),
        shipment('SHIPPED', [['a', 1]]),
        shipment('CANCELED', [['c', 4]]),
      ],
      returns: [],
    };
    expect(returnableLines(order)).toEqual([
      { productId: 'a', sku: 'SKU-a', name: 'Produit a', shipped: 3, max: 3 },
      { productId: 'b', sku: 'SKU-b', name: 'Produit b', shipped: 1, max: 1 },
    ]);
  });

  it('takes off the units of live requests, not of refused or closed ones', () => {
    const order = {
      shipments: [
        shipment('DELIVERED', [
          ['a', 3],
          ['b', 1],
        ]),
      ],
      returns: [
        request('R-2026-000001', 'PROCESSING', [['a', 2]]),
        request('R-2026-000002', 'REFUSED', [['a', 1]]),
        request('R-2026-000003', 'CUSTOMER_CLOSED', [['b', 1]]),
        request('R-2026-000004', 'NEW_REQUEST', [['b', 1]]),
      ],
    };
    expect(returnableLines(order).map((l) => [l.productId, l.max])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });

  it('keeps the units of the request being edited available to it', () => {
    const order = { shipments: [shipment('DELIVERED', [['a', 3]])], returns: [request('R-2026-000001', 'NEW_REQUEST', [['a', 2]])] };
    expect(returnableLines(order, 'R-2026-000001')[0].max).toBe(3);
  });

  it('never goes below zero', () => {
    const order = { shipments: [shipment('DELIVERED', [['a', 1]])], returns: [request('R-2026-000001', 'SOLVED', [['a', 5]])] };
    expect(returnableLines(order)[0].max).toBe(0);
  });
});

describe('statuses', () => {
  it('knows the nine statuses', () => {
    expect(RETURN_STATUSES).toHaveLength(9);
  });

  it('edits only a new request', () => {
    expect(RETURN_STATUSES.filter(isReturnEditable)).toEqual(['NEW_REQUEST']);
  });

  it('lets the customer close it while the contract allows CUSTOMER_CLOSED', () => {
    expect(RETURN_STATUSES.filter(canCloseReturn)).toEqual(['NEW_REQUEST', 'PROCESSING', 'AWAITING_RETURN']);
  });

  it('knows when a request is over', () => {
    expect(RETURN_STATUSES.filter(isReturnFinished)).toEqual(['SOLVED', 'REFUSED', 'CUSTOMER_CLOSED']);
  });
});

describe('hasShipped', () => {
  it('needs a parcel that was not canceled', () => {
    expect(hasShipped({ shipments: [] })).toBe(false);
    expect(hasShipped({ shipments: [{ status: 'CANCELED' }] })).toBe(false);
    expect(hasShipped({ shipments: [{ status: 'CANCELED' }, { status: 'SHIPPED' }] })).toBe(true);
  });
});

describe('form values', () => {
  const lines = [
    { productId: 'a', sku: 'A', name: 'Guide', shipped: 2, max: 2 },
    { productId: 'b', sku: 'B', name: 'Tablier', shipped: 1, max: 1 },
  ];

  it('starts every line at 0, or at the edited request’s quantities and reasons', () => {
    expect(lineValues(lines).map((l) => [l.quantity, l.reason])).toEqual([
      ['0', ''],
      ['0', ''],
    ]);
    const existing = { lines: [{ productId: 'b', sku: 'B', name: 'Tablier', quantity: 1, reason: 'Taille' }] };
    expect(lineValues(lines, existing).map((l) => [l.quantity, l.reason])).toEqual([
      ['0', ''],
      ['1', 'Taille'],
    ]);
  });

  it('takes the order, resolution and reason of the edited request', () => {
    expect(initialReturnValues('2026-000001')).toEqual({ orderNumber: '2026-000001', resolution: '', reason: '', lines: [] });
    const existing = { order: { number: '2026-000009' }, resolution: 'REPLACEMENT' as const, reason: 'Cassé', lines: [] };
    expect(initialReturnValues('', existing)).toMatchObject({ orderNumber: '2026-000009', resolution: 'REPLACEMENT', reason: 'Cassé' });
  });

  it('reads quantities as whole numbers', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('-1')).toBeNaN();
    expect(parseQuantity('abc')).toBeNaN();
  });

  it('sends only the lines with units, texts trimmed, an empty line reason as null', () => {
    const input = toReturnInput({
      orderNumber: ' 2026-000001 ',
      resolution: 'REFUND',
      reason: '  Abîmé  ',
      lines: [
        { ...lineValues(lines)[0], quantity: '2', reason: '  coin plié ' },
        { ...lineValues(lines)[1], quantity: '0' },
      ],
    });
    expect(input).toEqual({ orderNumber: '2026-000001', resolution: 'REFUND', reason: 'Abîmé', lines: [{ productId: 'a', quantity: 2, reason: 'coin plié' }] });
    expect(toReturnInput({ orderNumber: 'x', resolution: 'REPLACEMENT', reason: 'r', lines: [{ ...lineValues(lines)[1], quantity: '1' }] }).lines).toEqual([
      { productId: 'b', quantity: 1, reason: null },
    ]);
  });
});

describe('placeReturnErrors', () => {
  it('puts each refusal where the customer sees it', () => {
    expect(placeReturnErrors({ orderNumber: 'RETURN_WINDOW_CLOSED' })).toEqual({ fields: { orderNumber: 'RETURN_WINDOW_CLOSED' }, lines: null, form: null });
    expect(placeReturnErrors({ lines: 'QUANTITY_EXCEEDS_RETURNABLE' }).lines).toBe('QUANTITY_EXCEEDS_RETURNABLE');
    expect(placeReturnErrors({ 'lines.0.reason': 'TOO_LONG' }).lines).toBe('TOO_LONG');
    expect(placeReturnErrors({ status: 'INVALID_TRANSITION' }).form).toBe('INVALID_TRANSITION');
    expect(placeReturnErrors({ reason: 'TOO_LONG', resolution: 'INVALID_CHOICE' }).fields).toEqual({ reason: 'TOO_LONG', resolution: 'INVALID_CHOICE' });
  });
});

describe('safeHref', () => {
  it('keeps http(s) addresses and paths of the site', () => {
    expect(safeHref('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123');
    expect(safeHref('/documents/invoices/F-2026-000001.pdf')).toBe('/documents/invoices/F-2026-000001.pdf');
    expect(safeHref('http://localhost:3000/documents/x.pdf')).toBe('http://localhost:3000/documents/x.pdf');
  });

  it('drops scripts, other schemes, protocol-relative and empty addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
