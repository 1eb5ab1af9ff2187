import { fakeMediaAndTiles } from './guide-fixtures';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { ADDRESS, BANK_INSTRUCTIONS, order, playShop, returnRequest, SAVED_ADDRESS, shipment } from './shop-fixtures';

/**
 * The shop on the storefront (catalogue, cart, checkout, payment pages, orders, quotes, wishlist), built and
 * served by the real web server; GraphQL answered by a STUB gateway that plays catalog-guide, commerce and
 * identity in memory (shop-fixtures.ts). The real services are covered by the platform e2e suite.
 */
describe('storefront shop (browser, stub gateway)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1280, height: 900 } },
    preparePage: (page) => fakeMediaAndTiles(page),
  });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();
  const sent = (operation: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operation);
  const cardNames = () => suite.page.getByTestId('product-card').locator('h3').allTextContents();
  async function signIn() {
    await suite.page.getByTestId('login-email').fill('claire@example.fr');
    await suite.page.getByTestId('login-password').fill('Secret123!');
    await suite.page.getByTestId('login-submit').click();
  }

  describe('catalogue', () => {
    it('lists, searches, filters, sorts and says when nothing matches', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/nos-produits'));
      await heading('Nos produits');
      expect(await page.title()).toBe('Nos produits · Guide Gourmand');
      await page.getByTestId('product-card').first().waitFor();
      expect(await cardNames()).toHaveLength(6);
      expect(await page.getByTestId('product-count').textContent()).toBe('6 produits');

      await page.getByTestId('product-search-input').fill('coffret');
      await page.getByTestId('product-search-submit').click();
      await page.waitForURL(url('/nos-produits?q=coffret'));
      await until(async () => (await cardNames()).length === 2, 'two gift boxes');
      expect(sent('ShopProducts').pop()!.variables.filter).toEqual({ text: 'coffret' });

      await page.getByTestId('product-sort').selectOption('price-desc');
      await until(async () => (await cardNames())[0] === 'Coffret terroir', 'price descending');
      expect(await cardNames()).toEqual(['Coffret terroir', 'Coffret petit-déjeuner']);
      expect(sent('ShopProducts').pop()!.variables.sort).toBe('PRICE_DESC');

      await page.getByTestId('product-search-input').fill('');
      await page.getByTestId('product-search-submit').click();
      await page.getByTestId('product-category-filter').selectOption('guides');
      await page.getByTestId('product-in-stock').click();
      await until(async () => (await cardNames()).length === 1, 'guides in stock');
      expect(await cardNames()).toEqual(['Guide Gourmand 2026']);
      expect(sent('ShopProducts').pop()!.variables.filter).toEqual({ categorySlugs: ['guides'], inStockOnly: true });

      await page.getByTestId('product-price-min').fill('100');
      await page.getByTestId('product-price-apply').click();
      await page.getByTestId('products-empty').waitFor();
      expect(await page.getByTestId('products-empty').textContent()).toContain('Aucun résultat');
      expect(sent('ShopProducts').pop()!.variables.filter).toEqual({ categorySlugs: ['guides'], inStockOnly: true, priceMinCents: 10000 });
      await page.getByTestId('products-clear').click();
      await until(async () => (await cardNames()).length === 6, 'filters cleared');
    });

    it('renders the product page on the server with its price, stock and JSON-LD Product', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      const html = await (await page.request.get(url('/guide-et-goodies/coffret-petit-dejeuner'))).text();
      expect(html).toContain('Coffret petit-déjeuner');
      expect(html).toContain('En stock');
      const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
      expect(JSON.parse(jsonLd![1])).toMatchObject({
        '@type': 'Product',
        name: 'Coffret petit-déjeuner',
        sku: 'SKU-p3',
        offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      });
      await page.goto(url('/guide-et-goodies/guide-des-vins'));
      await heading('Guide des vins de Bourgogne');
      expect(await page.getByTestId('product-stock').textContent()).toBe('Rupture de stock');
      expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
      expect(await page.getByTestId('product-tax').textContent()).toBe('TVA 5,5 % incluse');
      // The family's attributes, as a reader expects them (an option's label, not its code).
      expect(await page.getByTestId('product-attributes').innerText()).toMatch(/Édition\s+2026\s+Format\s+Broché/);
    });

    it('shows the shop home, the category tree and the gift store', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/guide-et-goodies'));
      await heading('Boutique');
      await page.getByTestId('product-card').first().waitFor();
      expect((await cardNames())[0]).toBe('Guide Gourmand 2026');
      await page.goto(url('/nos-categories-de-produits'));
      await heading('Nos catégories de produits');
      expect(await page.getByTestId('category-node').count()).toBe(5);
      await page.getByRole('link', { name: 'Mugs' }).click();
      await page.waitForURL(url('/nos-produits?categorie=mugs'));
      await until(async () => (await cardNames()).join() === 'Mug Toque', 'the mugs');
      await page.goto(url('/boutique-cadeaux'));
      await heading('Boutique cadeaux');
      await until(async () => (await cardNames()).length === 3, 'gift products');
      expect(sent('ShopProducts').pop()!.variables.filter).toEqual({ categorySlugs: ['coffrets-cadeaux', 'cartes-cadeaux'] });
    });
  });

  describe('cart', () => {
    it('adds to the cart as a guest, keeps the cart id, and changes quantities, coupon and totals', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/guide-et-goodies/guide-gourmand-2026'));
      await heading('Guide Gourmand 2026');
      expect(await page.getByTestId('product-price').textContent()).toBe('24,90\u00a0€');
      // More than the 40 left: the field is lowered, and says why.
      await page.getByTestId('product-quantity').fill('45');
      expect(await page.getByTestId('product-quantity-limited').textContent()).toBe('Il ne reste que 40 exemplaires : la quantité a été ajustée.');
      expect(await page.getByTestId('product-quantity').inputValue()).toBe('40');
      await page.getByTestId('product-quantity').fill('2');
      expect(await page.getByTestId('product-quantity-limited').count()).toBe(0);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-done').waitFor();
      await until(
        async () =>
          (await page
            .getByTestId('cart-badge')
            .textContent()
            .catch(() => null)) === '2',
        'badge 2',
      );
      expect(sent('AddToCart')[0].variables).toEqual({ cartId: null, productId: 'p1', quantity: 2 });
      expect(await page.evaluate(() => localStorage.getItem('guide_cart_id'))).toBe('guest-1');

      await page.goto(url('/guide-et-goodies/mug-toque'));
      await page.getByTestId('add-to-cart').click();
      await until(
        async () =>
          (await page
            .getByTestId('cart-badge')
            .textContent()
            .catch(() => null)) === '3',
        'badge 3',
      );
      expect(sent('AddToCart')[1].variables).toEqual({ cartId: 'guest-1', productId: 'p6', quantity: 1 });

      await page.getByTestId('nav-cart').click();
      await heading('Mon panier');
      await page.getByTestId('cart-line').nth(1).waitFor();
      expect(await page.getByTestId('total-subtotal').textContent()).toBe('61,80\u00a0€');
      const mug = page.getByTestId('cart-line').filter({ hasText: 'Mug Toque' });
      await mug.getByTestId('cart-line-increase').click();
      await until(async () => (await mug.getByTestId('cart-line-quantity').textContent()) === '2', 'two mugs');
      expect(await page.getByTestId('total-subtotal').textContent()).toBe('73,80\u00a0€');
      expect(sent('UpdateCartLine')[0].variables).toMatchObject({ cartId: 'guest-1', quantity: 2 });

      await page.getByTestId('coupon-input').fill('NOPE');
      await page.getByTestId('coupon-apply').click();
      expect(await page.getByTestId('coupon-error').textContent()).toBe("Ce code promo n'existe pas");
      await page.getByTestId('coupon-input').fill('bienvenue');
      await page.getByTestId('coupon-apply').click();
      await page.getByTestId('coupon-applied').waitFor();
      expect(await page.getByTestId('total-discount').textContent()).toBe('−7,38\u00a0€');
      expect(await page.getByTestId('total-total').textContent()).toBe('66,42\u00a0€');
      expect(await page.getByTestId('total-vat-rate').allTextContents()).toEqual(['dont TVA 20 %11,07\u00a0€']);

      // Quantity 0 removes the line.
      await mug.getByTestId('cart-line-decrease').click();
      await mug.getByTestId('cart-line-decrease').click();
      await until(async () => (await page.getByTestId('cart-line').count()) === 1, 'mug removed');
      expect(await page.getByTestId('cart-badge').textContent()).toBe('2');
      await page.getByTestId('cart-line-remove').click();
      await page.getByTestId('cart-empty').waitFor();
      expect(await page.getByTestId('cart-badge').count()).toBe(0);
    });

    it('says when the stock is short', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/guide-et-goodies/coffret-terroir'));
      await page.getByTestId('product-quantity').fill('3');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-done').waitFor();
      await page.getByTestId('add-to-cart').click();
      expect(await page.getByTestId('add-to-cart-error').textContent()).toContain("Ce produit n'est plus disponible dans la quantité demandée");
    });

    it("shows a refusal the shop has no wording for in @guide/ui's text, loaded only then (ADR 0047)", async () => {
      const { page, gateway } = suite;
      playShop(gateway);
      gateway.on('AddToCart', () => ({
        data: null,
        errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { productId: 'UNKNOWN_CODE' } } }],
      }));
      await page.goto(url('/guide-et-goodies/coffret-terroir'));
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-error').getByText('Cette valeur ne fait pas partie de la liste proposée').waitFor();
    });

    it('says why a quantity beyond the stock was lowered, in French and in English (issue 21)', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/guide-et-goodies/coffret-terroir')); // 3 in stock
      await page.getByTestId('product-quantity').fill('3');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-done').waitFor();
      await page.goto(url('/panier'));
      const box = page.getByTestId('cart-line').filter({ hasText: 'Coffret terroir' });
      await box.waitFor();
      expect(await box.getByTestId('cart-line-limited').count()).toBe(0);
      await box.getByTestId('cart-line-increase').click(); // 4 asked, 3 left: the API keeps 3 and flags the line
      await box.getByTestId('cart-line-limited').waitFor();
      expect(await box.getByTestId('cart-line-limited').textContent()).toBe('Il ne reste que 3 exemplaires : la quantité a été ajustée.');
      expect(await box.getByTestId('cart-line-quantity').textContent()).toBe('3');
      expect(sent('UpdateCartLine')[0].variables).toMatchObject({ quantity: 4 });
      expect(await page.getByTestId('cart-error').count()).toBe(0);

      await page.goto(url('/en/panier')); // read again: the flag answered that change only
      const boxEn = page.getByTestId('cart-line').filter({ hasText: 'Terroir box' });
      await boxEn.waitFor();
      expect(await boxEn.getByTestId('cart-line-limited').count()).toBe(0);
      await boxEn.getByTestId('cart-line-increase').click();
      await boxEn.getByTestId('cart-line-limited').waitFor();
      expect(await boxEn.getByTestId('cart-line-limited').textContent()).toBe('Only 3 left in stock: the quantity has been adjusted.');
    });
  });

  describe('checkout', () => {
    it('sends a guest to sign in, merges the cart, checks the addresses and ends on the bank transfer instructions', async () => {
      const { page } = suite;
      playShop(suite.gateway, { addresses: [SAVED_ADDRESS] });
      await page.goto(url('/guide-et-goodies/guide-gourmand-2026'));
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-done').waitFor();
      await page.goto(url('/panier'));
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(url('/login?redirect=%2Fcheckout%2Faddresses'));
      await signIn();
      await page.waitForURL(url('/checkout/addresses'));
      await heading('Adresses');
      await until(() => sent('MergeCart').length === 1, 'mergeCart');
      expect(sent('MergeCart')[0].variables).toEqual({ cartId: 'guest-1' });
      await until(async () => (await page.evaluate(() => localStorage.getItem('guide_cart_id'))) === null, 'guest id forgotten');
      expect(await page.getByTestId('checkout-step-addresses').getAttribute('aria-current')).toBe('step');

      // Prefilled from the address book; emptied fields are refused before any call.
      expect(await page.getByTestId('billing-street').inputValue()).toBe('12 rue des Tanneries');
      await page.getByTestId('billing-street').fill('');
      await page.getByTestId('billing-postal-code').fill('2100');
      await page.getByTestId('addresses-submit').click();
      expect(await page.getByTestId('addresses-error').textContent()).toBe('Veuillez remplir tous les champs obligatoires.');
      expect(await page.getByTestId('billing-street-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('billing-postal-code-error').textContent()).toContain('Saisissez un code postal valide');
      expect(sent('SetCartAddresses')).toHaveLength(0);
      await page.getByTestId('billing-street').fill('3 place Darcy');
      await page.getByTestId('billing-postal-code').fill('21000');
      await page.getByTestId('addresses-submit').click();

      await page.waitForURL(url('/checkout/shipping'));
      await page.getByTestId('shipping-colissimo').waitFor();
      expect(sent('SetCartAddresses')[0].variables.billing).toMatchObject({
        street: '3 place Darcy',
        postalCode: '21000',
        country: 'FR',
        phone: '03.80.22.35.48',
      });
      await page.getByTestId('shipping-submit').click();
      expect(await page.getByTestId('shipping-error').textContent()).toBe('Veuillez choisir un mode de livraison.');
      await page.getByTestId('shipping-colissimo').click();
      await page.getByTestId('shipping-submit').click();

      await page.waitForURL(url('/checkout/information'));
      await heading('Vérifiez votre commande');
      expect(await page.getByTestId('total-shipping').textContent()).toBe('5,90\u00a0€');
      await page.getByTestId('order-comment').fill('Laisser chez le voisin');
      await page.getByTestId('information-submit').click();

      await page.waitForURL(url('/checkout/payment'));
      await page.getByTestId('payment-bank-transfer').click();
      await page.getByTestId('place-order').click();
      await page.waitForURL(url('/checkout/payment/banktransfer?number=2026-000042'));
      await heading('Paiement par virement');
      expect(sent('PlaceOrder')[0].variables).toEqual({ paymentMethod: 'bank-transfer', comment: 'Laisser chez le voisin' });
      expect(await page.getByTestId('bank-transfer-number').textContent()).toContain('2026-000042');
      expect(await page.getByTestId('bank-transfer-instructions').textContent()).toBe(BANK_INSTRUCTIONS);
      await until(async () => (await page.getByTestId('cart-badge').count()) === 0, 'empty cart badge');
    });

    it('says when no delivery method serves the address', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, { signedIn: true });
      state.customerCart.lines.push({ id: 'l9', productId: 'p1', quantity: 1 });
      state.customerCart.billing = state.customerCart.delivery = { ...ADDRESS, country: 'BE', postalCode: '1000', city: 'Bruxelles' };
      await page.goto(url('/checkout/shipping'));
      await page.getByTestId('shipping-none').waitFor();
      expect(await page.getByTestId('shipping-none').textContent()).toContain('Aucun mode de livraison disponible pour cette adresse');
    });

    it('pays with the test provider and shows the order number, or the failed page and pays again from the order', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, { signedIn: true });
      const fill = () => {
        state.customerCart.lines.push({ id: `l${state.nextLine++}`, productId: 'p3', quantity: 1 });
        state.customerCart.billing = state.customerCart.delivery = ADDRESS;
        state.customerCart.shipping = 'relais';
      };
      fill();
      await page.goto(url('/checkout/payment'));
      await page.getByTestId('payment-test-card').click();
      await page.getByTestId('place-order').click();
      await page.waitForURL(url('/checkout/payment/test-card?number=2026-000042'));
      expect(await page.getByTestId('test-card-label').textContent()).toBe('Prestataire de test — aucun paiement réel');
      await page.getByTestId('test-card-pay').click();
      await page.waitForURL(url('/checkout/success?number=2026-000042'));
      await heading('Merci pour votre commande !');
      expect(await page.getByTestId('success-number').textContent()).toBe('Votre commande n° 2026-000042 est enregistrée.');
      expect(sent('PayTestOrder')[0].variables).toEqual({ number: '2026-000042', succeed: true });
      expect(await page.getByTestId('checkout-step-confirmation').getAttribute('aria-current')).toBe('step');
      expect(await page.getByTestId('success-order-link').getAttribute('href')).toBe('/account/orders/2026-000042');

      fill();
      await page.goto(url('/checkout/payment'));
      await page.getByTestId('payment-test-card').click();
      await page.getByTestId('place-order').click();
      await page.waitForURL(url('/checkout/payment/test-card?number=2026-000043'));
      await page.getByTestId('test-card-fail').click();
      await page.waitForURL(url('/checkout/payment/failed?number=2026-000043'));
      await heading("Le paiement n'a pas abouti");
      // Paid again from the order page, with the card it was ordered with: the provider's page again.
      await page.getByRole('link', { name: 'Régler ma commande' }).click();
      await page.waitForURL(url('/account/orders/2026-000043'));
      expect(await page.getByTestId('pay-order-lead').textContent()).toContain("Le paiement de cette commande n'a pas abouti");
      await page.getByTestId('payment-test-card').waitFor();
      await page.getByTestId('pay-order-submit').click();
      await page.waitForURL(url('/checkout/payment/test-card?number=2026-000043'));
      expect(sent('PayOrder')[0].variables).toEqual({ number: '2026-000043', paymentMethod: 'test-card' });
      await page.getByTestId('test-card-pay').click();
      await page.waitForURL(url('/checkout/success?number=2026-000043'));
      await page.goto(url('/checkout/payment/payzen/failed'));
      await heading("Le paiement n'a pas abouti");
    });

    it('finalises a quote request', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, { signedIn: true });
      state.customerCart.lines.push({ id: 'l9', productId: 'p4', quantity: 10 });
      await page.goto(url('/checkout/quote'));
      await page.getByTestId('quote-comment').fill('Dix coffrets pour un séminaire');
      await page.getByTestId('quote-submit').click();
      expect(await page.getByTestId('quote-requested').textContent()).toContain('Votre demande de devis n° D-2026-000042 a bien été envoyée');
      expect(sent('RequestQuote')[0].variables).toEqual({ comment: 'Dix coffrets pour un séminaire' });
    });
  });

  describe('account', () => {
    it('lists the orders and shows one with its delivery and the bank details while unpaid', async () => {
      const { page } = suite;
      playShop(suite.gateway, {
        signedIn: true,
        orders: [
          order('2026-000041', 'PENDING_PAYMENT'),
          order('2026-000040', 'COMPLETED', {
            carrier: 'Colissimo',
            trackingNumber: '6A12345678901',
            shippedAt: '2026-11-02T09:00:00Z',
            deliveredAt: '2026-11-04T15:00:00Z',
            // A promotion by name, and the VAT after it by rate (books at 5.5 %, delivery at 20 %), highest rate first.
            discountCents: 498,
            discounts: [{ __typename: 'CartDiscount', promotionId: 'promo-1', name: 'Soldes d’hiver', amountCents: 498 }],
            totalCents: 5072,
            vatCents: 332,
            vatLines: [
              { __typename: 'VatLine', ratePercent: 20, vatCents: 98 },
              { __typename: 'VatLine', ratePercent: 5.5, vatCents: 234 },
            ],
          }),
        ],
      });
      await page.goto(url('/account/orders'));
      await heading('Mes commandes');
      await page.getByTestId('order-row').nth(1).waitFor();
      expect(await page.getByTestId('order-row').allTextContents()).toEqual([
        expect.stringContaining('En attente de paiement'),
        expect.stringContaining('Terminée'),
      ]);
      expect(await page.getByTestId('order-row').first().textContent()).toContain('55,70\u00a0€');
      await page.getByRole('link', { name: '2026-000040' }).click();
      await heading('Commande n° 2026-000040');
      expect(await page.getByTestId('order-tracking').textContent()).toBe('6A12345678901');
      expect(await page.getByTestId('order-shipping').textContent()).toContain('Livrée le04/11/2026');
      expect(await page.getByTestId('total-discount-line').textContent()).toBe('Soldes d’hiver−4,98\u00a0€');
      expect(await page.getByTestId('total-vat-rate').allTextContents()).toEqual(['dont TVA 5,5 %2,34\u00a0€', 'dont TVA 20 %0,98\u00a0€']);
      expect(await page.getByTestId('order-instructions').count()).toBe(0);
      await page.goto(url('/account/orders/2026-000041'));
      await page.getByTestId('order-instructions').waitFor();
      expect(await page.getByTestId('order-instructions').textContent()).toContain('IBAN FR76');
    });

    it('turns a quote into an order', async () => {
      const { page } = suite;
      playShop(suite.gateway, {
        signedIn: true,
        orders: [
          order('D-2026-000007', 'QUOTE', {
            quoteAnsweredAt: '2026-11-02T10:00:00Z',
            quoteValidUntil: '2030-01-31T22:00:00Z',
            comments: [
              { __typename: 'OrderComment', id: 'm1', body: 'Dix coffrets ?', fromStaff: false, createdAt: '2026-11-01T10:00:00Z' },
              { __typename: 'OrderComment', id: 'm2', body: 'Remise de 5 % accordée.', fromStaff: true, createdAt: '2026-11-02T10:00:00Z' },
            ],
          }),
        ],
      });
      await page.goto(url('/account/quotes'));
      await heading('Mes devis');
      await page.getByRole('link', { name: 'D-2026-000007' }).click();
      await heading('Devis n° D-2026-000007');
      expect(await page.getByTestId('quote-comments').textContent()).toContain('Remise de 5 % accordée.');
      expect(await page.getByTestId('quote-valid-until').textContent()).toBe("Offre valable jusqu'au 31/01/2030");
      await page.getByTestId('convert-submit').click();
      expect(await page.getByTestId('convert-error').textContent()).toBe('Veuillez choisir un moyen de paiement.');
      await page.getByTestId('payment-bank-transfer').click();
      await page.getByTestId('convert-submit').click();
      await page.getByTestId('toast').filter({ hasText: 'Le devis a été transformé en commande' }).waitFor();
      await page.waitForURL(url('/checkout/payment/banktransfer?number=2026-000042'));
      expect(sent('ConvertQuoteToOrder')[0].variables).toEqual({ id: 'o-D-2026-000007', paymentMethod: 'bank-transfer' });
    });

    it('adds to the wishlist after signing in, then removes and adds to the cart from it', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway);
      await page.goto(url('/guide-et-goodies/mug-toque'));
      await heading('Mug Toque');
      await page.getByTestId('add-to-wishlist').click();
      await page.waitForURL(/\/login\?redirect=/);
      await signIn();
      await page.waitForURL(url('/guide-et-goodies/mug-toque'));
      await page.getByTestId('toast').filter({ hasText: "Le produit a été ajouté à votre liste d'envies" }).waitFor();
      expect(state.wishlist).toEqual(['p6']);

      state.wishlist.push('p1');
      await page.goto(url('/account/wishlist'));
      await heading("Ma liste d'envies");
      await page.getByTestId('product-card').nth(1).waitFor();
      await page.getByTestId('product-card').filter({ hasText: 'Mug Toque' }).getByTestId('wishlist-add-to-cart').click();
      await until(
        async () =>
          (await page
            .getByTestId('cart-badge')
            .textContent()
            .catch(() => null)) === '1',
        'badge 1',
      );
      await page.getByTestId('product-card').filter({ hasText: 'Mug Toque' }).getByTestId('wishlist-remove').click();
      await until(async () => (await page.getByTestId('product-card').count()) === 1, 'one left');
      expect(state.wishlist).toEqual(['p1']);
    });
  });

  describe('after the order (issue 23)', () => {
    const shipped = order('2026-000040', 'COMPLETED', {
      lines: [
        { __typename: 'OrderLine', productId: 'p1', sku: 'SKU-p1', name: 'Guide Gourmand 2026', quantity: 2, unitPriceCents: 2490, totalCents: 4980 },
        { __typename: 'OrderLine', productId: 'p3', sku: 'SKU-p3', name: 'Coffret petit-déjeuner', quantity: 1, unitPriceCents: 4500, totalCents: 4500 },
        { __typename: 'OrderLine', productId: 'p6', sku: 'SKU-p6', name: 'Mug Toque', quantity: 1, unitPriceCents: 1200, totalCents: 1200 },
      ],
    });
    const TRACKING = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901';
    const parcels = {
      '2026-000040': [
        shipment('EXP-2026-000011', [['p1', 2]], {
          trackingNumber: '6A12345678901',
          trackingUrl: TRACKING,
          packageCount: 2,
          status: 'DELIVERED',
          deliveredAt: '2026-11-23T15:00:00.000Z',
        }),
        shipment('EXP-2026-000012', [['p3', 1]], { carrier: 'Chronopost', trackingNumber: 'XY123456789FR', trackingUrl: null }),
      ],
    };

    it('shows the parcels with their tracking, the invoice and the credit note, and leads to a return', async () => {
      const { page } = suite;
      await page.context().route('https://www.laposte.fr/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Suivi</title>' }));
      playShop(suite.gateway, {
        signedIn: true,
        orders: [shipped],
        shipments: parcels,
        documents: {
          '2026-000040': {
            invoices: [
              {
                __typename: 'Invoice',
                id: 'i1',
                number: 'F-2026-000012',
                issuedAt: '2026-11-21T09:00:00Z',
                totalCents: 11270,
                pdfUrl: '/documents/invoices/i1.pdf',
              },
            ],
            refunds: [
              {
                __typename: 'Refund',
                id: 'rf1',
                number: 'AV-2026-000003',
                createdAt: '2026-11-25T09:00:00Z',
                totalCents: 4500,
                status: 'COMPLETED',
                pdfUrl: '/documents/credit-notes/rf1.pdf',
              },
            ],
          },
        },
      });
      await page.goto(url('/account/orders/2026-000040'));
      await heading('Commande n° 2026-000040');
      await page.getByTestId('order-shipment').nth(1).waitFor();
      expect(await page.getByTestId('order-shipment').locator('h3').allTextContents()).toEqual([
        'Expédition n° EXP-2026-000011',
        'Expédition n° EXP-2026-000012',
      ]);
      expect(await page.getByTestId('shipment-carrier').allTextContents()).toEqual(['Colissimo', 'Chronopost']);
      expect(await page.getByTestId('shipment-tracking-number').allTextContents()).toEqual(['6A12345678901', 'XY123456789FR']);
      expect(await page.getByTestId('shipment-packages').first().textContent()).toBe('2');
      expect(await page.getByTestId('shipment-delivered-at').textContent()).toBe('23/11/2026');
      // Only the parcel with an address of its carrier links to it, in a new tab.
      const tracking = page.getByTestId('shipment-tracking-link');
      expect(await tracking.count()).toBe(1);
      expect(await tracking.getAttribute('href')).toBe(TRACKING);
      expect(await tracking.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await tracking.textContent()).toBe("Suivre le colis (s'ouvre dans un nouvel onglet)");
      const [tab] = await Promise.all([page.context().waitForEvent('page'), tracking.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(TRACKING);
      expect(page.url()).toBe(url('/account/orders/2026-000040'));
      await tab.close();

      expect(await page.getByTestId('order-invoice').locator('th').textContent()).toBe('Facture n° F-2026-000012');
      expect(await page.getByTestId('order-invoice').getByTestId('document-download').getAttribute('href')).toBe('/documents/invoices/i1.pdf');
      expect(await page.getByTestId('order-credit-note').locator('th').textContent()).toBe('Avoir n° AV-2026-000003');
      expect(await page.getByTestId('order-credit-note').textContent()).toContain('45,00\u00a0€');
      expect(await page.getByTestId('order-credit-note').getByTestId('document-download').getAttribute('href')).toBe('/documents/credit-notes/rf1.pdf');
      expect(await page.getByTestId('pay-order').count()).toBe(0);

      const ask = page.getByTestId('order-request-return');
      expect(await ask.textContent()).toBe('Demander un retour');
      await ask.click();
      await page.waitForURL(url('/account/rma/create?order=2026-000040'));
      await heading('Demander un retour');
      expect(await page.getByTestId('return-order').inputValue()).toBe('2026-000040');
    });

    it('pays again for an order waiting for its payment, with another method', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, {
        signedIn: true,
        orders: [order('2026-000043', 'PENDING_PAYMENT', { paymentMethod: 'test-card', paymentInstructions: null })],
      });
      state.unavailablePayments.add('test-card');
      await page.goto(url('/account/orders/2026-000043'));
      await heading('Commande n° 2026-000043');
      const box = page.getByTestId('pay-order');
      expect(await box.getByRole('heading', { level: 2 }).textContent()).toBe('Paiement en attente');
      expect(await page.getByTestId('pay-order-lead').textContent()).toContain("Nous n'avons pas encore reçu le paiement de cette commande.");
      // The order's own method is preselected.
      await page.getByTestId('payment-test-card').waitFor();
      expect(await page.getByTestId('payment-test-card').locator('input').isChecked()).toBe(true);
      await page.getByTestId('pay-order-submit').click();
      expect(await page.getByTestId('pay-order-error').textContent()).toBe("Ce moyen de paiement n'est pas disponible : choisissez-en un autre.");
      expect(sent('PayOrder')[0].variables).toEqual({ number: '2026-000043', paymentMethod: 'test-card' });

      await page.getByTestId('payment-bank-transfer').click();
      await page.getByRole('button', { name: 'Payer ma commande' }).click();
      await page.getByTestId('pay-order-instructions').waitFor();
      expect(await page.getByTestId('pay-order-instructions').textContent()).toContain('IBAN FR76 3000 6000 0112 3456 7890 189');
      expect(sent('PayOrder')[1].variables).toEqual({ number: '2026-000043', paymentMethod: 'bank-transfer' });
      expect(page.url()).toBe(url('/account/orders/2026-000043'));
      expect(await page.getByTestId('pay-order-error').count()).toBe(0);
    });

    it('asks for a return of what was shipped, shows a refusal at the lines, then opens the request', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, {
        signedIn: true,
        orders: [shipped],
        shipments: parcels,
        returns: [returnRequest('R-2026-000101', shipped, [['p1', 1]], { status: 'PROCESSING' })],
      });
      await page.goto(url('/account/rma/create?order=2026-000040'));
      await heading('Demander un retour');
      await page.getByTestId('return-lines').waitFor();
      // The mug was never shipped; one guide of two is already being returned.
      expect(await page.getByTestId('return-lines').locator('strong').allTextContents()).toEqual(['Guide Gourmand 2026', 'Coffret petit-déjeuner']);
      expect(await page.getByTestId('return-line-0-max').textContent()).toBe('1 article peut être retourné');
      expect(await page.getByTestId('return-line-0-quantity').getAttribute('max')).toBe('1');
      await page.getByTestId('return-line-0-quantity').fill('1');
      await page.getByTestId('return-resolution-REFUND').check();
      await page.getByTestId('return-reason').fill('La couverture du guide est déchirée.');
      // Meanwhile, another request (another tab) took the last guide.
      state.returns.unshift(returnRequest('R-2026-000102', shipped, [['p1', 1]]));
      await page.getByTestId('return-submit').click();
      expect(await page.getByTestId('return-lines-error').textContent()).toBe(
        "Vous demandez à retourner plus d'articles que ceux expédiés et pas encore retournés : réduisez les quantités.",
      );
      expect(page.url()).toBe(url('/account/rma/create?order=2026-000040'));

      await page.getByTestId('return-line-0-quantity').fill('0');
      await page.getByTestId('return-line-1-quantity').fill('1');
      await page.getByTestId('return-line-1-reason').fill('Boîte écrasée');
      await page.getByTestId('return-submit').click();
      await page.waitForURL(url('/account/rma/edit/R-2026-000001'));
      await heading('Demande de retour n° R-2026-000001');
      expect(await page.getByTestId('return-sent').textContent()).toContain('Votre demande de retour a bien été envoyée.');
      expect(sent('CreateReturnRequest').pop()!.variables.input).toEqual({
        orderNumber: '2026-000040',
        resolution: 'REFUND',
        reason: 'La couverture du guide est déchirée.',
        lines: [{ productId: 'p3', quantity: 1, reason: 'Boîte écrasée' }],
      });
    });

    it('edits a new request, then, once staff took it, writes to them and closes it', async () => {
      const { page } = suite;
      const state = playShop(suite.gateway, {
        signedIn: true,
        orders: [shipped],
        shipments: parcels,
        returns: [returnRequest('R-2026-000007', shipped, [['p1', 1]])],
      });
      await page.goto(url('/account/rma/edit/R-2026-000007'));
      await heading('Demande de retour n° R-2026-000007');
      await page.getByTestId('return-lines').waitFor();
      expect(await page.getByTestId('return-line-0-quantity').inputValue()).toBe('1');
      expect(await page.getByTestId('return-line-0-max').textContent()).toBe("Jusqu'à 2 articles peuvent être retournés");
      await page.getByTestId('return-line-0-quantity').fill('2');
      await page.getByTestId('return-resolution-REPLACEMENT').check();
      await page.getByTestId('return-submit').click();
      await page.getByTestId('toast').filter({ hasText: 'Votre demande de retour a été mise à jour.' }).waitFor();
      expect(sent('UpdateMyReturnRequest')[0].variables).toEqual({
        number: 'R-2026-000007',
        input: { orderNumber: '2026-000040', resolution: 'REPLACEMENT', reason: 'Arrivé abîmé', lines: [{ productId: 'p1', quantity: 2, reason: null }] },
      });
      expect(await page.getByTestId('return-resolution-value').textContent()).toBe('Échange');

      // Staff took it meanwhile: the next edit is refused and the page shows the request read-only.
      state.returns[0].status = 'PROCESSING';
      await page.getByTestId('return-submit').click();
      await page.getByTestId('return-not-editable').waitFor();
      expect(await page.getByTestId('return-form').count()).toBe(0);
      expect(await page.getByTestId('return-lines-table').locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/Guide Gourmand 2026.*\t2\t—/)]);

      await page.getByTestId('return-message-body').fill('Je peux déposer le colis en point relais ?');
      await page.getByTestId('return-message-submit').click();
      await page.getByTestId('return-message').waitFor();
      expect(await page.getByTestId('return-message').textContent()).toContain('Je peux déposer le colis en point relais ?');
      expect(await page.getByTestId('return-message-body').inputValue()).toBe('');

      await page.getByTestId('return-close').click();
      expect(await page.getByTestId('confirm-dialog').textContent()).toContain('La demande n° R-2026-000007 sera close');
      await page.getByTestId('confirm-ok').click();
      await page.waitForURL(url('/account/rma'));
      expect(await page.getByTestId('return-closed').textContent()).toContain('La demande de retour n° R-2026-000007 a été close.');
      expect(sent('CloseMyReturnRequest')[0].variables).toEqual({ number: 'R-2026-000007' });
      expect(state.returns[0].status).toBe('CUSTOMER_CLOSED');
    });

    it('does not let a quote be ordered before our answer, nor once its offer expired (in English)', async () => {
      const { page } = suite;
      playShop(suite.gateway, {
        signedIn: true,
        orders: [
          order('D-2026-000009', 'QUOTE'),
          order('D-2026-000008', 'QUOTE', { quoteAnsweredAt: '2026-10-02T10:00:00Z', quoteValidUntil: '2026-10-31T22:59:00Z' }),
        ],
      });
      await page.goto(url('/en/account/quotes/D-2026-000009'));
      await heading('Quote no. D-2026-000009');
      expect(await page.getByTestId('quote-state').textContent()).toContain('Quote awaiting an answer from our team');
      expect(await page.getByTestId('convert-submit').isDisabled()).toBe(true);
      expect(await page.getByTestId('payment-methods').count()).toBe(0);

      await page.getByRole('link', { name: 'Back to my quotes' }).click();
      await page.getByRole('link', { name: 'D-2026-000008' }).click();
      await heading('Quote no. D-2026-000008');
      expect(await page.getByTestId('quote-state').textContent()).toContain('This offer has expired');
      expect(await page.getByTestId('quote-state').textContent()).toContain('Its prices were guaranteed until 31/10/2026.');
      expect(await page.getByTestId('convert-submit').isDisabled()).toBe(true);
      expect(sent('ConvertQuoteToOrder')).toHaveLength(0);
    });
  });

  describe('in English', () => {
    it('shows English names, prices and the basket under /en', async () => {
      const { page } = suite;
      playShop(suite.gateway);
      await page.goto(url('/en/nos-produits?tri=name'));
      await heading('Our products');
      await page.getByTestId('product-card').first().waitFor();
      expect(await cardNames()).toContain('Breakfast box');
      // No English name: the French one.
      expect(await cardNames()).toContain('Guide des vins de Bourgogne');
      await page.goto(url('/en/guide-et-goodies/coffret-petit-dejeuner'));
      await heading('Breakfast box');
      expect(await page.getByTestId('product-price').textContent()).toBe('€45.00');
      expect(await page.getByTestId('product-tax').textContent()).toBe('20% VAT included');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('add-to-cart-done').waitFor();
      await page.goto(url('/en/panier'));
      await heading('My basket');
      await page.getByTestId('coupon-input').fill('NOPE');
      await page.getByTestId('coupon-apply').click();
      expect(await page.getByTestId('coupon-error').textContent()).toBe('This coupon does not exist');
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(url('/en/login?redirect=%2Fen%2Fcheckout%2Faddresses'));
    });
  });
});
