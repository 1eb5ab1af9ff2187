import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, until, useBrowserSuite, type GraphQLRequest } from './browser';
import { axeViolations, describeViolations } from './axe';
import { playContest, WINNER_ESTABLISHMENT_PATH } from './contest-fixtures';

/**
 * The breakfast contest's public pages (frontends/storefront/src/contest), built and served by the real web
 * server (server rendering, page status); GraphQL answered by a STUB gateway playing services/contest
 * (contest-fixtures.ts). The contest service itself is covered by its own suites.
 */
describe('storefront contest (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1280, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();
  const sent = (operation: string): GraphQLRequest[] =>
    suite.gateway.requests.filter((r) => r.operationName === operation && r.headers['x-guide-render'] === undefined);
  const text = async (testId: string) => (await suite.page.getByTestId(testId).textContent())?.trim();
  const status = async (path: string) => {
    const response = await suite.page.request.get(url(path), { maxRedirects: 0 });
    return { status: response.status(), location: response.headers().location ?? null, html: await response.text() };
  };

  describe('registration', () => {
    it('explains each wrong field in French, maps the server refusal onto the email, then confirms', async () => {
      const { page } = suite;
      playContest(suite.gateway, { registered: ['deja@exemple.fr'] });
      await page.goto(url('/concours-petit-dejeuner/inscription'));
      await heading('Inscription au concours');
      expect(await page.title()).toBe('Inscription au concours · Guide Gourmand');
      await page.getByTestId('contest-registration-form').waitFor();

      await page.getByTestId('registration-submit').click();
      await page.getByTestId('registration-phone-error').waitFor();
      expect(await text('registration-category-error')).toBe('Choisissez une catégorie.');
      expect(await text('registration-name-error')).toBe('Ce champ est obligatoire.');
      expect(await text('registration-establishment-error')).toBe('Ce champ est obligatoire.');
      expect(await text('registration-email-error')).toBe('Ce champ est obligatoire.');
      expect(await text('registration-phone-error')).toBe('Ce champ est obligatoire.');
      // The error is the field's description for assistive technologies.
      const phone = page.getByLabel('Téléphone');
      expect(await phone.getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Établissement hôtelier').check();
      await page.getByLabel('Nom et prénom').fill('Claire Dubois');
      await page.getByLabel("Nom de l'établissement").fill('La Table Ouverte');
      await page.getByRole('main').getByLabel('Adresse e-mail').fill('pas-un-email');
      await phone.fill('12 34');
      await page.getByTestId('registration-submit').click();
      await until(
        async () => (await text('registration-email-error').catch(() => undefined)) === 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
        'the email message',
      );
      expect(await text('registration-phone-error')).toBe('Saisissez un numéro de téléphone au format 00.00.00.00.00.');
      expect(await page.getByTestId('registration-category-error').count()).toBe(0);
      expect(await page.getByTestId('registration-name-error').count()).toBe(0);
      expect(sent('RegisterForContest')).toHaveLength(0);

      await page.getByRole('main').getByLabel('Adresse e-mail').fill('deja@exemple.fr');
      await phone.fill('0612345678');
      await page.getByTestId('registration-submit').click();
      await until(
        async () => (await text('registration-email-error').catch(() => undefined))?.startsWith('Cette adresse e-mail est déjà inscrite à cette édition.'),
        'ALREADY_REGISTERED on the email',
      );
      expect(await page.getByTestId('contest-form-error').count()).toBe(0);
      expect(sent('RegisterForContest')[0].variables.input).toEqual({
        category: 'HOTEL_ESTABLISHMENT',
        name: 'Claire Dubois',
        establishmentName: 'La Table Ouverte',
        email: 'deja@exemple.fr',
        phone: '06.12.34.56.78',
      });

      await page.getByRole('main').getByLabel('Adresse e-mail').fill('Claire@Exemple.fr ');
      await page.getByTestId('registration-submit').click();
      await page.getByTestId('contest-registration-done').waitFor();
      expect(await text('contest-registration-done')).toContain('Votre inscription a bien été envoyée.');
      expect(await text('contest-registration-done')).toContain('Un e-mail de confirmation est en route vers claire@exemple.fr.');
      expect(await page.getByTestId('contest-registration-form').count()).toBe(0);
    });

    it('replaces the form by the next opening date when no edition is open, in French and English', async () => {
      const { page } = suite;
      playContest(suite.gateway, { open: false });
      await page.goto(url('/concours-petit-dejeuner/inscription'));
      await heading('Inscription au concours');
      await page.getByTestId('contest-registration-closed').waitFor();
      expect(await text('contest-registration-closed')).toMatch(
        /Les inscriptions sont actuellement fermées\.\s*Les inscriptions à l'édition 2027 ouvriront le 1er mars 2027 à 09:00\./,
      );
      expect(await page.getByTestId('contest-registration-form').count()).toBe(0);

      await page.goto(url('/concours-petit-dejeuner'));
      await heading('Concours du petit-déjeuner');
      expect(await text('contest-next-opening')).toContain('ouvriront le 1er mars 2027 à 09:00');

      await page.goto(url('/en/breakfast-contest/registration'));
      await heading('Contest registration');
      expect(await text('contest-registration-closed')).toMatch(/Registration for the 2027 edition opens on 1 March 2027 at 09:00\./);
    });

    it('says what to do when the period closed while the form was open', async () => {
      const { page, gateway } = suite;
      playContest(gateway);
      await page.goto(url('/concours-petit-dejeuner/inscription'));
      await page.getByTestId('contest-registration-form').waitFor();
      gateway.reset();
      playContest(gateway, { open: false });
      await page.getByLabel('Professionnel').check();
      await page.getByLabel('Nom et prénom').fill('Paul Martin');
      await page.getByLabel("Nom de l'établissement").fill('Boulangerie Martin');
      await page.getByRole('main').getByLabel('Adresse e-mail').fill('paul@exemple.fr');
      await page.getByLabel('Téléphone').fill('03 80 22 35 48');
      await page.getByTestId('registration-submit').click();
      await page.getByTestId('contest-form-error').waitFor();
      expect(await text('contest-form-error')).toBe("Les inscriptions à cette édition sont closes : votre inscription n'a pas pu être enregistrée.");
      await page.getByTestId('contest-registration-closed').waitFor();
    });
  });

  describe('winners', () => {
    it('shows the latest winners in French by category and rank, links the guide establishment, switches year and answers 404 for an unknown year', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      // Server-rendered, with the hreflang pair between the French and English slugs.
      const rendered = await status('/concours-petit-dejeuner/laureats/2025');
      expect(rendered.status).toBe(200);
      expect(rendered.html).toContain('1er prix');
      expect(rendered.html).toContain(`hreflang="en" href="${url('/en/breakfast-contest/winners/2025')}"`);
      expect(rendered.html).toContain(`rel="canonical" href="${url('/concours-petit-dejeuner/laureats/2025')}"`);

      await page.goto(url('/concours-petit-dejeuner/laureats'));
      await heading('Les lauréats 2025');
      expect(await page.title()).toBe('Les lauréats 2025 · Guide Gourmand');
      const categories = page.getByTestId('contest-winners').getByRole('heading', { level: 2 });
      expect(await categories.allTextContents()).toEqual([
        'Catégorie professionnels',
        'Catégorie établissements hôteliers',
        'Catégorie grand public',
        'Prix des écoles hôtelières',
      ]);
      const professionals = page.getByTestId('winners-PROFESSIONAL').getByTestId('contest-winner');
      expect((await professionals.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
        '1er prix Pâtisserie Dubois — Claire Dubois',
        '2e prix Boulangerie Martin — Paul Martin',
      ]);
      const link = page.getByTestId('winners-HOTEL_ESTABLISHMENT').getByRole('link', { name: 'La Table Ouverte' });
      expect(await link.getAttribute('href')).toBe(WINNER_ESTABLISHMENT_PATH);
      expect(await page.getByTestId('winner-establishment-link').count()).toBe(1);

      await page.getByRole('navigation', { name: 'Lauréats par année' }).getByRole('link', { name: '2024' }).click();
      await page.waitForURL(url('/concours-petit-dejeuner/laureats/2024'));
      await heading('Les lauréats 2024');
      await until(
        async () => (await page.getByTestId('contest-winner').allInnerTexts()).join() === '1er prix Café Roux — Anne Roux' || undefined,
        'the 2024 winners',
      );
      expect(await page.getByTestId('winners-year-2024').getAttribute('aria-current')).toBe('page');

      for (const year of ['1999', '2026', 'nope']) {
        expect((await status(`/concours-petit-dejeuner/laureats/${year}`)).status).toBe(404);
      }
      const response = await page.goto(url('/concours-petit-dejeuner/laureats/1999'));
      expect(response?.status()).toBe(404);
      await page.getByTestId('error-home-link').waitFor();
      expect(await page.getByTestId('contest-winners-page').count()).toBe(0);
      // The browser reports the document's 404 status itself: that one is expected, nothing else.
      expect(suite.problems).toEqual(['console.error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
      suite.problems.length = 0;
    });

    it('shows the winners in English and the language switch goes to the French slugs', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      await page.goto(url('/en/breakfast-contest/winners/2025'));
      await heading('The 2025 winners');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await page.getByTestId('contest-winners').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Professionals',
        'Hotel establishments',
        'General public',
        'Hotel-school prize',
      ]);
      expect(await page.getByTestId('winners-PROFESSIONAL').getByTestId('winner-rank').allTextContents()).toEqual(['1st prize', '2nd prize']);
      expect(await page.getByTestId('winner-establishment-link').getAttribute('href')).toBe(`/en${WINNER_ESTABLISHMENT_PATH}`);
      expect(await page.getByTestId('lang-fr').getAttribute('href')).toBe('/concours-petit-dejeuner/laureats/2025');
      await page.getByTestId('lang-fr').click();
      await page.waitForURL(url('/concours-petit-dejeuner/laureats/2025'));
      await heading('Les lauréats 2025');
      expect(await page.getByTestId('lang-en').getAttribute('href')).toBe('/en/breakfast-contest/winners/2025');
    });
  });

  describe('pages and links', () => {
    it('redirects the English slugs without /en and the French slugs under /en to the English pages', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      expect(await status('/breakfast-contest')).toMatchObject({ status: 301, location: '/en/breakfast-contest' });
      expect(await status('/breakfast-contest/winners/2025?utm_source=x')).toMatchObject({
        status: 301,
        location: '/en/breakfast-contest/winners/2025?utm_source=x',
      });
      expect(await status('/en/concours-petit-dejeuner/inscription')).toMatchObject({ status: 301, location: '/en/breakfast-contest/registration' });
      expect(await status('/en/concours-petit-dejeuner/devenir-partenaire')).toMatchObject({ status: 301, location: '/en/breakfast-contest/become-a-partner' });

      await page.goto(url('/breakfast-contest/partners'));
      await page.waitForURL(url('/en/breakfast-contest/partners'));
      await heading('Our partners');

      // In the app (no server round trip): a French slug under /en is replaced by the English page.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/en/concours-petit-dejeuner/le-concours');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL(url('/en/breakfast-contest/the-contest'));
      await heading('The contest');
    });

    it('shows the open edition on the home page with its Event, the latest winners, the partners and the sub-navigation', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      const rendered = await status('/concours-petit-dejeuner');
      const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(rendered.html);
      expect(JSON.parse(jsonLd![1])).toMatchObject({
        '@type': 'Event',
        name: 'Concours du petit-déjeuner 2026 : Le petit-déjeuner du terroir',
        startDate: '2026-03-01T08:00:00.000Z',
        endDate: '2026-04-30T21:59:00.000Z',
      });
      expect(rendered.html).toContain(`hreflang="en" href="${url('/en/breakfast-contest')}"`);

      await page.goto(url('/concours-petit-dejeuner'));
      await heading('Concours du petit-déjeuner');
      expect(await text('contest-theme')).toBe("Thème de l'édition : Le petit-déjeuner du terroir");
      expect((await page.getByTestId('contest-dates').innerText()).replace(/\s+/g, ' ')).toBe(
        'Ouverture des inscriptions 1er mars 2026 à 09:00 Clôture des inscriptions 30 avril 2026 à 23:59',
      );
      await page.getByTestId('contest-latest-winners').waitFor();
      expect(await page.getByTestId('contest-latest-winners').getByTestId('contest-winner').count()).toBe(4);
      const partners = page.getByTestId('contest-partner');
      await partners.first().waitFor();
      expect(await page.locator('.contest-partners__name').allTextContents()).toEqual(['Laiterie Dubois', 'Moulin de la Vallée']);
      expect(await partners.first().getByRole('link').getAttribute('rel')).toContain('noopener');
      expect(await partners.first().getByRole('link').getAttribute('href')).toBe('https://laiterie.example.fr');

      const subNav = page.getByRole('navigation', { name: 'Pages du concours' });
      await subNav.getByRole('link', { name: 'Le concours' }).click();
      await page.waitForURL(url('/concours-petit-dejeuner/le-concours'));
      await heading('Le concours');
      await page.getByTestId('contest-rules-text').waitFor();
      expect(await page.getByTestId('contest-rules-text').locator('p').count()).toBe(2);
      await subNav.getByRole('link', { name: 'Éditions précédentes' }).click();
      await heading('Éditions précédentes');
      expect(await page.getByTestId('contest-edition-item').locator('h2').allTextContents()).toEqual(['Édition 2025', 'Édition 2024']);
      await page.getByRole('link', { name: 'Les lauréats 2024' }).click();
      await page.waitForURL(url('/concours-petit-dejeuner/laureats/2024'));
      await heading('Les lauréats 2024');

      // The header's entry in English.
      await page.goto(url('/en'));
      const contest = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contest' });
      expect(await contest.getAttribute('href')).toBe('/en/breakfast-contest');
    });

    it('has no serious accessibility violation on its pages, in French and English, the form errors shown', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      const pages = [
        '/concours-petit-dejeuner',
        '/concours-petit-dejeuner/le-concours',
        '/concours-petit-dejeuner/editions-precedentes',
        '/concours-petit-dejeuner/laureats',
        '/concours-petit-dejeuner/partenaires',
        '/en/breakfast-contest/become-a-partner',
        '/en/breakfast-contest/winners/2024',
      ];
      for (const path of pages) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('.search-status').waitFor({ state: 'detached' });
        expect({ path, violations: describeViolations(await axeViolations(page)) }).toEqual({ path, violations: describeViolations([]) });
      }
      await page.goto(url('/concours-petit-dejeuner/inscription'));
      await page.getByTestId('registration-submit').click();
      await page.getByTestId('registration-phone-error').waitFor();
      expect(describeViolations(await axeViolations(page))).toEqual(describeViolations([]));
    });

    it('sends a partner application after explaining the wrong fields', async () => {
      const { page } = suite;
      playContest(suite.gateway);
      await page.goto(url('/concours-petit-dejeuner/devenir-partenaire'));
      await heading('Devenir partenaire');
      await page.getByTestId('partner-submit').click();
      await page.getByTestId('partner-company-error').waitFor();
      expect(await text('partner-name-error')).toBe('Ce champ est obligatoire.');
      await page.getByLabel('Nom et prénom').fill('Jeanne Moulin');
      await page.getByRole('main').getByLabel('Adresse e-mail').fill('jeanne@moulin');
      await page.getByLabel('Entreprise').fill('Moulin de la Vallée');
      await page.getByTestId('partner-submit').click();
      await until(
        async () => (await text('partner-email-error').catch(() => undefined)) === 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
        'the email message',
      );
      await page.getByRole('main').getByLabel('Adresse e-mail').fill('jeanne@moulin.fr');
      await page.getByTestId('partner-submit').click();
      await page.getByTestId('contest-partner-done').waitFor();
      expect(sent('ApplyAsContestPartner')[0].variables.input).toEqual({ name: 'Jeanne Moulin', email: 'jeanne@moulin.fr', company: 'Moulin de la Vallée' });
    });
  });

  it('has the same contest strings in French and English, none empty', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : value === ''
          ? [`${prefix} (empty)`]
          : [prefix];
    const load = (lang: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'frontends/storefront/src/contest/locales', `${lang}.json`), 'utf8'));
    expect(keys(load('en')).sort()).toEqual(keys(load('fr')).sort());
    expect(keys(load('fr')).filter((k) => k.endsWith('(empty)'))).toEqual([]);
  });
});
