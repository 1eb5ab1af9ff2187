import { fromBinary } from '@bufbuild/protobuf';
import { OrderPlacedSchema, StockChangedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { CheckoutService } from './checkout.service';
import { CART_FIELDS, CommerceTestApp, FR_ADDRESS, ORDER_FIELDS, bootCommerce, outboxTypes, readyCart, shopper } from '../testing/commerce-test-app';

const PLACE = `mutation($m: String!, $c: String) { placeOrder(paymentMethod: $m, comment: $c) { redirectUrl instructions order { ${ORDER_FIELDS} } } }`;
const year = () => new Date().getFullYear();

describe('commerce checkout', () => {
  let t: CommerceTestApp;
  let wine: string; // 12,00 € STANDARD, 1.3 kg
  let jam: string; // 10,55 € REDUCED, 300 g

  beforeAll(async () => {
    t = await bootCommerce();
    wine = await t.product({ sku: 'VIN-001', name: 'Meursault 2020', priceCents: 1200, taxCategory: 'STANDARD', weightGrams: 1300 });
    jam = await t.product({ sku: 'CONF-001', name: 'Confiture de cassis', priceCents: 1055, taxCategory: 'REDUCED', weightGrams: 300 });
    await t.stock(wine, 1000);
    await t.stock(jam, 1000);
    await t.db.query(`INSERT INTO coupons (code, percent_off) VALUES ('BIENVENUE10', 10)`);
  });
  afterAll(() => t?.close());

  it('lists bank transfer and the test card (outside production)', async () => {
    const res = await t.gql('{ paymentMethods { code name } }');
    expect(res.data.paymentMethods).toEqual([
      { code: 'bank-transfer', name: 'Virement bancaire' },
      { code: 'test-card', name: 'Carte de test (développement)' },
    ]);
  });

  describe('placeOrder by bank transfer', () => {
    const alice = shopper(0xa1);
    let result: any;

    beforeAll(async () => {
      await readyCart(t, alice, [
        [wine, 2],
        [jam, 1],
      ]);
      await t.gql('mutation { applyCoupon(code: "bienvenue10") { id } }', {}, alice);
      result = await t.gql(PLACE, { m: 'bank-transfer', c: 'Livrer après 18 h' }, alice);
    });

    it('writes the order with its lines, totals and addresses, waiting for the transfer', () => {
      expect(result.errors).toBeUndefined();
      const { order, instructions, redirectUrl } = result.data.placeOrder;
      expect(order.number).toMatch(new RegExp(`^${year()}-\\d{6}$`));
      // 2 × 12,00 + 10,55 = 34,55; -10 % = 3,46 (rounded half up); colissimo 2.9 kg = 13,95
      expect(order).toMatchObject({
        status: 'PENDING_PAYMENT',
        customerId: alice.id,
        subTotalCents: 3455,
        discountCents: 346,
        shippingCents: 1395,
        totalCents: 3455 - 346 + 1395,
        vatCents: 360 + 49 + 233,
        currency: 'EUR',
        couponCode: 'BIENVENUE10',
        paymentMethod: 'bank-transfer',
        comment: 'Livrer après 18 h',
        billingAddress: { firstName: 'Alice', lastName: 'Martin', city: 'Beaune' },
        deliveryAddress: { city: 'Beaune' },
        shippingMethod: { code: 'colissimo', priceCents: 1395 },
        customer: { id: alice.id },
      });
      expect(order.lines).toEqual([
        { productId: wine, sku: 'VIN-001', name: 'Meursault 2020', quantity: 2, unitPriceCents: 1200, totalCents: 2400, taxCategory: 'STANDARD' },
        { productId: jam, sku: 'CONF-001', name: 'Confiture de cassis', quantity: 1, unitPriceCents: 1055, totalCents: 1055, taxCategory: 'REDUCED' },
      ]);
      expect(redirectUrl).toBeNull();
      expect(instructions).toContain(order.number);
      expect(instructions).toContain('IBAN');
      expect(order.paymentInstructions).toBe(instructions);
    });

    it('takes the stock, counts the coupon use and empties the cart', async () => {
      expect(await t.stockOf(wine)).toBe(998);
      expect((await t.db.query(`SELECT times_used FROM coupons WHERE code = 'BIENVENUE10'`))[0].times_used).toBe(1);
      const cart = await t.gql(`{ cart { ${CART_FIELDS} } }`, {}, alice);
      expect(cart.data.cart).toMatchObject({ lines: [], couponCode: null, itemCount: 0 });
      expect(cart.data.cart.billingAddress.city).toBe('Beaune'); // addresses stay for next time
    });

    it('wrote commerce.order.placed, the stock changes and the status change in the order’s transaction', async () => {
      const id = result.data.placeOrder.order.id;
      expect(await outboxTypes(t, id)).toEqual(['commerce.order.placed', 'commerce.order.pending-payment']);
      const [placed] = await t.db.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'commerce.order.placed'`, [id]);
      const event = fromBinary(OrderPlacedSchema, new Uint8Array(placed.payload));
      expect(event).toMatchObject({
        number: result.data.placeOrder.order.number,
        status: 'PENDING',
        paymentMethod: 'bank-transfer',
        customer: { email: alice.email, firstName: 'Alice', locale: 'fr' },
      });
      expect(event.totals).toMatchObject({ totalCents: 3455 - 346 + 1395, couponCode: 'BIENVENUE10' });
      const stock = await t.db.query(`SELECT payload FROM outbox WHERE type = 'commerce.stock.changed' AND key = $1 ORDER BY occurred_at DESC LIMIT 1`, [wine]);
      expect(fromBinary(StockChangedSchema, new Uint8Array(stock[0].payload))).toMatchObject({
        productId: wine,
        delta: -2,
        quantity: 998,
        totalQuantity: 998,
        reason: 'ORDER_PLACED',
        orderId: id,
      });
    });

    it('emails the confirmation with the lines, totals and bank details (through the outbox)', async () => {
      const mail = await t.mails.waitFor((m) => m.to === alice.email && m.subject.includes(result.data.placeOrder.order.number));
      expect(mail.subject).toBe(`Confirmation de votre commande ${result.data.placeOrder.order.number}`); // bank transfer
      expect(mail.text).toContain('Bonjour Alice,');
      expect(mail.text).toContain('2 × Meursault 2020');
      expect(mail.text).toContain('IBAN');
      expect(mail.html).toContain('Confiture de cassis');
    });

    it('shows the order to its customer only', async () => {
      const number = result.data.placeOrder.order.number;
      expect((await t.gql('query($n: String!) { myOrder(number: $n) { id status } }', { n: number }, alice)).data.myOrder.status).toBe('PENDING_PAYMENT');
      expect((await t.gql('query($n: String!) { myOrder(number: $n) { id } }', { n: number }, shopper(0xb0))).data.myOrder).toBeNull();
      const mine = await t.gql('{ myOrders { totalCount edges { node { number } } } myQuotes { totalCount } }', {}, alice);
      expect(mine.data.myOrders.edges.map((e: any) => e.node.number)).toContain(number);
      expect(mine.data.myQuotes.totalCount).toBe(0);
    });

    it('lets staff confirm the transfer: PROCESSING and commerce.payment.captured', async () => {
      const id = result.data.placeOrder.order.id;
      const CONFIRM = 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status paymentInstructions } }';
      const staff = adminIdentity(['sales.transactions.create']);
      expect((await t.gql(CONFIRM, { id }, staff)).data.confirmOrderPayment).toEqual({ status: 'PROCESSING', paymentInstructions: null });
      expect(await outboxTypes(t, id)).toEqual([
        'commerce.order.placed',
        'commerce.order.pending-payment',
        'commerce.order.processing',
        'commerce.payment.captured',
      ]);
      expect((await t.gql(CONFIRM, { id }, staff)).errors[0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
      await t.mails.waitFor((m) => m.subject === `Paiement reçu pour la commande ${result.data.placeOrder.order.number}`);
    });

    it('gives the stock back when staff cancel the order', async () => {
      const id = result.data.placeOrder.order.id;
      const res = await t.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id }, adminIdentity(['sales.orders.cancel']));
      expect(res.data.cancelOrder.status).toBe('CANCELED');
      expect(await t.stockOf(wine)).toBe(1000);
      expect(await t.stockOf(jam)).toBe(1000);
      const types = await outboxTypes(t, wine);
      expect(types.filter((x) => x === 'commerce.stock.changed').length).toBeGreaterThanOrEqual(3); // set, placed, canceled
    });
  });

  describe('placeOrder errors', () => {
    it('refuses anonymous callers and staff', async () => {
      expect((await t.gql(PLACE, { m: 'bank-transfer' })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(PLACE, { m: 'bank-transfer' }, adminIdentity(['sales.orders.list']))).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('names every missing step at once: empty cart, addresses, shipping method, payment method', async () => {
      const res = await t.gql(PLACE, { m: 'cheque' }, shopper(0xe1));
      expect(res.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          lines: 'CART_EMPTY',
          billingAddress: 'ADDRESS_REQUIRED',
          deliveryAddress: 'ADDRESS_REQUIRED',
          shippingMethod: 'SHIPPING_METHOD_REQUIRED',
          paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE',
        },
      });
      const who = shopper(0xe2);
      await t.gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: wine }, who);
      expect((await t.gql(PLACE, { m: 'bank-transfer' }, who)).errors[0].extensions.fieldErrors).toEqual({
        billingAddress: 'ADDRESS_REQUIRED',
        deliveryAddress: 'ADDRESS_REQUIRED',
        shippingMethod: 'SHIPPING_METHOD_REQUIRED',
      });
      await t.gql('mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }', { b: FR_ADDRESS }, who);
      expect((await t.gql(PLACE, { m: 'bank-transfer' }, who)).errors[0].extensions.fieldErrors).toEqual({ shippingMethod: 'SHIPPING_METHOD_REQUIRED' });
      await t.gql('mutation { setShippingMethod(code: "relay") { id } }', {}, who);
      expect((await t.gql(PLACE, { m: 'paypal' }, who)).errors[0].extensions.fieldErrors).toEqual({ paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE' });
      expect((await t.gql(PLACE, { m: 'bank-transfer', c: 'x'.repeat(2001) }, who)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect((await t.gql(PLACE, { m: 'bank-transfer' }, who)).errors).toBeUndefined();
    });

    it('refuses with CONFLICT lines = OUT_OF_STOCK when the stock ran out since the add, writing nothing', async () => {
      const rare = await t.product({ sku: 'RARE-1' });
      await t.stock(rare, 2);
      const who = shopper(0xe3);
      await readyCart(t, who, [[rare, 2]]);
      await t.stock(rare, 1);
      const before = (await t.db.query('SELECT count(*)::int AS n FROM orders'))[0].n;
      const res = await t.gql(PLACE, { m: 'bank-transfer' }, who);
      expect(res.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { lines: 'OUT_OF_STOCK' } });
      expect((await t.db.query('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(before);
      expect(await t.stockOf(rare)).toBe(1);
      expect((await t.gql('{ cart { itemCount } }', {}, who)).data.cart.itemCount).toBe(2);
    });

    it('refuses a coupon used up since it was applied (couponCode = COUPON_USED_UP), writing nothing', async () => {
      await t.db.query(`INSERT INTO coupons (code, amount_off_cents, usage_limit) VALUES ('UNIQUE-1', 500, 1)`);
      const [first, second] = [shopper(0xe4), shopper(0xe5)];
      for (const who of [first, second]) {
        await readyCart(t, who, [[jam, 1]]);
        expect((await t.gql('mutation { applyCoupon(code: "UNIQUE-1") { discountCents } }', {}, who)).data.applyCoupon.discountCents).toBe(500);
      }
      expect((await t.gql(PLACE, { m: 'bank-transfer' }, first)).errors).toBeUndefined();
      const stock = await t.stockOf(jam);
      const res = await t.gql(PLACE, { m: 'bank-transfer' }, second);
      expect(res.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { couponCode: 'COUPON_USED_UP' } });
      expect(await t.stockOf(jam)).toBe(stock);
    });
  });

  describe('under concurrency', () => {
    it('sells the last units once: 50 customers, 10 units -> 10 orders, the others OUT_OF_STOCK, stock 0', async () => {
      const scarce = await t.product({ sku: 'SCARCE-1', priceCents: 2500 });
      await t.stock(scarce, 50);
      const buyers = Array.from({ length: 50 }, (_, i) => shopper(0x5000 + i));
      for (const who of buyers) await readyCart(t, who, [[scarce, 1]], 'pickup');
      await t.stock(scarce, 10);
      const results = await Promise.all(buyers.map((who) => t.gql(PLACE, { m: 'bank-transfer' }, who)));
      const placed = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(placed).toHaveLength(10);
      expect(refused.map((r) => r.errors[0].extensions)).toEqual(Array(40).fill({ code: 'CONFLICT', fieldErrors: { lines: 'OUT_OF_STOCK' } }));
      expect(await t.stockOf(scarce)).toBe(0);
      const [{ sold }] = await t.db.query('SELECT coalesce(sum(quantity), 0)::int AS sold FROM order_lines WHERE product_id = $1', [scarce]);
      expect(sold).toBe(10);
    });

    it('numbers orders without gap or repeat, refused orders giving their number back', async () => {
      const numbers: string[] = (await t.db.query(`SELECT number FROM orders WHERE number NOT LIKE 'D-%' AND number ~ '^[0-9]{4}-' ORDER BY number`)).map(
        (r: any) => r.number,
      );
      const seq = numbers.map((n) => Number(n.slice(5)));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(seq).toEqual(Array.from({ length: seq.length }, (_, i) => i + 1));
      const many = Array.from({ length: 20 }, (_, i) => shopper(0x6000 + i));
      for (const who of many) await readyCart(t, who, [[jam, 1]], 'pickup');
      const results = await Promise.all(many.map((who) => t.gql(PLACE, { m: 'bank-transfer' }, who)));
      expect(results.every((r) => !r.errors)).toBe(true);
      const after: number[] = (await t.db.query(`SELECT number FROM orders WHERE number NOT LIKE 'D-%' AND number ~ '^[0-9]{4}-' ORDER BY number`)).map(
        (r: any) => Number(r.number.slice(5)),
      );
      expect(after).toEqual(Array.from({ length: seq.length + 20 }, (_, i) => i + 1));
    });
  });

  describe('test card', () => {
    it('redirects to the local test page; a failure keeps the order payable, a success moves it to PROCESSING', async () => {
      const who = shopper(0x7c);
      await readyCart(t, who, [[jam, 1]]);
      const res = await t.gql(PLACE, { m: 'test-card' }, who);
      const { order, redirectUrl, instructions } = res.data.placeOrder;
      expect(redirectUrl).toBe(`/checkout/payment/test-card?number=${order.number}`);
      expect(instructions).toBeNull();
      const PAY = 'mutation($n: String!, $s: Boolean!) { payTestOrder(number: $n, succeed: $s) { status } }';
      expect((await t.gql(PAY, { n: order.number, s: false }, who)).data.payTestOrder.status).toBe('PENDING_PAYMENT');
      expect((await t.gql(PAY, { n: order.number, s: true }, shopper(0x7d))).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(PAY, { n: order.number, s: true }, who)).data.payTestOrder.status).toBe('PROCESSING');
      expect(await outboxTypes(t, order.id)).toEqual([
        'commerce.order.placed',
        'commerce.order.pending-payment',
        'commerce.payment.failed',
        'commerce.order.processing',
        'commerce.payment.captured',
      ]);
      expect((await t.gql(PAY, { n: order.number, s: false }, who)).errors[0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    });

    it('pays again for the same order after a refusal, with the same or another method; the customer is told payment is due', async () => {
      const who = shopper(0x7e);
      await readyCart(t, who, [[jam, 1]]);
      const { order } = (await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder;
      const placedMail = await t.mails.waitFor((m) => m.subject === `Votre commande ${order.number} est enregistrée`);
      expect(placedMail.text).toContain(`/account/orders/${order.number}`);
      const PAY = 'mutation($n: String!, $s: Boolean!) { payTestOrder(number: $n, succeed: $s) { status } }';
      const AGAIN =
        'mutation($n: String!, $m: String!) { payOrder(number: $n, paymentMethod: $m) { redirectUrl instructions order { number status paymentMethod } } }';
      await t.gql(PAY, { n: order.number, s: false }, who);
      const failedMail = await t.mails.waitFor((m) => m.subject === `Le paiement de votre commande ${order.number} n’a pas abouti`);
      expect(failedMail.text).toContain(`/account/orders/${order.number}`);

      // Another card attempt on the same order, then a change of mind: bank transfer, with its instructions.
      const again = await t.gql(AGAIN, { n: order.number, m: 'test-card' }, who);
      expect(again.data.payOrder).toMatchObject({ redirectUrl: `/checkout/payment/test-card?number=${order.number}`, order: { status: 'PENDING_PAYMENT' } });
      const transfer = await t.gql(AGAIN, { n: order.number, m: 'bank-transfer' }, who);
      expect(transfer.data.payOrder.order).toEqual({ number: order.number, status: 'PENDING_PAYMENT', paymentMethod: 'bank-transfer' });
      expect(transfer.data.payOrder.instructions).toContain(order.number);
      expect((await t.gql(AGAIN, { n: order.number, m: 'cheque' }, who)).errors[0].extensions.fieldErrors).toEqual({
        paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE',
      });
      expect((await t.gql(AGAIN, { n: order.number, m: 'test-card' }, shopper(0x7f))).errors[0].extensions.code).toBe('NOT_FOUND');

      // Paid by card after all: nothing left to pay.
      await t.gql(AGAIN, { n: order.number, m: 'test-card' }, who);
      expect((await t.gql(PAY, { n: order.number, s: true }, who)).data.payTestOrder.status).toBe('PROCESSING');
      const paid = await t.gql(AGAIN, { n: order.number, m: 'test-card' }, who);
      expect(paid.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    });
  });

  describe('provider notifications (PaymentOutcomeSink)', () => {
    it('applies a capture once, ignores unknown orders and leaves a wrong amount for staff', async () => {
      const sink = t.app.get(CheckoutService);
      const who = shopper(0x7e);
      await readyCart(t, who, [[jam, 1]]);
      const order = (await t.gql(PLACE, { m: 'test-card' }, who)).data.placeOrder.order;
      expect(await sink.apply('test-card', { orderNumber: '1999-000001', status: 'captured', providerReference: 'x' })).toBe('unknown-order');
      expect(await sink.apply('paypal', { orderNumber: order.number, status: 'captured', providerReference: 'x' })).toBe('unknown-order'); // another method
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'captured', providerReference: 'T1', amountCents: 1 })).toBe('unchanged');
      expect((await t.db.query('SELECT status FROM orders WHERE id = $1', [order.id]))[0].status).toBe('PENDING_PAYMENT');
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'failed', providerReference: 'T2' })).toBe('applied');
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'failed', providerReference: 'T2' })).toBe('unchanged');
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'captured', providerReference: 'T3', amountCents: order.totalCents })).toBe(
        'applied',
      );
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'captured', providerReference: 'T3', amountCents: order.totalCents })).toBe(
        'unchanged',
      );
      expect(await sink.apply('test-card', { orderNumber: order.number, status: 'failed', providerReference: 'T4' })).toBe('unchanged'); // after the capture
      expect(await outboxTypes(t, order.id)).toEqual([
        'commerce.order.placed',
        'commerce.order.pending-payment',
        'commerce.payment.failed',
        'commerce.order.processing',
        'commerce.payment.captured',
      ]);
    });
  });

  describe('quotes', () => {
    const quoter = shopper(0x9a);
    let quote: any;

    it('turns the cart into a quote (D-YYYY-NNNNNN), empties it, no stock taken', async () => {
      await readyCart(t, quoter, [[wine, 3]]);
      const stock = await t.stockOf(wine);
      const res = await t.gql(`mutation($c: String) { requestQuote(comment: $c) { ${ORDER_FIELDS} } }`, { c: 'Pour un mariage de 80 personnes' }, quoter);
      expect(res.errors).toBeUndefined();
      quote = res.data.requestQuote;
      expect(quote).toMatchObject({
        status: 'QUOTE',
        paymentMethod: null,
        comment: 'Pour un mariage de 80 personnes',
        comments: [{ body: 'Pour un mariage de 80 personnes', fromStaff: false }],
      });
      expect(quote.number).toMatch(new RegExp(`^D-${year()}-\\d{6}$`));
      expect(await t.stockOf(wine)).toBe(stock);
      expect((await t.gql('{ cart { itemCount } }', {}, quoter)).data.cart.itemCount).toBe(0);
      expect(await outboxTypes(t, quote.id)).toEqual(['commerce.quote.requested']);
      expect((await t.gql('{ myQuotes { edges { node { number } } } myOrders { totalCount } }', {}, quoter)).data).toEqual({
        myQuotes: { edges: [{ node: { number: quote.number } }] },
        myOrders: { totalCount: 0 },
      });
      await t.mails.waitFor((m) => m.subject === `Votre demande de devis ${quote.number}`);
    });

    it('refuses a quote of an empty cart', async () => {
      expect((await t.gql('mutation { requestQuote { id } }', {}, quoter)).errors[0].extensions.fieldErrors).toMatchObject({ lines: 'CART_EMPTY' });
    });

    it('lets sales staff answer it (sales.quotes.comment) and emails the customer', async () => {
      const COMMENT = 'mutation($id: ID!, $c: String!) { commentQuote(id: $id, comment: $c) { comments { body fromStaff } } }';
      const staff = adminIdentity(['sales.quotes.comment']);
      // longer than the input guard's 255 default: the SDL's 5,000 characters hold for the argument
      const answer = `Remise de 5 % possible au-delà de 50 bouteilles. Détail : ${'vins de Bourgogne, '.repeat(20)}`;
      const res = await t.gql(COMMENT, { id: quote.id, c: answer }, staff);
      expect(res.data.commentQuote.comments).toEqual([
        { body: 'Pour un mariage de 80 personnes', fromStaff: false },
        { body: answer.trim(), fromStaff: true },
      ]);
      expect((await t.gql(COMMENT, { id: quote.id, c: '   ' }, staff)).errors[0].extensions.fieldErrors).toEqual({ comment: 'REQUIRED' });
      expect((await t.gql(COMMENT, { id: quote.id, c: 'x'.repeat(5001) }, staff)).errors[0].extensions.fieldErrors).toEqual({ comment: 'TOO_LONG' });
      expect(await outboxTypes(t, quote.id)).toEqual(['commerce.quote.requested', 'commerce.quote.answered']);

      const mail = await t.mails.waitFor((m) => m.subject === `Réponse à votre devis ${quote.number}`);
      expect(mail.text).toContain('Remise de 5 %');
    });

    it('converts it into a new order with the quoted prices; the quote is closed and points to it', async () => {
      await t.product({ id: wine, sku: 'VIN-001', name: 'Meursault 2020', priceCents: 1500, weightGrams: 1300 }); // price rose since
      const CONVERT = `mutation($id: ID!, $m: String!) { convertQuoteToOrder(id: $id, paymentMethod: $m) { instructions order { ${ORDER_FIELDS} } } }`;
      expect((await t.gql(CONVERT, { id: quote.id, m: 'bank-transfer' }, shopper(0x9b))).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(CONVERT, { id: quote.id, m: 'cheque' }, quoter)).errors[0].extensions.fieldErrors).toEqual({
        paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE',
      });
      const stock = await t.stockOf(wine);
      const res = await t.gql(CONVERT, { id: quote.id, m: 'bank-transfer' }, quoter);
      expect(res.errors).toBeUndefined();
      const order = res.data.convertQuoteToOrder.order;
      expect(order.number).toMatch(new RegExp(`^${year()}-\\d{6}$`));
      expect(order).toMatchObject({
        status: 'PENDING_PAYMENT',
        subTotalCents: 3600,
        totalCents: quote.totalCents,
        lines: [{ quantity: 3, unitPriceCents: 1200 }],
      });
      expect(await t.stockOf(wine)).toBe(stock - 3);
      const closed = await t.gql(`query($n: String!) { myOrder(number: $n) { status convertedToNumber } }`, { n: quote.number }, quoter);
      expect(closed.data.myOrder).toEqual({ status: 'CLOSED', convertedToNumber: order.number });
      expect(await outboxTypes(t, quote.id)).toEqual([
        'commerce.quote.requested',
        'commerce.quote.answered',
        'commerce.order.closed',
        'commerce.quote.accepted',
      ]);
      expect(await outboxTypes(t, order.id)).toEqual(['commerce.order.placed', 'commerce.order.pending-payment']);
      expect((await t.gql(CONVERT, { id: quote.id, m: 'bank-transfer' }, quoter)).errors[0].extensions.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    });
  });

  describe('back office', () => {
    it('reads one order (sales.orders.view) and searches by number, name and email', async () => {
      const who = shopper(0xf1);
      await readyCart(t, who, [[jam, 1]]);
      const placed = (await t.gql(PLACE, { m: 'bank-transfer' }, who)).data.placeOrder.order;
      const view = await t.gql(`query($id: ID!) { order(id: $id) { number lines { sku } } }`, { id: placed.id }, adminIdentity(['sales.orders.view']));
      expect(view.data.order).toEqual({ number: placed.number, lines: [{ sku: 'CONF-001' }] });
      const list = adminIdentity(['sales.orders.list']);
      const SEARCH = 'query($s: String, $c: ID, $st: OrderStatus) { orders(search: $s, customerId: $c, status: $st) { totalCount edges { node { number } } } }';
      expect((await t.gql(SEARCH, { s: placed.number }, list)).data.orders.edges).toEqual([{ node: { number: placed.number } }]);
      expect((await t.gql(SEARCH, { s: 'CLIENT241@EXAMPLE' }, list)).data.orders.totalCount).toBe(1);
      expect((await t.gql(SEARCH, { s: 'alice mart', c: who.id }, list)).data.orders.totalCount).toBe(1);
      expect((await t.gql(SEARCH, { s: '%' }, list)).data.orders.totalCount).toBe(0);
      expect((await t.gql(SEARCH, { st: 'QUOTE' }, list)).data.orders.totalCount).toBe(0); // the only quote was converted
      const range = await t.gql(
        'query($f: DateTime, $to: DateTime) { orders(placedFrom: $f, placedTo: $to) { totalCount } }',
        { f: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' },
        list,
      );
      expect(range.data.orders.totalCount).toBe(0);
    });
  });

  // After 'back office' (which counts open quotes): the quotes made here stay out of its count.
  describe('staff convert a quote (convertQuote, sales.quotes.convert)', () => {
    const CONVERT = `mutation($id: ID!) { convertQuote(id: $id) { ${ORDER_FIELDS} } }`;
    const staff = adminIdentity(['sales.quotes.convert']);
    const VIEW = `query($id: ID!) { order(id: $id) { status convertedToNumber } }`;
    const viewer = adminIdentity(['sales.orders.view']);

    async function quoteFor(who: ReturnType<typeof shopper>, lines: [string, number][]) {
      await readyCart(t, who, lines);
      const res = await t.gql(`mutation { requestQuote(comment: "Pour le séminaire") { ${ORDER_FIELDS} } }`, {}, who);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data.requestQuote;
    }
    const orderCount = async () => (await t.db.query('SELECT count(*)::int AS n FROM orders'))[0].n;

    it('makes a new order awaiting the transfer for the quote’s customer: stock taken, quote closed, events, actor, email', async () => {
      const customer = shopper(0xc01);
      const quote = await quoteFor(customer, [[jam, 2]]);
      // The customer's language, as stored on the quote, not the staff member's request.
      await t.db.query(`UPDATE orders SET locale = 'en' WHERE id = $1`, [quote.id]);
      await t.product({ id: jam, sku: 'CONF-001', name: 'Confiture de cassis', priceCents: 1300, taxCategory: 'REDUCED', weightGrams: 300 }); // price rose since
      const stock = await t.stockOf(jam);

      const res = await t.gql(CONVERT, { id: quote.id }, staff);
      expect(res.errors).toBeUndefined();
      const order = res.data.convertQuote;
      expect(order.number).toMatch(new RegExp(`^${year()}-\\d{6}$`));
      expect(order.id).not.toBe(quote.id);
      expect(order).toMatchObject({
        status: 'PENDING_PAYMENT',
        paymentMethod: 'bank-transfer',
        customerId: customer.id,
        subTotalCents: quote.subTotalCents,
        totalCents: quote.totalCents,
        comment: 'Pour le séminaire',
        lines: [{ productId: jam, quantity: 2, unitPriceCents: 1055 }],
      });
      expect(order.paymentInstructions).toContain(order.number);
      expect(await t.stockOf(jam)).toBe(stock - 2);

      expect((await t.gql(VIEW, { id: quote.id }, viewer)).data.order).toEqual({ status: 'CLOSED', convertedToNumber: order.number });
      expect(await outboxTypes(t, quote.id)).toEqual(['commerce.quote.requested', 'commerce.order.closed', 'commerce.quote.accepted']);
      expect(await outboxTypes(t, order.id)).toEqual(['commerce.order.placed', 'commerce.order.pending-payment']);
      const [placed] = await t.db.query(`SELECT payload FROM outbox WHERE key = $1 AND type = 'commerce.order.placed'`, [order.id]);
      expect(fromBinary(OrderPlacedSchema, new Uint8Array(placed.payload))).toMatchObject({
        number: order.number,
        paymentMethod: 'bank-transfer',
        quoteId: quote.id,
        customer: { customerId: customer.id, email: customer.email, locale: 'en' },
      });
      const [stockEvent] = await t.db.query(
        `SELECT payload FROM outbox WHERE type = 'commerce.stock.changed' AND key = $1 ORDER BY occurred_at DESC, id DESC LIMIT 1`,
        [jam],
      );
      expect(fromBinary(StockChangedSchema, new Uint8Array(stockEvent.payload))).toMatchObject({ delta: -2, reason: 'ORDER_PLACED', orderId: order.id });
      const [row] = await t.db.query('SELECT customer_email, locale FROM orders WHERE id = $1', [order.id]);
      expect(row).toEqual({ customer_email: customer.email, locale: 'en' });

      // Both status changes are the staff member's.
      const history = await t.db.query('SELECT entity_id, to_status, actor_id FROM status_history WHERE entity_id = ANY($1) ORDER BY occurred_at', [
        [quote.id, order.id],
      ]);
      const staffId = staff.kind === 'admin' ? staff.id : '';
      expect(history).toEqual([
        { entity_id: quote.id, to_status: 'CLOSED', actor_id: staffId },
        { entity_id: order.id, to_status: 'PENDING_PAYMENT', actor_id: staffId },
      ]);

      const mail = await t.mails.waitFor((m) => m.subject === `Your order ${order.number} is confirmed`);
      expect(mail.to).toBe(customer.email);
      expect(mail.text).toContain('IBAN');
      expect((await t.gql('{ myOrders { edges { node { number status } } } }', {}, customer)).data.myOrders.edges).toEqual([
        { node: { number: order.number, status: 'PENDING_PAYMENT' } },
      ]);

      // Converted already: no longer open.
      const again = await t.gql(CONVERT, { id: quote.id }, staff);
      expect(again.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    });

    it('refuses a canceled quote with INVALID_TRANSITION', async () => {
      const quote = await quoteFor(shopper(0xc02), [[jam, 1]]);
      expect(
        (await t.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: quote.id }, adminIdentity(['sales.orders.cancel']))).data.cancelOrder
          .status,
      ).toBe('CANCELED');
      const before = await orderCount();
      const res = await t.gql(CONVERT, { id: quote.id }, staff);
      expect(res.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { status: 'INVALID_TRANSITION' } });
      expect(await orderCount()).toBe(before);
    });

    it('refuses with CONFLICT lines = OUT_OF_STOCK when the stock ran out since the quote, writing nothing', async () => {
      const rare = await t.product({ sku: 'RARE-Q1' });
      await t.stock(rare, 3);
      const quote = await quoteFor(shopper(0xc03), [[rare, 3]]);
      await t.stock(rare, 2);
      const before = await orderCount();
      const [quoteEvents, rareEvents] = [await outboxTypes(t, quote.id), await outboxTypes(t, rare)];
      const res = await t.gql(CONVERT, { id: quote.id }, staff);
      expect(res.errors[0].extensions).toEqual({ code: 'CONFLICT', fieldErrors: { lines: 'OUT_OF_STOCK' } });
      expect(await orderCount()).toBe(before);
      expect(await t.stockOf(rare)).toBe(2);
      expect((await t.gql(VIEW, { id: quote.id }, viewer)).data.order).toEqual({ status: 'QUOTE', convertedToNumber: null });
      expect(await outboxTypes(t, quote.id)).toEqual(quoteEvents);
      expect(await outboxTypes(t, rare)).toEqual(rareEvents);
      expect((await t.db.query('SELECT count(*)::int AS n FROM status_history WHERE entity_id = $1', [quote.id]))[0].n).toBe(0);
    });

    it('is refused without the permission (FORBIDDEN), to anonymous callers (UNAUTHENTICATED) and for an unknown id (NOT_FOUND)', async () => {
      const customer = shopper(0xc04);
      const quote = await quoteFor(customer, [[jam, 1]]);
      expect((await t.gql(CONVERT, { id: quote.id }, adminIdentity(['sales.quotes.comment', 'sales.orders.view']))).errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await t.gql(CONVERT, { id: quote.id }, customer)).errors[0].extensions.code).toBe('FORBIDDEN'); // customers use convertQuoteToOrder
      expect((await t.gql(CONVERT, { id: quote.id })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(CONVERT, { id: '00000000-0000-4000-8000-00000000dead' }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
      // An order is not a quote.
      await readyCart(t, customer, [[jam, 1]]);
      const placed = (await t.gql(PLACE, { m: 'bank-transfer' }, customer)).data.placeOrder.order;
      expect((await t.gql(CONVERT, { id: placed.id }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.gql(VIEW, { id: quote.id }, viewer)).data.order.status).toBe('QUOTE');
    });
  });

  describe('quotes priced by staff', () => {
    const buyer = shopper(0x9c);
    const staff = adminIdentity(['sales.quotes.comment']);
    const PRICE = `mutation($id: ID!, $in: QuotePriceInput!) { priceQuote(id: $id, input: $in) {
      subTotalCents discountCents vatCents totalCents couponCode quoteAnsweredAt quoteValidUntil lines { productId unitPriceCents totalCents } comments { body } } }`;
    const CONVERT = `mutation($id: ID!) { convertQuoteToOrder(id: $id, paymentMethod: "bank-transfer") { order { status subTotalCents discountCents totalCents lines { unitPriceCents } } } }`;
    const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
    const ask = async () => {
      await readyCart(t, buyer, [[wine, 4]]);
      return (await t.gql(`mutation { requestQuote(comment: "Pour un séminaire") { id number totalCents shippingCents } }`, {}, buyer)).data.requestQuote;
    };

    it('cannot be ordered before staff answer it', async () => {
      const quote = await ask();
      expect((await t.gql(CONVERT, { id: quote.id }, buyer)).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { status: 'QUOTE_NOT_ANSWERED' },
      });
    });

    it('refuses a price for a product not in the quote, a past date, a discount above the lines, the same line twice', async () => {
      const quote = await ask();
      const refusal = async (input: object) => (await t.gql(PRICE, { id: quote.id, in: { lines: [], ...input } }, staff)).errors[0].extensions.fieldErrors;
      expect(await refusal({ lines: [{ productId: jam, unitPriceCents: 100 }] })).toEqual({ lines: 'NOT_IN_ORDER' });
      expect(await refusal({ validUntil: inDays(-1) })).toEqual({ validUntil: 'DATE_IN_PAST' });
      expect(await refusal({ validUntil: inDays(400) })).toEqual({ validUntil: 'OUT_OF_RANGE' });
      expect(await refusal({ discountCents: 999_999 })).toEqual({ discountCents: 'AMOUNT_OUT_OF_RANGE' });
      expect(
        await refusal({
          lines: [
            { productId: wine, unitPriceCents: 1 },
            { productId: wine, unitPriceCents: 2 },
          ],
        }),
      ).toEqual({ lines: 'DUPLICATE' });
      expect((await t.gql(PRICE, { id: quote.id, in: { lines: [] } }, adminIdentity([]))).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await outboxTypes(t, quote.id)).toEqual(['commerce.quote.requested']); // nothing written
    });

    it('prices lines, a discount and a validity; the customer is emailed the offer and orders it at those prices', async () => {
      const quote = await ask();
      const until = inDays(15);
      const res = await t.gql(
        PRICE,
        { id: quote.id, in: { lines: [{ productId: wine, unitPriceCents: 1000 }], discountCents: 500, validUntil: until, comment: 'Prix séminaire' } },
        staff,
      );
      expect(res.errors).toBeUndefined();
      const priced = res.data.priceQuote;
      expect(priced).toMatchObject({
        subTotalCents: 4000,
        discountCents: 500,
        totalCents: 3500 + quote.shippingCents,
        quoteValidUntil: until,
        lines: [{ productId: wine, unitPriceCents: 1000, totalCents: 4000 }],
        comments: [{ body: 'Pour un séminaire' }, { body: 'Prix séminaire' }],
      });
      expect(priced.quoteAnsweredAt).not.toBeNull();
      const mail = await t.mails.waitFor((m) => m.subject === `Réponse à votre devis ${quote.number}` && m.text.includes('Prix séminaire'));
      expect(mail.text).toContain('Montant proposé');
      const order = (await t.gql(CONVERT, { id: quote.id }, buyer)).data.convertQuoteToOrder.order;
      expect(order).toEqual({
        status: 'PENDING_PAYMENT',
        subTotalCents: 4000,
        discountCents: 500,
        totalCents: priced.totalCents,
        lines: [{ unitPriceCents: 1000 }],
      });
    });

    it('cannot be ordered once the offer has expired', async () => {
      const quote = await ask();
      await t.gql(PRICE, { id: quote.id, in: { lines: [], validUntil: inDays(2) } }, staff);
      await t.db.query(`UPDATE orders SET quote_valid_until = now() - interval '1 minute' WHERE id = $1`, [quote.id]);
      expect((await t.gql(CONVERT, { id: quote.id }, buyer)).errors[0].extensions).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { status: 'QUOTE_EXPIRED' },
      });
    });
  });
});
