import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { EMPTY_CONNECTION, until, useBrowserSuite } from './browser';
import {
  AdminEstablishmentsDocument,
  AdminLoginDocument,
  AdminLogoutDocument,
  AdminMeDocument,
  CreateEstablishmentDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal } from './stubs';

/** The back office, built, behind the real web server; GraphQL answered by a STUB gateway (see browser.ts). */
describe('admin (browser)', () => {
  const suite = useBrowserSuite();

  const loginError =
    (code: string, message = 'refused') =>
    () =>
      refusal(code, message);
  // The session is HttpOnly cookies (not visible to the stub); adminMe says who signed in and what they may do.
  const acceptLogin = () => {
    let signedIn = false;
    answer(suite.gateway, AdminLoginDocument, () => {
      signedIn = true;
      return { data: { adminLogin: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 3600_000).toISOString() } } };
    });
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: signedIn
          ? {
              __typename: 'Admin',
              id: 'a-1',
              email: 'admin@example.com',
              firstName: 'Ada',
              lastName: 'Admin',
              permissions: ALL_PERMISSIONS,
              role: { __typename: 'Role', id: 'r-1', name: 'admin' },
            }
          : null,
      },
    }));
    answer(suite.gateway, AdminLogoutDocument, () => {
      signedIn = false;
      return { data: { adminLogout: true } };
    });
  };
  async function signIn() {
    acceptLogin();
    await suite.page.goto(`${suite.stack.baseUrl}/admin/login`);
    await suite.page.getByTestId('admin-login-email').fill('admin@example.com');
    await suite.page.getByTestId('admin-login-password').fill('Admin123!');
    await suite.page.getByTestId('admin-login-submit').click();
    await suite.page.waitForURL(`${suite.stack.baseUrl}/admin/dashboard`);
  }

  it('shows the French login form in the auth layout', async () => {
    const { page, stack } = suite;
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.getByText('Adresse e-mail', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Mot de passe', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('admin-login-email').isVisible()).toBe(true);
    expect(await page.getByTestId('admin-login-password').isVisible()).toBe(true);
    expect(await page.getByTestId('admin-login-submit').textContent()).toContain('Se connecter');
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await page.title()).toBe('Connexion · Guide Gourmand');
  });

  it('sends an unauthenticated visitor of /admin to /admin/login', async () => {
    const { page, stack } = suite;
    await page.goto(`${stack.baseUrl}/admin`);
    await page.waitForURL(`${stack.baseUrl}/admin/login`);
    await page.goto(`${stack.baseUrl}/admin/catalog/establishments`);
    await page.waitForURL(`${stack.baseUrl}/admin/login`);
    await page.getByTestId('admin-login-email').waitFor();
  });

  it('validates the form before calling the API', async () => {
    const { page, gateway, stack } = suite;
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByTestId('admin-login-submit').click();
    await page.getByText('Ce champ est obligatoire').nth(1).waitFor();
    await page.getByTestId('admin-login-email').fill('pas-une-adresse');
    await page.getByTestId('admin-login-submit').click();
    await page.getByText('Saisissez une adresse e-mail valide').waitFor();
    // Only the public branding (logo, background) is read: the form sent nothing.
    expect(gateway.requests.filter((r) => r.operationName !== 'AdminBranding')).toHaveLength(0);
  });

  it('translates refused credentials and the attempt limit', async () => {
    const { page, gateway, stack } = suite;
    answer(gateway, AdminLoginDocument, loginError('UNAUTHENTICATED', 'Invalid credentials'));
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByTestId('admin-login-email').fill('admin@example.com');
    await page.getByTestId('admin-login-password').fill('wrong');
    await page.getByTestId('admin-login-submit').click();
    await page.getByText('Adresse e-mail ou mot de passe incorrect').waitFor();

    answer(gateway, AdminLoginDocument, loginError('TOO_MANY_REQUESTS'));
    await page.getByTestId('admin-login-submit').click();
    await page.getByText(/Nombre maximal de tentatives atteint/).waitFor();
    expect(gateway.requests.filter((r) => r.operationName !== 'AdminBranding').map((r) => r.variables)).toEqual([
      { email: 'admin@example.com', password: 'wrong' },
      { email: 'admin@example.com', password: 'wrong' },
    ]);
  });

  it('signs in with a cookie session, lists and creates establishments, then signs out', async () => {
    const { page, gateway, stack } = suite;
    answer(gateway, AdminEstablishmentsDocument, () => ({ data: { adminEstablishments: EMPTY_CONNECTION } }));
    await signIn();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    for (const group of ['Contenu', 'Catalogue', 'Ventes', 'Utilisateurs', 'Marketing', 'Paramètres', 'Tickets']) {
      expect(await page.locator('.ant-layout-sider').getByText(group, { exact: true }).count()).toBe(1);
    }

    await page.goto(`${stack.baseUrl}/admin/catalog/establishments`);
    await page.getByText('Aucun établissement pour le moment').waitFor();
    // The table shows its empty text while its first query is on its way: wait for the query itself.
    const list = await until(() => gateway.requests.find((r) => r.operationName === 'AdminEstablishments'), 'the list query');
    expect(list.headers.authorization).toBeUndefined();
    expect(list.headers['x-guide-client']).toBe('admin');
    expect(list.variables).toMatchObject({ first: 20 });

    answer(gateway, CreateEstablishmentDocument, () => ({
      data: null,
      errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { cityCode: 'UNKNOWN_CITY', name: 'SOMETHING_NEW' } } }],
    }));
    await page.getByTestId('establishment-new').click();
    await page.waitForURL(`${stack.baseUrl}/admin/catalog/establishments/new`);
    await page.getByLabel('Nom').fill('Auberge du Pont');
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Hôtel-restaurant' }).click();
    await page.getByLabel('Code INSEE de la commune').fill('69123');
    await page.getByLabel('Latitude').fill('45,8');
    await page.getByLabel('Longitude').fill('4,83');
    await page.getByLabel('Prix à partir de').fill('24,50');
    await page.getByTestId('establishment-submit').click();
    await page.getByText('Aucune commune ne correspond à ce code INSEE').waitFor();
    await page.getByText("Cette valeur n'a pas été acceptée. Vérifiez-la puis réessayez.").waitFor();
    const create = gateway.requests.find((r) => r.operationName === 'CreateEstablishment');
    expect(create?.variables.input).toEqual({ name: 'Auberge du Pont', type: 'HOTEL_RESTAURANT', cityCode: '69123', lat: 45.8, lon: 4.83, priceFrom: 2450 });

    await page.getByTestId('admin-logout').click();
    await page.waitForURL(`${stack.baseUrl}/admin/login`);
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.waitForURL(`${stack.baseUrl}/admin/login`);
  });

  it('shows the 404 page for an unknown back-office path once signed in', async () => {
    const { page, stack } = suite;
    await signIn();
    await page.goto(`${stack.baseUrl}/admin/nothing-here`);
    await page.getByText('Page introuvable').waitFor();
    await page.getByTestId('error-home-link').click();
    await page.waitForURL(`${stack.baseUrl}/admin/dashboard`);
  });

  it('animates the menu, unless the system asks for reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await suite.open({ reducedMotion });
      await signIn();
      const sider = page.locator('.ant-layout-sider');
      // antd's height animation of an opening group: its class is there while it runs, never without motion.
      // The page records whether it ever appeared: polling for a class that lives 0.2 s can miss it on a busy
      // machine (a CI run did), a mutation observer cannot.
      await page.evaluate(() => {
        const seen = window as unknown as { sawMenuMotion: boolean };
        seen.sawMenuMotion = false;
        new MutationObserver(() => {
          if (document.querySelector('.ant-layout-sider .ant-motion-collapse')) seen.sawMenuMotion = true;
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await sider.getByText('Catalogue', { exact: true }).click();
      await sider.getByRole('link', { name: 'Établissements', exact: true }).waitFor();
      if (reducedMotion === 'no-preference') await page.waitForFunction(() => (window as unknown as { sawMenuMotion: boolean }).sawMenuMotion);
      else expect(await page.evaluate(() => (window as unknown as { sawMenuMotion: boolean }).sawMenuMotion)).toBe(false);
    }
  });
});
