import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, encodeIdentity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, adminIdentity } from '@guide/platform/testing';
import { CommerceTestApp, bootCommerce, outboxTypes, readyCart, shopper } from '../testing/commerce-test-app';

const PLACE = 'mutation($m: String!) { placeOrder(paymentMethod: $m) { order { id number status totalCents vatCents discountCents shippingCents } } }';
const PAY = 'mutation($n: String!) { payTestOrder(number: $n, succeed: true) { status } }';
const INVOICE_FIELDS = `id number issuedAt shippingCents discountCents totalCents vatCents currency pdfUrl
  vatLines { ratePercent baseCents vatCents }
  lines { productId sku name quantity unitPriceCents totalCents vatRatePercent }
  order { id number status }`;
const CREATE = `mutation($o: ID!) { createInvoice(orderId: $o) { ${INVOICE_FIELDS} } }`;
const LIST = `query($s: String, $f: Int, $a: String) { invoices(search: $s, first: $f, after: $a) { totalCount pageInfo { hasNextPage endCursor } edges { node { number order { number } } } } }`;

const staff = adminIdentity(['sales.invoices.create', 'sales.invoices.list', 'sales.orders.view']);
const printer = adminIdentity(['sales.invoices.print']);
const year = () => new Date().getFullYear();

describe('commerce invoicing', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD
  let jam: string; // 10,55 € REDUCED
  let tea: string; // 8,90 € INTERMEDIATE
  let n = 0x1000;

  /** A new customer's order, paid by test card (PROCESSING) unless told otherwise. */
  async function order(lines: [string, number][], opts: { pay?: boolean; coupon?: string } = {}) {
    const who = shopper(++n);
    await readyCart(t, who, lines);
    if (opts.coupon) await t.gql('mutation($c: String!) { applyCoupon(code: $c) { id } }', { c: opts.coupon }, who);
    const placed = await t.gql(PLACE, { m: 'test-card' }, who);
    if (placed.errors) throw new Error(JSON.stringify(placed.errors));
    const o = placed.data.placeOrder.order;
    if (opts.pay !== false) expect((await t.gql(PAY, { n: o.number }, who)).data.payTestOrder.status).toBe('PROCESSING');
    return { who, order: o as { id: string; number: string; totalCents: number; vatCents: number; discountCents: number; shippingCents: number } };
  }

  async function pdf(path: string, identity?: Identity) {
    const headers: Record<string, string> = { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET };
    if (identity) headers[IDENTITY_HEADER] = encodeIdentity(identity);
    const res = await fetch(t.url.replace(/\/graphql$/, path), { headers });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-INV', name: 'Meursault 2020', priceCents: 1200, taxCategory: 'STANDARD' });
    jam = await t.product({ sku: 'CONF-INV', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED' });
    tea = await t.product({ sku: 'THE-INV', name: 'Thé fumé', priceCents: 890, taxCategory: 'INTERMEDIATE' });
    for (const p of [wine, jam, tea]) await t.stock(p, 10_000);
    await t.db.query(`INSERT INTO coupons (code, percent_off) VALUES ('FACTURE10', 10) ON CONFLICT DO NOTHING`);
  });
  afterAll(() => t?.close());

  describe('createInvoice', () => {
    let placed: Awaited<ReturnType<typeof order>>;
    let invoice: any;

    beforeAll(async () => {
      placed = await order(
        [
          [wine, 2],
          [jam, 3],
          [tea, 1],
        ],
        { coupon: 'FACTURE10' },
      );
      const res = await t.gql(CREATE, { o: placed.order.id }, staff);
      expect(res.errors).toBeUndefined();
      invoice = res.data.createInvoice;
    });

    it('invoices every unit with the shipping and the discount: totals and VAT are the order’s', () => {
      expect(invoice.number).toMatch(new RegExp(`^F-${year()}-\\d{6}$`));
      expect(invoice).toMatchObject({
        totalCents: placed.order.totalCents,
        vatCents: placed.order.vatCents,
        discountCents: placed.order.discountCents,
        shippingCents: placed.order.shippingCents,
        currency: 'EUR',
        pdfUrl: `/documents/invoices/${invoice.id}.pdf`,
        order: { id: placed.order.id, number: placed.order.number, status: 'PROCESSING' }, // not shipped yet
      });
      expect(invoice.lines).toEqual([
        { productId: wine, sku: 'VIN-INV', name: 'Meursault 2020', quantity: 2, unitPriceCents: 1200, totalCents: 2400, vatRatePercent: 20 },
        { productId: jam, sku: 'CONF-INV', name: 'Confiture de cassis', quantity: 3, unitPriceCents: 1055, totalCents: 3165, vatRatePercent: 5.5 },
        { productId: tea, sku: 'THE-INV', name: 'Thé fumé', quantity: 1, unitPriceCents: 890, totalCents: 890, vatRatePercent: 10 },
      ]);
      expect(invoice.vatLines.map((v: { ratePercent: number }) => v.ratePercent)).toEqual([20, 10, 5.5]);
      const sum = invoice.vatLines.reduce((s: number, v: { baseCents: number; vatCents: number }) => s + v.baseCents + v.vatCents, 0);
      expect(sum).toBe(placed.order.totalCents);
      expect(invoice.vatLines.reduce((s: number, v: { vatCents: number }) => s + v.vatCents, 0)).toBe(placed.order.vatCents);
    });

    it('keeps the seller and the buyer as they were, and writes commerce.order.invoiced', async () => {
      const [row] = await t.db.query('SELECT seller, buyer FROM invoices WHERE id = $1', [invoice.id]);
      expect(row.seller).toMatchObject({ name: expect.stringContaining('Guide Gourmand'), siret: expect.any(String), vatNumber: expect.any(String) });
      expect(row.buyer).toMatchObject({ customerId: placed.who.id, firstName: 'Alice', lastName: 'Martin', city: 'Beaune', email: placed.who.email });
      expect(await outboxTypes(t, placed.order.id)).toContain('commerce.order.invoiced');
    });

    it('refuses a second invoice: nothing is left (ALREADY_INVOICED)', async () => {
      const again = await t.gql(CREATE, { o: placed.order.id }, staff);
      expect(again.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { order: 'ALREADY_INVOICED' } });
    });

    it('shows the invoice on the order, to its customer and to staff', async () => {
      const mine = await t.gql(
        `query($n: String!) { myOrder(number: $n) { invoices { number totalCents lines { sku } } } }`,
        { n: placed.order.number },
        placed.who,
      );
      expect(mine.data.myOrder.invoices).toEqual([
        { number: invoice.number, totalCents: placed.order.totalCents, lines: [{ sku: 'VIN-INV' }, { sku: 'CONF-INV' }, { sku: 'THE-INV' }] },
      ]);
      const theirs = await t.gql(`query($i: ID!) { order(id: $i) { invoices { number } } }`, { i: placed.order.id }, staff);
      expect(theirs.data.order.invoices).toEqual([{ number: invoice.number }]);
    });

    it('mails the customer the invoice with the order page’s link', async () => {
      const mail = await t.mails.waitFor((m) => m.to === placed.who.email && m.subject.includes(invoice.number));
      expect(mail.subject).toBe(`Votre facture ${invoice.number} est disponible`);
      expect(mail.text).toContain(`http://localhost:3000/account/orders/${placed.order.number}`);
      expect(mail.text).toContain(`/documents/invoices/${invoice.id}.pdf`);
    });

    it('moves the order to COMPLETED once every unit is shipped too', async () => {
      const { order: o } = await order([[jam, 1]]);
      // Shipments are another folder's: a shipment row as createShipment writes it.
      const [s] = await t.db.query(`INSERT INTO shipments (number, order_id, carrier) VALUES ($1, $2, 'colissimo') RETURNING id`, [
        `EXP-TEST-${o.number}`,
        o.id,
      ]);
      await t.db.query(`INSERT INTO shipment_lines (shipment_id, product_id, sku, name, quantity) VALUES ($1, $2, 'CONF-INV', 'Confiture', 1)`, [s.id, jam]);
      expect((await t.gql(CREATE, { o: o.id }, staff)).data.createInvoice.order.status).toBe('COMPLETED');
    });
  });

  describe('refusals', () => {
    it('refuses an unpaid order (INVALID_TRANSITION), an unknown one (NOT_FOUND), and callers without the permission', async () => {
      const { order: unpaid } = await order([[wine, 1]], { pay: false });
      const res = await t.gql(CREATE, { o: unpaid.id }, staff);
      expect(res.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      expect((await t.gql(CREATE, { o: '00000000-0000-4000-8000-00000000dead' }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(CREATE, { o: unpaid.id }, adminIdentity(['sales.invoices.list']))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { o: unpaid.id }, shopper(0x99))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await t.db.query('SELECT 1 FROM invoices WHERE order_id = $1', [unpaid.id])).toEqual([]);
    });
  });

  describe('under concurrency', () => {
    it('issues one invoice when two staff members click at once', async () => {
      const { order: o } = await order([[tea, 2]]);
      const results = await Promise.all([t.gql(CREATE, { o: o.id }, staff), t.gql(CREATE, { o: o.id }, staff)]);
      expect(results.filter((r) => r.data?.createInvoice).length).toBe(1);
      expect(results.filter((r) => r.errors?.[0]?.extensions?.fieldErrors?.order === 'ALREADY_INVOICED').length).toBe(1);
      expect(await t.db.query('SELECT number FROM invoices WHERE order_id = $1', [o.id])).toHaveLength(1);
    });

    it('numbers invoices of orders invoiced in parallel one after the other, without gaps', async () => {
      const orders = [];
      for (let i = 0; i < 5; i++) orders.push((await order([[jam, 1 + i]])).order);
      const results = await Promise.all(orders.map((o) => t.gql(CREATE, { o: o.id }, staff)));
      expect(results.map((r) => r.errors)).toEqual(orders.map(() => undefined));
      const numbers = results.map((r) => Number(r.data.createInvoice.number.slice(-6))).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
      const all = (await t.db.query('SELECT number FROM invoices ORDER BY number')).map((r: { number: string }) => Number(r.number.slice(-6)));
      expect(all).toEqual(all.map((_: number, i: number) => i + 1)); // every invoice of this database: 1..N
    });
  });

  describe('the back office list', () => {
    it('lists newest first, searches by invoice or order number, name or email, and pages', async () => {
      const { who, order: o } = await order([[wine, 1]]);
      const created = (await t.gql(CREATE, { o: o.id }, staff)).data.createInvoice;
      const first = await t.gql(LIST, { f: 2 }, staff);
      expect(first.data.invoices.edges[0].node.number).toBe(created.number);
      expect(first.data.invoices.pageInfo.hasNextPage).toBe(true);
      const next = await t.gql(LIST, { f: 2, a: first.data.invoices.pageInfo.endCursor }, staff);
      expect(next.data.invoices.edges[0].node.number).not.toBe(created.number);
      for (const search of [created.number, o.number, who.email!.toUpperCase()]) {
        const found = await t.gql(LIST, { s: search }, staff);
        expect(found.data.invoices.edges.map((e: any) => e.node.number)).toEqual([created.number]);
      }
      expect((await t.gql(LIST, { s: 'alice martin' }, staff)).data.invoices.totalCount).toBeGreaterThan(1);
      // One customer's invoices (the back office's customer record), alone or with a search.
      const BY_CUSTOMER = 'query($c: ID, $s: String) { invoices(customerId: $c, search: $s) { totalCount edges { node { number } } } }';
      const mine = await t.gql(BY_CUSTOMER, { c: who.id }, staff);
      expect(mine.data.invoices).toEqual({ totalCount: 1, edges: [{ node: { number: created.number } }] });
      expect((await t.gql(BY_CUSTOMER, { c: who.id, s: 'nothing-like-it' }, staff)).data.invoices.totalCount).toBe(0);
      expect((await t.gql(BY_CUSTOMER, { c: '00000000-0000-4000-8000-00000000dead' }, staff)).data.invoices.totalCount).toBe(0);
      expect((await t.gql(LIST, { s: 'x'.repeat(121) }, staff)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await t.gql(LIST, {}, adminIdentity(['sales.invoices.create']))).errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('the PDF', () => {
    let invoice: { id: string; number: string };
    let owner: Identity;

    beforeAll(async () => {
      const { who, order: o } = await order([[jam, 2]]);
      owner = who;
      invoice = (await t.gql(CREATE, { o: o.id }, staff)).data.createInvoice;
    });

    it('answers application/pdf to its customer and to staff who may print', async () => {
      for (const who of [owner, printer]) {
        const res = await pdf(`/documents/invoices/${invoice.id}.pdf`, who);
        expect(res.status).toBe(200);
        expect(res.type).toBe('application/pdf');
        expect(res.disposition).toBe(`inline; filename="${invoice.number}.pdf"`);
        expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('answers 404 to anyone else, and for unknown or malformed ids', async () => {
      for (const who of [undefined, shopper(0xbad), staff]) expect((await pdf(`/documents/invoices/${invoice.id}.pdf`, who)).status).toBe(404);
      for (const path of [
        '/documents/invoices/00000000-0000-4000-8000-000000000000.pdf',
        '/documents/invoices/not-an-id.pdf',
        `/documents/invoices/${invoice.id}`,
        '/documents/credit-notes/00000000-0000-4000-8000-000000000000.pdf',
        '/documents/credit-notes/%27%3B--.pdf',
      ])
        expect((await pdf(path, printer)).status).toBe(404);
    });

    it('serves a credit note of the order (refunds table) under the same rules', async () => {
      const [inv] = await t.db.query('SELECT order_id, seller, buyer FROM invoices WHERE id = $1', [invoice.id]);
      const [refund] = await t.db.query(
        `INSERT INTO refunds (number, order_id, status, total_cents, vat_cents, vat_lines, currency, restock, reason, seller, buyer)
         VALUES ($1, $2, 'COMPLETED', 1055, 55, '[{"ratePercent":5.5,"baseCents":1000,"vatCents":55}]', 'EUR', true, 'Pot cassé', $3, $4) RETURNING id`,
        [`AV-${year()}-900001`, inv.order_id, inv.seller, inv.buyer],
      );
      await t.db.query(
        `INSERT INTO refund_lines (refund_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
         VALUES ($1, 0, $2, 'CONF-INV', 'Confiture de cassis', 1, 1055, 1055, 5.5)`,
        [refund.id, jam],
      );
      const res = await pdf(`/documents/credit-notes/${refund.id}.pdf`, owner);
      expect(res.status).toBe(200);
      expect(res.disposition).toBe(`inline; filename="AV-${year()}-900001.pdf"`);
      expect((await pdf(`/documents/credit-notes/${refund.id}.pdf`, shopper(0xbad))).status).toBe(404);
      expect((await pdf(`/documents/credit-notes/${refund.id}.pdf`, printer)).status).toBe(200);
    });
  });
});

describe('commerce invoicing on payment (setting sales.autoInvoiceOnPayment)', () => {
  let t: CommerceTestApp;

  beforeAll(async () => {
    t = await bootCommerce();
    await t.settings('sales', { autoInvoiceOnPayment: true });
  });
  afterAll(() => t?.close());

  it('issues the invoice once the payment is captured; createInvoice then answers ALREADY_INVOICED', async () => {
    const jam = await t.product({ sku: 'CONF-AUTO', name: 'Confiture de mirabelle', priceCents: 990, taxCategory: 'REDUCED' });
    await t.stock(jam, 100);
    const who = shopper(0xa070);
    await readyCart(t, who, [[jam, 2]]);
    const o = (await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder.order;
    await t.gql(PAY, { n: o.number }, who);
    const end = Date.now() + 15_000;
    let rows: { number: string; total_cents: number }[] = [];
    while (Date.now() < end && !rows.length) {
      rows = await t.db.query('SELECT number, total_cents FROM invoices WHERE order_id = $1', [o.id]);
      if (!rows.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toEqual([{ number: `F-${year()}-000001`, total_cents: o.totalCents }]);
    const again = await t.gql(CREATE, { o: o.id }, staff);
    expect(again.errors[0].extensions.fieldErrors).toEqual({ order: 'ALREADY_INVOICED' });
    await t.mails.waitFor((m) => m.to === who.email && m.subject === `Votre facture F-${year()}-000001 est disponible`);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM invoices');
    expect(count).toBe(1);
  });
});
