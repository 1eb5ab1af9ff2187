import type { Browser } from 'playwright-core';
import { BootedPlatform, connectPlatform } from '../platform/boot';
import { assertAppsBuilt, launchChromium, waitForHydration } from './browser';

/**
 * The vertical slice in a real browser against the REAL platform (no stub): an administrator signs in
 * through the admin app (HttpOnly cookie session + CSRF token), creates an establishment with the form,
 * the catalog event indexes it, and a visitor finds it from the storefront home without its accents.
 */
describe('real platform in the browser', () => {
  let platform: BootedPlatform;
  let browser: Browser;
  let web: string;

  beforeAll(async () => {
    assertAppsBuilt();
    platform = connectPlatform();
    web = `http://127.0.0.1:${platform.ports.web}`;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  }, 60_000);

  it('admin creates an establishment and the storefront home search finds it', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));

    await page.goto(`${web}/admin/login`);
    await page.getByTestId('admin-login-email').fill('admin@example.com');
    await page.getByTestId('admin-login-password').fill('Admin123!');
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(/\/admin\/dashboard/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'guide_admin_at')?.httpOnly).toBe(true);

    await page.goto(`${web}/admin/catalog/establishments/new`);
    await page.getByLabel('Nom', { exact: true }).fill('Le Théâtre des Saveurs Réelles');
    await page.getByLabel('Type', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: /^Restaurant$/ }).click();
    await page.getByLabel('Code INSEE de la commune').fill('21231');
    await page.getByLabel('Latitude').fill('47,3216');
    await page.getByLabel('Longitude').fill('5,0415');
    await page.getByTestId('establishment-submit').click();
    await page.waitForURL(/\/admin\/catalog\/establishments\/[0-9a-f-]{36}/, { timeout: 15_000 });

    const visitor = await browser.newContext({ locale: 'fr-FR' });
    const home = await visitor.newPage();
    waitForHydration(home); // typing into the server's HTML before React takes over would be lost
    await home.goto(`${web}/`);
    await home.getByTestId('home-search-input').fill('theatre saveurs reelles');
    await home.getByTestId('home-search-submit').click();
    await home.getByTestId('search-result').filter({ hasText: 'Le Théâtre des Saveurs Réelles' }).first().waitFor({ timeout: 10_000 });
    expect(await home.getByTestId('search-result').filter({ hasText: 'Dijon' }).count()).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    await visitor.close();
    await context.close();
  }, 90_000);
});
