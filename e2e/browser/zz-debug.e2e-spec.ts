import { startStubGateway, startWebStack, type StubGateway, type WebStack } from './browser';

describe('debug', () => {
  let gateway: StubGateway;
  let stack: WebStack;
  beforeAll(async () => {
    gateway = await startStubGateway();
    stack = await startWebStack(gateway.url);
  });
  afterAll(async () => {
    await stack?.close();
    await gateway?.close();
  });
  it('address', async () => {
    const context = await stack.browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    const C = { __typename: 'Customer', id: 'c-1', email: 'c@e.fr', customerType: 'INDIVIDUAL', firstName: 'Claire', lastName: 'Martin' };
    let signedIn = true;
    gateway.on('Me', () => ({ data: { me: signedIn ? C : null } }));
    gateway.on('RefreshSession', () => ({ data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }));
    gateway.on('Logout', () => { signedIn = false; return { data: { logout: true } }; });
    gateway.on('MyAddresses', () => ({ data: { me: { __typename: 'Customer', id: 'c-1', addresses: [] } } }));
    let expired = true;
    gateway.on('Me', () => ({ data: { me: expired ? null : C } }));
    gateway.on('RefreshSession', () => { expired = false; return { data: { refreshSession: { __typename: 'AuthSession', expiresAt: new Date().toISOString() } } }; });
    gateway.on('MyProfile', () => ({ data: { me: { ...C, gender: null, birthDate: null, company: null, phone: null, corporateName: null, tradeName: null, siret: null, website: null } } }));
    await page.goto(`${stack.baseUrl}/account/profile`);
    await page.waitForTimeout(3000);
    console.log(page.url(), gateway.requests.map((r) => r.operationName), await page.locator('main').innerHTML());
    await context.close();
  });
});
