import { DEFAULT_BRANDING_COLOURS } from '../../packages/validation/src/branding';
import { UpdateBrandingColoursDocument } from '../../frontends/admin/src/gql/graphql';
import { SiteBrandingDocument, SiteSliderDocument } from '../../frontends/storefront/src/gql/graphql';
import { DEFAULT_BRANDING, useBrowserSuite, type GraphQLRequest } from './browser';
import { answer, signInStaff } from './stubs';

/**
 * cms branding and sliders in both apps, built, behind the real web server; GraphQL answered by the STUB
 * gateway playing services/cms: the storefront applies a colour from the API as a CSS variable and shows the
 * uploaded logo (server-rendered), the home slider is an accessible carousel, and the admin's branding
 * screen saves a colour with its success toast.
 */
// A 1×1 transparent PNG for every /media/files/… picture.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const LOGO = '/media/files/branding/desktop-logo/0b1e6f00-0000-4000-8000-000000000001.webp';
const MOBILE_LOGO = '/media/files/branding/mobile-logo/0b1e6f00-0000-4000-8000-000000000002.webp';
const slide = (i: number, linkUrl: string | null = null) => ({
  __typename: 'Slide',
  imageUrl: `/media/files/cms/seed/recettes-${i}.webp`,
  title: `Diapositive ${i + 1}`,
  titleEn: `Slide ${i + 1}`,
  text: `Texte ${i + 1}`,
  textEn: null,
  linkUrl,
});

describe('cms branding and sliders (browser, stub gateway)', () => {
  const suite = useBrowserSuite({
    contextOptions: { viewport: { width: 1440, height: 900 } },
    preparePage: (page) => page.route('**/media/files/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG })),
  });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const cssVariable = (name: string) => suite.page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

  it("keeps today's look when nothing was changed", async () => {
    const html = await (await fetch(url('/'))).text();
    expect(html).not.toContain('data-testid="branding-style"');
    expect(html).not.toContain('data-testid="brand-logo"');
    await suite.page.goto(url('/'));
    expect(await cssVariable('--wine')).toBe(DEFAULT_BRANDING_COLOURS.primary);
  });

  it('applies a colour from the API as a CSS variable and shows the logos, rendered on the server', async () => {
    answer(suite.gateway, SiteBrandingDocument, () => ({
      data: {
        branding: {
          ...DEFAULT_BRANDING,
          colours: { ...DEFAULT_BRANDING.colours, primary: '#1a5276', background: '#fdfdf8' },
          images: { ...DEFAULT_BRANDING.images, desktopLogo: LOGO, mobileLogo: MOBILE_LOGO },
        },
      },
    }));
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain(':root{--wine:#1a5276;--cream:#fdfdf8}');
    expect(html).toContain(`src="${LOGO}"`);
    // HTML attribute names are case-insensitive (React DOM wrote `srcSet`, Preact writes `srcset`).
    expect(html.toLowerCase()).toContain(`media="(max-width: 40rem)" srcset="${MOBILE_LOGO}"`);

    const { page } = suite;
    await page.goto(url('/'));
    expect(await cssVariable('--wine')).toBe('#1a5276');
    const logo = page.getByRole('link', { name: "Guide Gourmand, retour à l'accueil" }).getByRole('img', { name: 'Guide Gourmand' });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe(LOGO);
    // The links take the colour: the variable is what styles.css uses.
    expect(
      await page
        .locator('a')
        .first()
        .evaluate((a) => getComputedStyle(a).color),
    ).not.toBe('');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(253, 253, 248)');
  });

  it('shows the home slider as an accessible carousel (buttons, keyboard, no motion when asked)', async () => {
    answer(suite.gateway, SiteSliderDocument, ({ variables }) => ({
      data: { slider: { __typename: 'Slider', code: variables.code, slides: [slide(0, '/recettes'), slide(1), slide(2, 'https://partenaire.example')] } },
    }));
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain('data-testid="home-slider"');
    expect(html).toContain('Diapositive 1');

    const page = await suite.open({ reducedMotion: 'reduce' });
    await page.goto(url('/'));
    const slider = page.getByTestId('home-slider');
    await slider.waitFor();
    expect(await slider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await page.getByRole('group', { name: 'Diapositive 1 sur 3' }).isVisible()).toBe(true);
    expect(await page.getByTestId('home-slide-1').isVisible()).toBe(false);
    // Reduced motion: it does not play, the button offers to play.
    expect(await page.getByTestId('home-slider-toggle').getAttribute('aria-label')).toBe('Faire défiler les diapositives');
    expect(
      await page
        .getByTestId('home-slide-0')
        .getByRole('link', { name: /Découvrir/ })
        .getAttribute('href'),
    ).toBe('/recettes');

    await page.getByTestId('home-slider-next').click();
    await page.getByTestId('home-slide-1').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('home-slide-2').waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('home-slide-0').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Aller à la diapositive 3' }).click();
    await page.getByTestId('home-slide-2').waitFor({ state: 'visible' });
    await page.getByTestId('home-slider-toggle').click();
    expect(await page.getByTestId('home-slider-toggle').getAttribute('aria-label')).toBe('Mettre en pause le défilement');

    // In English, the English title (the French text when there is none).
    await page.goto(url('/en'));
    await page.getByRole('group', { name: 'Slide 1 of 3' }).getByRole('heading', { name: 'Slide 1' }).waitFor();
    expect(await page.getByTestId('home-slide-0').getByText('Texte 1').count()).toBe(1);
  });

  it('saves a colour on the admin branding screen with its success toast, and warns about contrast', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway, { email: 'design@example.com', firstName: 'Dana', lastName: 'Design', role: 'design' });
    answer(gateway, UpdateBrandingColoursDocument, ({ variables }) => ({
      data: {
        updateBrandingColours: {
          ...DEFAULT_BRANDING,
          colours: { ...DEFAULT_BRANDING.colours, ...(variables.input as Record<string, string>) },
          updatedAt: '2026-03-01T08:00:00.000Z',
        },
      },
    }));
    await page.goto(url('/admin/cms/branding'));
    const primary = page.getByTestId('branding-colour-primary');
    await primary.waitFor();
    expect(await primary.inputValue()).toBe(DEFAULT_BRANDING_COLOURS.primary);
    expect(await page.getByTestId('branding-contrast-warning').count()).toBe(0);

    // Checked before sending.
    await primary.fill('bleu');
    await page.getByTestId('branding-save-colours').click();
    await page.getByTestId('branding-colour-primary-error').getByText('Saisissez une couleur #RRVVBB ou rgb(r, v, b)').waitFor();
    expect(sent('UpdateBrandingColours')).toHaveLength(0);

    // Live preview and the contrast warning (pale text on the pale background).
    await page.getByTestId('branding-colour-text').fill('#eeeeee');
    await page.getByTestId('branding-contrast-warning').waitFor();
    await page.getByTestId('branding-colour-text').fill(DEFAULT_BRANDING_COLOURS.text);
    await primary.fill('rgb(26, 82, 118)');
    expect(await page.getByTestId('branding-preview-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(26, 82, 118)');
    await page.getByTestId('branding-save-colours').click();
    await page.locator('.ant-message-notice').filter({ hasText: 'Couleurs mises à jour' }).waitFor();
    expect(sent('UpdateBrandingColours')[0]!.variables).toEqual({ input: { ...DEFAULT_BRANDING_COLOURS, primary: '#1a5276' } });
    expect(await primary.inputValue()).toBe('#1a5276');
  });
});
