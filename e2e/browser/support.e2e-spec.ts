import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { order, playShop } from './shop-fixtures';
import { journalEntry, playSupport, supportTicket } from './support-fixtures';

/**
 * "Contacter le support" in the customer's account (frontends/storefront/src/account/support), built and
 * served by the real web server; GraphQL answered by a STUB gateway playing identity, commerce (shop-fixtures.ts)
 * and the customer side of support-tickets (support-fixtures.ts). The service is covered by its own suites.
 */
describe('storefront support requests (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1280, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();
  const sent = (operation: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operation);
  const text = async (testId: string) => (await suite.page.getByTestId(testId).first().textContent())?.trim();
  const thread = async () => (await suite.page.getByTestId('support-thread').locator('li').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  const signedIn = () => playShop(suite.gateway, { signedIn: true, orders: [order('2026-000041', 'PROCESSING'), order('2026-000040', 'COMPLETED')] });

  it('opens a request in French: required fields first, then the ticket page with its confirmation', async () => {
    const { page } = suite;
    const state = playSupport(suite.gateway, signedIn());
    await page.goto(url('/account'));
    await page.getByTestId('account-menu-support').click();
    await page.waitForURL(url('/account/support'));
    await heading("Mes demandes d'assistance");
    expect(await page.title()).toBe("Mes demandes d'assistance · Guide Gourmand");
    await page.getByTestId('support-empty').waitFor();
    await page.getByTestId('support-new').click();
    await page.waitForURL(url('/account/support/new'));
    await heading('Contacter le support');
    // The customer's orders fill the select, after "no particular order".
    await until(async () => (await page.getByTestId('support-order').locator('option').count()) === 3, 'the orders in the select');
    expect(await page.getByTestId('support-order').locator('option').allTextContents()).toEqual([
      'Aucune commande en particulier',
      'Commande n° 2026-000041 du 20/11/2026',
      'Commande n° 2026-000040 du 20/11/2026',
    ]);

    await page.getByTestId('support-submit').click();
    await page.getByTestId('support-subject-error').waitFor();
    expect(await text('support-subject-error')).toBe('Ce champ est obligatoire.');
    expect(await text('support-description-error')).toBe('Ce champ est obligatoire.');
    expect(await page.getByLabel('Objet').getAttribute('aria-invalid')).toBe('true');
    expect(sent('OpenSupportTicket')).toHaveLength(0);

    await page.getByLabel('Objet').fill('  Colis abîmé  ');
    await page.getByLabel('Commande concernée').selectOption('2026-000041');
    await page.getByLabel('Votre message').fill('Le coffret est arrivé avec un coin écrasé.');
    await page.getByTestId('support-submit').click();
    await page.waitForURL(url('/account/support/t-1'));
    expect(sent('OpenSupportTicket')[0].variables).toEqual({
      subject: 'Colis abîmé',
      description: 'Le coffret est arrivé avec un coin écrasé.',
      orderNumber: '2026-000041',
    });
    expect(await text('support-sent')).toBe('Votre demande a bien été envoyée. Notre service client vous répondra ici et par e-mail.');
    await heading('Colis abîmé');
    expect(await text('support-status')).toBe('Reçue');
    expect(await page.getByTestId('support-order-number').getByRole('link', { name: '2026-000041' }).getAttribute('href')).toBe('/account/orders/2026-000041');
    expect(await thread()).toEqual([expect.stringMatching(/^Vous · .* Le coffret est arrivé avec un coin écrasé\.$/)]);

    // Back on the list, the new request is there (the list was dropped from the cache).
    await page.getByRole('link', { name: 'Retour à mes demandes' }).click();
    await page.getByTestId('support-row').first().waitFor();
    expect(await text('support-row')).toContain('Colis abîmé');
    expect(await text('support-row')).toContain('Commande n° 2026-000041');
    expect(state.tickets).toHaveLength(1);
  });

  it('shows the conversation a customer may see and sends a reply', async () => {
    const { page } = suite;
    const state = playSupport(suite.gateway, signedIn(), {
      tickets: [
        supportTicket('t-7', 'Facture introuvable', {
          status: 'RESOLVED',
          orderNumber: '2026-000040',
          journal: [
            journalEntry('j-1', 'STAFF', 'Bonjour, votre facture est dans votre espace.', ['NEW', 'IN_PROGRESS']),
            journalEntry('j-2', 'STAFF', null, ['IN_PROGRESS', 'RESOLVED']),
          ],
        }),
      ],
    });
    await page.goto(url('/account/support'));
    await page.getByRole('link', { name: 'Facture introuvable' }).click();
    await heading('Facture introuvable');
    expect(await text('support-status')).toBe('Résolue');
    expect(await thread()).toEqual([
      expect.stringMatching(/^Vous · .* Description de « Facture introuvable »$/),
      expect.stringMatching(/^Service client · .* Bonjour, votre facture est dans votre espace\.$/),
      expect.stringMatching(/^Statut : Reçue → En cours de traitement · /),
      expect.stringMatching(/^Statut : En cours de traitement → Résolue · /),
    ]);
    // The page asks only for what a customer may read: nothing internal, no staff email or watchers.
    const query = sent('MyTicket')[0].query;
    for (const field of ['internal', 'author\n', 'requesterEmail', 'watchers', 'assignee', 'priority']) expect(query).not.toContain(field);

    await page.getByTestId('support-reply-submit').click();
    expect(await text('support-reply-notes-error')).toBe('Ce champ est obligatoire.');
    expect(sent('AddMyTicketNote')).toHaveLength(0);
    await page.getByLabel('Votre message').fill('Merci, je la trouve bien.');
    await page.getByTestId('support-reply-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Votre réponse a été envoyée.' }).waitFor();
    expect(sent('AddMyTicketNote')[0].variables).toEqual({ id: 't-7', notes: 'Merci, je la trouve bien.' });
    await until(async () => (await thread()).length === 6, 'the reply and the reopening in the thread');
    expect((await thread()).slice(4)).toEqual([
      expect.stringMatching(/^Vous · .* Merci, je la trouve bien\.$/),
      expect.stringMatching(/^Statut : Résolue → En cours de traitement · /),
    ]);
    expect(await text('support-status')).toBe('En cours de traitement');
    expect(await page.getByLabel('Votre message').inputValue()).toBe('');
    expect(state.tickets[0].status).toBe('IN_PROGRESS');
  });

  it('maps the server refusals: an order not theirs, the hourly limit, a request closed meanwhile', async () => {
    const { page } = suite;
    const shop = signedIn();
    const state = playSupport(suite.gateway, shop, { tickets: [supportTicket('t-3', 'Retard de livraison', { status: 'IN_PROGRESS' })], closeOnReply: true });
    // The order page's link prefills the select.
    await page.goto(url('/account/orders/2026-000041'));
    await page.getByTestId('order-support').getByRole('link', { name: 'Contacter le support' }).click();
    await page.waitForURL(url('/account/support/new?order=2026-000041'));
    await until(async () => (await page.getByTestId('support-order').inputValue()) === '2026-000041', 'the order prefilled');
    shop.orders.shift(); // no longer theirs, as far as the server knows
    await page.getByLabel('Objet').fill('Retour');
    await page.getByLabel('Votre message').fill('Je souhaite retourner un article.');
    await page.getByTestId('support-submit').click();
    await page.getByTestId('support-order-error').waitFor();
    expect(await text('support-order-error')).toBe('Cette commande ne figure pas parmi vos commandes : choisissez-en une dans la liste');
    expect(await page.getByTestId('support-form-error').count()).toBe(0);

    state.throttled = true;
    await page.getByLabel('Commande concernée').selectOption('');
    await page.getByTestId('support-submit').click();
    await page.getByTestId('support-form-error').waitFor();
    expect(await text('support-form-error')).toBe('Vous avez envoyé beaucoup de demandes récemment : réessayez dans une heure.');
    expect(sent('OpenSupportTicket').pop()!.variables).toEqual({ subject: 'Retour', description: 'Je souhaite retourner un article.', orderNumber: null });
    await page.waitForURL(url('/account/support/new?order=2026-000041'));

    await page.goto(url('/account/support/t-3'));
    await heading('Retard de livraison');
    await page.getByLabel('Votre message').fill('Des nouvelles ?');
    await page.getByTestId('support-reply-submit').click();
    await page.getByTestId('support-closed').waitFor();
    expect(await text('support-closed')).toContain('Cette demande est close : vous ne pouvez plus y répondre.');
    expect(await page.getByTestId('support-reply').count()).toBe(0);
    expect(await text('support-status')).toBe('Clôturée');
  });

  it("shows the not-found page for another customer's request or an unknown one", async () => {
    const { page } = suite;
    playSupport(suite.gateway, signedIn());
    for (const id of ['other-1', 'nope']) {
      await page.goto(url(`/account/support/${id}`));
      await page.getByTestId('error-home-link').waitFor();
      expect(await page.getByTestId('support-ticket').count()).toBe(0);
    }
    suite.problems.length = 0; // the NOT_FOUND answer is logged by the browser
  });

  it('pages the list with "load more"', async () => {
    const { page } = suite;
    const tickets = Array.from({ length: 12 }, (_, i) =>
      supportTicket(`t-${i + 1}`, `Demande ${i + 1}`, { updatedAt: `2026-11-${String(i + 1).padStart(2, '0')}T08:00:00.000Z` }),
    );
    playSupport(suite.gateway, signedIn(), { tickets });
    await page.goto(url('/account/support'));
    await page.getByTestId('support-row').first().waitFor();
    expect(await page.getByTestId('support-row').count()).toBe(10);
    expect(await text('support-row')).toContain('Demande 12');
    await page.getByTestId('support-load-more').click();
    await until(async () => (await page.getByTestId('support-row').count()) === 12, 'twelve requests');
    expect(sent('MyTickets').pop()!.variables).toEqual({ first: 10, after: '9' });
    expect(await page.getByTestId('support-load-more').count()).toBe(0);
  });

  it('speaks English under /en: form, conversation and reply', async () => {
    const { page } = suite;
    playSupport(suite.gateway, signedIn());
    await page.goto(url('/en/account/support'));
    await heading('My support requests');
    expect(await page.getByTestId('account-menu-support').textContent()).toBe('My support requests');
    await page.getByTestId('support-new').click();
    await page.waitForURL(url('/en/account/support/new'));
    await heading('Contact support');
    await page.getByTestId('support-submit').click();
    expect(await text('support-subject-error')).toBe('This field is required.');
    await until(async () => (await page.getByTestId('support-order').locator('option').count()) === 3, 'the orders in the select');
    expect(await page.getByTestId('support-order').locator('option').first().textContent()).toBe('No particular order');
    await page.getByLabel('Subject').fill('Damaged parcel');
    await page.getByLabel('Your message').fill('The box arrived with a crushed corner.');
    await page.getByTestId('support-submit').click();
    await page.waitForURL(url('/en/account/support/t-1'));
    expect(sent('OpenSupportTicket')[0].variables).toEqual({
      subject: 'Damaged parcel',
      description: 'The box arrived with a crushed corner.',
      orderNumber: null,
    });
    expect(await text('support-sent')).toBe('Your request has been sent. Our customer service will answer here and by email.');
    expect(await text('support-status')).toBe('Received');
    expect(await text('support-order-number')).toBe('None');
    await page.getByLabel('Your message').fill('One more detail: the mug is fine.');
    await page.getByTestId('support-reply-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'Your reply has been sent.' }).waitFor();
    await until(async () => (await thread()).length === 2, 'the reply in the thread');
    expect((await thread())[1]).toMatch(/^You · .* One more detail: the mug is fine\.$/);
  });
});
