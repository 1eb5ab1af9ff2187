import { BootedPlatform, connectPlatform, eventually, gql } from './boot';
import { BEAUNE_ADDRESS } from './checkout';

/**
 * The shop's whole journey through the gateway, on the real platform (every process as `npm start` starts
 * them, events on the embedded transport, emails in the real mail catcher):
 * staff create a product and its stock → the catalogue finds it → a guest fills a cart → signs up and in →
 * the guest cart is merged → addresses → shipping → bank transfer → confirmation email → staff confirm the
 * transfer; then a quote → staff answer → the customer converts it; cancel gives the stock back.
 */
describe('the shop through the gateway', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let mailApi: string;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const run = Date.now().toString(36);
  const email = `paul.martin+${run}@example.com`;
  let productId: string;
  let slug: string;
  let guestCartId: string;
  let orderId: string;
  let orderNumber: string;

  const address = { ...BEAUNE_ADDRESS, firstName: 'Paul' };
  const CART =
    'id itemCount subTotalCents discountCents shippingCents vatCents totalCents couponCode lines { id quantity unitPriceCents totalCents product { id name } }';
  const ORDER =
    'id number status totalCents vatCents paymentMethod paymentInstructions lines { sku quantity unitPriceCents } deliveryAddress { city } comments { body fromStaff }';

  const stockOf = async () => (await gql(gateway, 'query($s: String!) { product(slug: $s) { inStock stockQuantity } }', { s: slug })).data?.product;

  const mailTo = async (to: string, pattern: RegExp) =>
    (
      await eventually(async () => {
        const messages = (await (await fetch(mailApi)).json()) as { to: { address: string }[]; subject: string; html: string; text: string }[];
        const found = messages
          .filter((m) => m.to.some((t) => t.address === to))
          .map((m) => `${m.subject} ${m.html ?? ''} ${m.text ?? ''}`)
          .find((body) => pattern.test(body));
        return found && pattern.exec(found)![0];
      }, 15_000)
    ).value;

  beforeAll(async () => {
    platform = connectPlatform();
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    mailApi = `http://127.0.0.1:${platform.ports.mailWeb}/email`;
    const login = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }');
    admin = { authorization: `Bearer ${login.data.adminLogin.accessToken}` };
  }, 240_000);
  it('shows the seeded catalogue: categories, published products with stock, and a search with no result', async () => {
    const categories = await gql(gateway, '{ productCategories { slug name productCount } }');
    expect(categories.errors).toBeUndefined();
    expect(categories.data.productCategories.length).toBeGreaterThanOrEqual(3);
    expect(categories.data.productCategories.every((c: { productCount: number }) => c.productCount > 0)).toBe(true);
    const list = await gql(gateway, '{ products(first: 50, sort: PRICE_ASC) { totalCount edges { node { name priceCents path inStock } } } }');
    expect(list.errors).toBeUndefined();
    expect(list.data.products.totalCount).toBeGreaterThanOrEqual(10);
    const prices = list.data.products.edges.map((e: { node: { priceCents: number } }) => e.node.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Commerce's demo stock reaches the catalogue's in-stock flag through commerce.stock.changed.
    await eventually(async () => (await gql(gateway, '{ products(filter: { inStockOnly: true }) { totalCount } }')).data?.products.totalCount > 0, 15_000);
    const none = await gql(gateway, '{ products(filter: { text: "zzzqqqxxx" }) { totalCount } }');
    expect(none.data.products.totalCount).toBe(0);
  });

  it('lets staff create a product and stock it; the catalogue and commerce both know it', async () => {
    const input = {
      sku: `TAB-${run}`,
      name: 'Tablier brodé « Toque d’or »',
      nameEn: 'Embroidered apron',
      priceCents: 2990,
      taxCategory: 'STANDARD',
      weightGrams: 300,
      published: true,
    };
    const created = await gql(gateway, 'mutation($input: ProductInput!) { createProduct(input: $input) { id slug path priceCents } }', { input }, admin);
    expect(created.errors).toBeUndefined();
    ({ id: productId, slug } = created.data.createProduct);
    expect(created.data.createProduct.path).toBe(`/guide-et-goodies/${slug}`);
    const taken = await gql(gateway, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, admin);
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { sku: 'SKU_TAKEN' } });
    const anonymous = await gql(gateway, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input: { ...input, sku: `X-${run}` } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Out of stock until staff stock it, which they may do at once: commerce waits for catalog.product.created (ADR 0021).
    expect(await stockOf()).toEqual({ inStock: false, stockQuantity: 0 });
    const stocked = await gql(gateway, 'mutation($id: ID!) { setStock(productId: $id, quantity: 3) { stockQuantity } }', { id: productId }, admin);
    expect(stocked.errors).toBeUndefined();
    expect(await stockOf()).toEqual({ inStock: true, stockQuantity: 3 });
    const found = await gql(gateway, 'query($t: String!) { products(filter: { text: $t }) { edges { node { id } } } }', { t: 'tablier toque' });
    expect(found.data.products.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(productId);
  });

  it('keeps a guest cart: quantities beyond stock limited and flagged, an unknown coupon refused, a real one applied', async () => {
    const added = await gql(gateway, `mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { ${CART} } }`, { p: productId });
    expect(added.errors).toBeUndefined();
    guestCartId = added.data.addToCart.id;
    expect(added.data.addToCart).toMatchObject({ itemCount: 2, subTotalCents: 5980, totalCents: 5980, vatCents: 997 });

    // 2 + 5 asked, 3 in stock: the line gets the 3 there are and says so (ADR 0021); back to 2 for what follows.
    const tooMany = await gql(
      gateway,
      `mutation($c: ID, $p: ID!) { addToCart(cartId: $c, productId: $p, quantity: 5) { lines { id quantity limitedByStock } } }`,
      {
        c: guestCartId,
        p: productId,
      },
    );
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data.addToCart.lines).toEqual([{ id: expect.any(String), quantity: 3, limitedByStock: true }]);
    const none = await gql(gateway, `mutation($c: ID, $p: ID!) { addToCart(cartId: $c, productId: $p, quantity: 1) { id } }`, { c: guestCartId, p: productId });
    expect(none.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { quantity: 'OUT_OF_STOCK' } });
    const back = await gql(gateway, 'mutation($c: ID, $l: ID!) { updateCartLine(cartId: $c, lineId: $l, quantity: 2) { itemCount } }', {
      c: guestCartId,
      l: tooMany.data.addToCart.lines[0].id,
    });
    expect(back.data.updateCartLine.itemCount).toBe(2);
    const unknown = await gql(gateway, `mutation($c: ID) { applyCoupon(cartId: $c, code: "NOPE-${run}") { id } }`, { c: guestCartId });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: 'COUPON_UNKNOWN' } });

    const coupon = await gql(
      gateway,
      'mutation($input: CouponInput!) { createCoupon(input: $input) { code timesUsed } }',
      { input: { code: `merci-${run}`, percentOff: 10, usageLimit: 5 } },
      admin,
    );
    expect(coupon.data.createCoupon).toEqual({ code: `MERCI-${run}`.toUpperCase(), timesUsed: 0 });
    const applied = await gql(gateway, `mutation($c: ID, $code: String!) { applyCoupon(cartId: $c, code: $code) { ${CART} } }`, {
      c: guestCartId,
      code: `MERCI-${run}`,
    });
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyCoupon).toMatchObject({ discountCents: 598, totalCents: 5382 });

    // Checkout needs a signed-in customer.
    const guestOrder = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { id } } }');
    expect(guestOrder.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('merges the guest cart into the customer’s cart after sign-up and sign-in', async () => {
    const input = {
      customerType: 'INDIVIDUAL',
      firstName: 'Paul',
      lastName: 'Martin',
      email,
      phone: '06.11.22.33.44',
      password: 'Gourmet2026!',
      passwordConfirmation: 'Gourmet2026!',
      locale: 'fr',
    };
    expect((await gql(gateway, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input })).errors).toBeUndefined();
    const link = await mailTo(email, /\/verify-email\/([A-Za-z0-9_-]+)/);
    const verified = await gql(gateway, 'mutation($t: String!) { verifyEmail(token: $t) }', { t: link.split('/').pop() });
    expect(verified.data.verifyEmail).toBe(true);
    const login = await gql(gateway, `mutation { login(email: "${email}", password: "Gourmet2026!") { accessToken } }`);
    customer = { authorization: `Bearer ${login.data.login.accessToken}` };

    const merged = await gql(gateway, `mutation($c: ID!) { mergeCart(cartId: $c) { ${CART} } }`, { c: guestCartId }, customer);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCart.lines).toEqual([expect.objectContaining({ quantity: 2, product: { id: productId, name: 'Tablier brodé « Toque d’or »' } })]);
    const mine = await gql(gateway, `{ cart { ${CART} } }`, {}, customer);
    expect(mine.data.cart.itemCount).toBe(2);
    // The guest cart is gone once merged.
    expect((await gql(gateway, 'query($c: ID) { cart(cartId: $c) { id } }', { c: guestCartId })).data.cart).toBeNull();
  });

  it('checks out by bank transfer: addresses, shipping, order number, stock reserved, email sent', async () => {
    const missing = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { id } } }', {}, customer);
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.objectContaining({ billingAddress: 'ADDRESS_REQUIRED' }),
    });

    const abroad = await gql(
      gateway,
      'mutation($a: OrderAddressInput!) { setCartAddresses(billing: $a) { id } }',
      { a: { ...address, country: 'JP', postalCode: '100-0001', city: 'Tokyo' } },
      customer,
    );
    expect(abroad.errors).toBeUndefined();
    expect((await gql(gateway, '{ shippingMethods { code } }', {}, customer)).data.shippingMethods).toEqual([]);

    const set = await gql(gateway, 'mutation($a: OrderAddressInput!) { setCartAddresses(billing: $a) { deliveryAddress { city } } }', { a: address }, customer);
    expect(set.data.setCartAddresses.deliveryAddress).toEqual({ city: 'Beaune' });
    const methods = (await gql(gateway, '{ shippingMethods { code name priceCents } }', {}, customer)).data.shippingMethods;
    expect(methods.length).toBeGreaterThan(0);
    const unknownMethod = await gql(gateway, 'mutation { setShippingMethod(code: "teleportation") { id } }', {}, customer);
    expect(unknownMethod.errors?.[0].extensions?.fieldErrors).toEqual({ code: 'SHIPPING_METHOD_UNAVAILABLE' });
    const chosen = await gql(gateway, 'mutation($c: String!) { setShippingMethod(code: $c) { shippingCents totalCents } }', { c: methods[0].code }, customer);
    expect(chosen.data.setShippingMethod.shippingCents).toBe(methods[0].priceCents);

    const methodsOffered = (await gql(gateway, '{ paymentMethods { code } }')).data.paymentMethods.map((m: { code: string }) => m.code);
    expect(methodsOffered).toContain('bank-transfer');
    const notOffered = await gql(gateway, 'mutation { placeOrder(paymentMethod: "cheque") { order { id } } }', {}, customer);
    expect(notOffered.errors?.[0].extensions?.fieldErrors).toEqual({ paymentMethod: 'PAYMENT_METHOD_UNAVAILABLE' });

    const placed = await gql(
      gateway,
      `mutation { placeOrder(paymentMethod: "bank-transfer", comment: "Pour un cadeau") { redirectUrl instructions order { ${ORDER} } } }`,
      {},
      customer,
    );
    expect(placed.errors).toBeUndefined();
    const { order, instructions } = placed.data.placeOrder;
    ({ id: orderId, number: orderNumber } = order);
    expect(orderNumber).toMatch(new RegExp(`^${new Date().getFullYear()}-\\d{6}$`));
    expect(order).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentMethod: 'bank-transfer',
      lines: [{ sku: `TAB-${run}`, quantity: 2, unitPriceCents: 2990 }],
      deliveryAddress: { city: 'Beaune' },
    });
    expect(instructions).toContain(orderNumber);
    expect(await stockOf()).toEqual({ inStock: true, stockQuantity: 1 });
    expect((await gql(gateway, '{ cart { itemCount } }', {}, customer)).data.cart?.itemCount ?? 0).toBe(0);

    await mailTo(email, new RegExp(orderNumber));
    const mine = await gql(gateway, 'query($n: String!) { myOrders { totalCount } myOrder(number: $n) { status } }', { n: orderNumber }, customer);
    expect(mine.data).toEqual({ myOrders: { totalCount: 1 }, myOrder: { status: 'PENDING_PAYMENT' } });
  });

  it('lets staff find the order and confirm the transfer', async () => {
    const found = await gql(gateway, 'query($s: String!) { orders(search: $s) { totalCount edges { node { id status } } } }', { s: orderNumber }, admin);
    expect(found.data.orders).toEqual({ totalCount: 1, edges: [{ node: { id: orderId, status: 'PENDING_PAYMENT' } }] });
    const confirmed = await gql(gateway, 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }', { id: orderId }, admin);
    expect(confirmed.data.confirmOrderPayment.status).toBe('PROCESSING');
    const twice = await gql(gateway, 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }', { id: orderId }, admin);
    expect(twice.errors?.[0].extensions?.fieldErrors).toEqual({ status: 'INVALID_TRANSITION' });
    const customerTries = await gql(gateway, 'mutation($id: ID!) { confirmOrderPayment(id: $id) { status } }', { id: orderId }, customer);
    expect(customerTries.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('turns a quote answered by staff into an order, then cancelling gives the stock back', async () => {
    expect(
      (await gql(gateway, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { itemCount } }', { p: productId }, customer)).errors,
    ).toBeUndefined();
    const quote = await gql(gateway, `mutation { requestQuote(comment: "Vingt tabliers pour une brigade ?") { ${ORDER} } }`, {}, customer);
    expect(quote.errors).toBeUndefined();
    expect(quote.data.requestQuote).toMatchObject({ status: 'QUOTE', comments: [{ body: 'Vingt tabliers pour une brigade ?', fromStaff: false }] });
    const quoteId = quote.data.requestQuote.id;

    const answered = await gql(
      gateway,
      'mutation($id: ID!) { commentQuote(id: $id, comment: "Volontiers : tarif dégressif dès 10 pièces.") { comments { fromStaff } } }',
      { id: quoteId },
      admin,
    );
    expect(answered.data.commentQuote.comments.map((c: { fromStaff: boolean }) => c.fromStaff)).toEqual([false, true]);
    const quotes = await gql(gateway, '{ myQuotes { totalCount edges { node { id comments { body fromStaff } } } } }', {}, customer);
    expect(quotes.data.myQuotes.totalCount).toBe(1);

    const converted = await gql(
      gateway,
      `mutation($id: ID!) { convertQuoteToOrder(id: $id, paymentMethod: "bank-transfer") { order { ${ORDER} } } }`,
      { id: quoteId },
      customer,
    );
    expect(converted.errors).toBeUndefined();
    const order = converted.data.convertQuoteToOrder.order;
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(order.number).not.toBe(orderNumber);
    expect(await stockOf()).toEqual({ inStock: false, stockQuantity: 0 });
    const sold = await gql(gateway, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: productId }, customer);
    expect(sold.errors?.[0].extensions?.fieldErrors).toEqual({ quantity: 'OUT_OF_STOCK' });

    const canceled = await gql(gateway, 'mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: order.id }, admin);
    expect(canceled.data.cancelOrder.status).toBe('CANCELED');
    expect(await stockOf()).toEqual({ inStock: true, stockQuantity: 1 });
  });

  it('keeps a wishlist for signed-in customers only', async () => {
    const added = await gql(gateway, 'mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: productId }, customer);
    expect(added.data.addToWishlist).toEqual([{ id: productId }]);
    expect((await gql(gateway, '{ myWishlist { id name } }', {}, customer)).data.myWishlist).toEqual([{ id: productId, name: 'Tablier brodé « Toque d’or »' }]);
    expect((await gql(gateway, '{ myWishlist { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const removed = await gql(gateway, 'mutation($p: ID!) { removeFromWishlist(productId: $p) { id } }', { p: productId }, customer);
    expect(removed.data.removeFromWishlist).toEqual([]);
  });

  it('shows a product reserved to a customer group to its members only, from the next token on', async () => {
    const input = {
      sku: `PRO-${run}`,
      name: 'Coffret professionnel « Brigade »',
      priceCents: 12900,
      taxCategory: 'STANDARD',
      weightGrams: 900,
      published: true,
    };
    const created = await gql(gateway, 'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }', { input }, admin);
    const { id, slug: reservedSlug } = created.data.createProduct;
    const details = await gql(
      gateway,
      'mutation($id: ID!) { setProductDetails(id: $id, input: { customerGroupCodes: ["wholesale"] }) { customerGroupCodes } }',
      { id },
      admin,
    );
    expect(details.data.setProductDetails.customerGroupCodes).toEqual(['wholesale']);
    await eventually(
      async () => !(await gql(gateway, 'mutation($id: ID!) { setStock(productId: $id, quantity: 5) { stockQuantity } }', { id }, admin)).errors,
      15_000,
    );
    const visible = async (headers?: Record<string, string>) => {
      const bySlug = await gql(gateway, 'query($s: String!) { product(slug: $s) { id } }', { s: reservedSlug }, headers);
      const listed = await gql(gateway, 'query($t: String!) { products(filter: { text: $t }) { totalCount } }', { t: input.sku }, headers);
      expect(listed.errors).toBeUndefined();
      return { bySlug: bySlug.data.product?.id === id, listed: listed.data.products.totalCount === 1 };
    };

    // Visitors and customers outside the group neither see it nor can buy it.
    expect(await visible()).toEqual({ bySlug: false, listed: false });
    const guestAdd = await gql(gateway, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: id });
    expect(guestAdd.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { productId: 'NOT_FOUND' } });
    expect(await visible(customer)).toEqual({ bySlug: false, listed: false });
    expect((await gql(gateway, 'mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: id }, customer)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );

    // Staff move the customer into the group: the old token ends, the next one carries the group.
    const [customerRow] = (await gql(gateway, 'query($s: String!) { customers(search: $s) { edges { node { id } } } }', { s: email }, admin)).data.customers
      .edges;
    const groups = (await gql(gateway, '{ customerGroups { id code } }', {}, admin)).data.customerGroups as { id: string; code: string }[];
    const wholesale = groups.find((g) => g.code === 'wholesale')!;
    const moved = await gql(
      gateway,
      'mutation($c: ID!, $g: ID) { setCustomerGroup(customerId: $c, groupId: $g) { id } }',
      { c: customerRow.node.id, g: wholesale.id },
      admin,
    );
    expect(moved.errors).toBeUndefined();
    // The gateway treats a token whose session version is stale as anonymous (the app then refreshes).
    await eventually(async () => (await gql(gateway, '{ me { id } }', {}, customer)).data?.me === null, 15_000);
    const signIn = async () => {
      const login = await gql(gateway, `mutation { login(email: "${email}", password: "Gourmet2026!") { accessToken } }`);
      return { authorization: `Bearer ${login.data.login.accessToken}` };
    };
    customer = await signIn();
    expect(await visible(customer)).toEqual({ bySlug: true, listed: true });
    const added = await gql(gateway, `mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { ${CART} } }`, { p: id }, customer);
    expect(added.errors).toBeUndefined();
    expect((await gql(gateway, 'mutation($p: ID!) { addToWishlist(productId: $p) { id } }', { p: id }, customer)).data.addToWishlist).toEqual([{ id }]);

    // Out of the group again, the product in the cart cannot be ordered.
    await gql(gateway, 'mutation($c: ID!) { setCustomerGroup(customerId: $c, groupId: null) { id } }', { c: customerRow.node.id }, admin);
    customer = await signIn();
    expect(await visible(customer)).toEqual({ bySlug: false, listed: false });
    const refused = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { id } } }', {}, customer);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: expect.objectContaining({ lines: 'PRODUCT_UNAVAILABLE' }) });
  });
  it('after the order: ships, invoices (the PDF to its customer and staff only), takes a return and refunds it', async () => {
    const web = `http://127.0.0.1:${platform.ports.web}`;
    const SHIP =
      'mutation($o: ID!, $in: ShipmentInput!) { createShipment(orderId: $o, input: $in) { number status carrier trackingNumber trackingUrl lines { productId quantity } } }';
    const REFUND = 'mutation($o: ID!, $in: RefundInput!) { createRefund(orderId: $o, input: $in) { number status totalCents pdfUrl } }';
    const statusOf = async () => (await gql(gateway, 'query($id: ID!) { order(id: $id) { status totalCents } }', { id: orderId }, admin)).data.order;
    const { totalCents } = await statusOf();

    // Nothing invoiced yet: no refund; more units than ordered cannot ship.
    const early = await gql(gateway, REFUND, { o: orderId, in: { lines: [{ productId, quantity: 1 }], restock: false } }, admin);
    expect(early.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    const tooMany = await gql(gateway, SHIP, { o: orderId, in: { carrier: 'Colissimo', lines: [{ productId, quantity: 3 }] } }, admin);
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { lines: 'QUANTITY_EXCEEDS_REMAINING' } });

    // One parcel with one of the two aprons: the customer is told with the tracking link.
    const first = await gql(
      gateway,
      SHIP,
      { o: orderId, in: { carrier: 'Colissimo', trackingNumber: '6A12345678901', lines: [{ productId, quantity: 1 }] } },
      admin,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.createShipment).toMatchObject({
      number: expect.stringMatching(/^EXP-\d{4}-\d{6}$/),
      status: 'SHIPPED',
      lines: [{ productId, quantity: 1 }],
    });
    expect(first.data.createShipment.trackingUrl).toContain('6A12345678901');
    await mailTo(email, /6A12345678901/);

    // The invoice: the whole order, once; its PDF answers its customer and staff, nobody else.
    const invoiced = await gql(gateway, 'mutation($o: ID!) { createInvoice(orderId: $o) { number totalCents vatCents pdfUrl } }', { o: orderId }, admin);
    expect(invoiced.errors).toBeUndefined();
    const invoice = invoiced.data.createInvoice;
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^F-\d{4}-\d{6}$/), totalCents });
    const again = await gql(gateway, 'mutation($o: ID!) { createInvoice(orderId: $o) { number } }', { o: orderId }, admin);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { order: 'ALREADY_INVOICED' } });
    for (const who of [customer, admin]) {
      const pdf = await fetch(`${web}${invoice.pdfUrl.replace(/^https?:\/\/[^/]+/, '')}`, { headers: who });
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    expect((await fetch(`${web}${invoice.pdfUrl.replace(/^https?:\/\/[^/]+/, '')}`)).status).toBe(404);
    await mailTo(email, new RegExp(invoice.number));

    // The rest ships: everything shipped and invoiced, the order is COMPLETED; the customer sees it all.
    const rest = await gql(gateway, SHIP, { o: orderId, in: { carrier: 'Chronopost', trackingNumber: 'XY123456789FR' } }, admin);
    expect(rest.data.createShipment.lines).toEqual([{ productId, quantity: 1 }]);
    expect((await statusOf()).status).toBe('COMPLETED');
    const seen = await gql(
      gateway,
      'query($n: String!) { myOrder(number: $n) { status shipments { carrier trackingNumber trackingUrl } invoices { number issuedAt totalCents pdfUrl lines { sku quantity } vatLines { ratePercent } } } }',
      { n: orderNumber },
      customer,
    );
    expect(seen.data.myOrder).toEqual({
      status: 'COMPLETED',
      shipments: [
        { carrier: 'Colissimo', trackingNumber: '6A12345678901', trackingUrl: expect.stringContaining('6A12345678901') },
        { carrier: 'Chronopost', trackingNumber: 'XY123456789FR', trackingUrl: expect.stringContaining('XY123456789FR') },
      ],
      invoices: [
        {
          number: invoice.number,
          issuedAt: expect.any(String),
          totalCents,
          pdfUrl: invoice.pdfUrl,
          lines: [{ sku: `TAB-${run}`, quantity: 2 }],
          vatLines: [{ ratePercent: 20 }],
        },
      ],
    });

    // A return of one apron, moved by staff until it comes back, then refunded: the request follows the refund.
    const opened = await gql(
      gateway,
      'mutation($in: ReturnRequestInput!) { createReturnRequest(input: $in) { id number status } }',
      { in: { orderNumber, resolution: 'REFUND', reason: 'La broderie est décousue', lines: [{ productId, quantity: 1, reason: 'Défaut' }] } },
      customer,
    );
    expect(opened.errors).toBeUndefined();
    const ret = opened.data.createReturnRequest;
    expect(ret).toMatchObject({ number: expect.stringMatching(/^R-\d{4}-\d{6}$/), status: 'NEW_REQUEST' });
    const skip = await gql(gateway, 'mutation($id: ID!) { setReturnStatus(id: $id, status: RETURNED) { status } }', { id: ret.id }, admin);
    expect(skip.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    for (const status of ['PROCESSING', 'AWAITING_RETURN', 'RETURNED']) {
      const moved = await gql(
        gateway,
        'mutation($id: ID!, $s: ReturnStatus!) { setReturnStatus(id: $id, status: $s, comment: "Suivi") { status } }',
        { id: ret.id, s: status },
        admin,
      );
      expect(moved.data?.setReturnStatus.status).toBe(status);
    }
    const refunded = await gql(
      gateway,
      REFUND,
      { o: orderId, in: { lines: [{ productId, quantity: 1 }], restock: false, reason: 'Retour', returnRequestId: ret.id } },
      admin,
    );
    expect(refunded.errors).toBeUndefined();
    // What was paid for that apron: 29.90 € less the 10 % welcome coupon spread over the lines.
    expect(refunded.data.createRefund).toMatchObject({ number: expect.stringMatching(/^AV-\d{4}-\d{6}$/), status: 'COMPLETED', totalCents: 2691 });
    const after = await gql(
      gateway,
      'query($n: String!) { myReturn(number: $n) { status history { to } refund { number } order { payments { status refundedCents } } } }',
      { n: ret.number },
      customer,
    );
    expect(after.data.myReturn).toMatchObject({
      status: 'REFUNDED',
      refund: { number: refunded.data.createRefund.number },
      order: { payments: [{ status: 'PARTIALLY_REFUNDED', refundedCents: 2691 }] },
    });
    expect(after.data.myReturn.history.map((h: { to: string }) => h.to)).toEqual(['NEW_REQUEST', 'PROCESSING', 'AWAITING_RETURN', 'RETURNED', 'REFUNDED']);
    const note = await fetch(`${web}${refunded.data.createRefund.pdfUrl.replace(/^https?:\/\/[^/]+/, '')}`, { headers: customer });
    expect([note.status, note.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await mailTo(email, new RegExp(refunded.data.createRefund.number));
  });

  it('prices with promotions: an automatic one lowers a product, a code one shows by name, the order keeps both and its VAT by rate', async () => {
    const created = await gql(
      gateway,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }',
      { input: { sku: `CONF-${run}`, name: 'Confiture de cassis', priceCents: 2000, taxCategory: 'REDUCED', weightGrams: 400, published: true } },
      admin,
    );
    const { id, slug: jamSlug } = created.data.createProduct;
    await eventually(
      async () => !(await gql(gateway, 'mutation($id: ID!) { setStock(productId: $id, quantity: 5) { stockQuantity } }', { id }, admin)).errors,
      15_000,
    );
    const PROMOTION = 'mutation($input: PromotionInput!) { createPromotion(input: $input) { id } }';
    const sale = await gql(
      gateway,
      PROMOTION,
      {
        input: {
          name: `Soldes confitures ${run}`,
          enabled: true,
          conditions: [],
          actions: [
            {
              code: 'product_percentage_discount',
              args: [
                { name: 'productIds', value: JSON.stringify([id]) },
                { name: 'percent', value: '25' },
              ],
            },
          ],
        },
      },
      admin,
    );
    expect(sale.errors).toBeUndefined();
    const code = `FIDELE-${run}`.toUpperCase();
    const loyal = await gql(
      gateway,
      PROMOTION,
      {
        input: {
          name: `Fidélité ${run}`,
          enabled: true,
          couponCode: code,
          conditions: [],
          actions: [{ code: 'order_fixed_discount', args: [{ name: 'amountCents', value: '500' }] }],
        },
      },
      admin,
    );
    expect(loyal.errors).toBeUndefined();
    const saleId = sale.data.createPromotion.id;
    const loyalId = loyal.data.createPromotion.id;
    // The catalogue shows the automatic one's price (commerce keeps active promotions a few seconds).
    const salePrice = async () =>
      (await gql(gateway, 'query($s: String!) { product(slug: $s) { salePriceCents } }', { s: jamSlug })).data?.product?.salePriceCents;
    await eventually(async () => (await salePrice()) === 1500, 15_000);

    // The customer's cart still holds the group's product they may no longer buy: emptied first.
    for (const line of (await gql(gateway, '{ cart { lines { id } } }', {}, customer)).data.cart?.lines ?? [])
      await gql(gateway, 'mutation($l: ID!) { removeCartLine(lineId: $l) { id } }', { l: line.id }, customer);
    const PRICED =
      'subTotalCents discountCents shippingCents totalCents vatCents discounts { promotionId name amountCents } vatLines { ratePercent baseCents vatCents } lines { discountCents }';
    const added = await gql(gateway, `mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { ${PRICED} } }`, { p: id }, customer);
    expect(added.data.addToCart).toMatchObject({
      subTotalCents: 4000,
      discountCents: 1000,
      discounts: [{ promotionId: saleId, name: `Soldes confitures ${run}`, amountCents: 1000 }],
      lines: [{ discountCents: 1000 }],
    });
    const applied = await gql(gateway, `mutation($code: String!) { applyCoupon(code: $code) { ${PRICED} } }`, { code: code.toLowerCase() }, customer);
    expect(applied.errors).toBeUndefined();
    const cart = applied.data.applyCoupon;
    expect(cart).toMatchObject({
      subTotalCents: 4000,
      discountCents: 1500,
      totalCents: 2500 + cart.shippingCents,
      discounts: [
        { promotionId: saleId, name: `Soldes confitures ${run}`, amountCents: 1000 },
        { promotionId: loyalId, name: `Fidélité ${run}`, amountCents: 500 },
      ],
      lines: [{ discountCents: 1500 }],
    });
    // The jam's VAT after both discounts: 40 € − 10 € − 5 € = 25 € at 5.5 %; the delivery's at 20 % comes first.
    expect(cart.vatLines.at(-1)).toEqual({ ratePercent: 5.5, baseCents: 2370, vatCents: 130 });
    expect(cart.vatLines.reduce((sum: number, line: { vatCents: number }) => sum + line.vatCents, 0)).toBe(cart.vatCents);

    await gql(gateway, 'mutation($a: OrderAddressInput!) { setCartAddresses(billing: $a) { id } }', { a: address }, customer);
    const [method] = (await gql(gateway, '{ shippingMethods { code } }', {}, customer)).data.shippingMethods;
    await gql(gateway, 'mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: method.code }, customer);
    const placed = await gql(gateway, 'mutation { placeOrder(paymentMethod: "bank-transfer") { order { number } } }', {}, customer);
    expect(placed.errors).toBeUndefined();
    const ORDERED =
      'query($n: String!) { myOrder(number: $n) { discountCents shippingCents totalCents vatCents discounts { name amountCents } vatLines { ratePercent vatCents } } }';
    const n = placed.data.placeOrder.order.number;
    const ordered = (await gql(gateway, ORDERED, { n }, customer)).data.myOrder;
    const shipping = ordered.shippingCents;
    const shippingVat = Math.round((shipping * 200) / 1200);
    expect(ordered).toEqual({
      discountCents: 1500,
      shippingCents: shipping,
      totalCents: 2500 + shipping,
      vatCents: 130 + shippingVat,
      discounts: [
        { name: `Soldes confitures ${run}`, amountCents: 1000 },
        { name: `Fidélité ${run}`, amountCents: 500 },
      ],
      vatLines: [...(shipping ? [{ ratePercent: 20, vatCents: shippingVat }] : []), { ratePercent: 5.5, vatCents: 130 }],
    });
    expect((await gql(gateway, 'query($id: ID!) { promotion(id: $id) { timesUsed } }', { id: loyalId }, admin)).data.promotion).toEqual({ timesUsed: 1 });

    // Promotions deleted: the product is back at its price, the order keeps what it was placed with.
    const deleted = await gql(gateway, 'mutation($ids: [ID!]!) { deletePromotions(ids: $ids) }', { ids: [saleId, loyalId] }, admin);
    expect(deleted.data.deletePromotions).toBe(2);
    await eventually(async () => (await salePrice()) === null, 15_000);
    expect((await gql(gateway, ORDERED, { n }, customer)).data.myOrder).toEqual(ordered);
  });
});
