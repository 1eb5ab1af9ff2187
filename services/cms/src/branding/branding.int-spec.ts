import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, encodeIdentity, type Identity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, adminIdentity, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { DEFAULT_BRANDING_COLOURS, contrastRatio, parseColour } from '@guide/validation';
import { AppModule, SERVICE } from '../app.module';

const BRANDING =
  '{ branding { colours { primary primaryDark accent text background surface } images { frontBackground adminBackground desktopLogo desktopDarkLogo mobileLogo mobileDarkLogo } updatedAt } }';
const COLOURS =
  'mutation($input: BrandingColoursInput!) { updateBrandingColours(input: $input) { colours { primary primaryDark accent text background surface } } }';
const RESET_IMAGE = 'mutation($slot: BrandingImageSlot!) { resetBrandingImage(slot: $slot) { images { desktopLogo frontBackground } } }';
const designer = adminIdentity(['settings.branding.view', 'settings.branding.update-colours', 'settings.branding.update-images']);
const colourOnly = adminIdentity(['settings.branding.view', 'settings.branding.update-colours']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });

describe('cms branding', () => {
  let t: TestSubgraph;
  let origin: string;
  const mediaDir = mkdtempSync(join(tmpdir(), 'cms-branding-'));
  beforeAll(async () => {
    const config = { ...(await testSubgraphConfig(SERVICE)), MEDIA_DIR: mediaDir };
    t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: noMail }), config);
    origin = t.url.replace(/\/graphql$/, '');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const upload = (slot: string, file: Buffer, identity: Identity = designer, name = 'logo.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return fetch(`${origin}/media/cms/branding/${slot}`, {
      method: 'POST',
      headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity) },
      body: form,
    });
  };
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET } });
  const png = (width = 1200, height = 300) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } } })
      .png()
      .toBuffer();

  it('parses hex and rgb colours, and measures contrast', () => {
    expect(parseColour(' #A1B2C3 ')).toBe('#a1b2c3');
    expect(parseColour('rgb(255, 0, 10)')).toBe('#ff000a');
    for (const bad of ['#abc', 'a1b2c3', 'rgb(256,0,0)', 'rgb(1,2)', 'red', '#gggggg', 'rgba(1,2,3,0.5)', '']) expect(parseColour(bad)).toBeNull();
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio(DEFAULT_BRANDING_COLOURS.text, DEFAULT_BRANDING_COLOURS.background)).toBeGreaterThan(4.5);
  });

  it("answers today's look publicly until staff change it", async () => {
    const res = await t.gql(BRANDING);
    expect(res.errors).toBeUndefined();
    expect(res.data.branding.colours).toEqual(DEFAULT_BRANDING_COLOURS);
    expect(Object.values(res.data.branding.images).every((v) => v === null)).toBe(true);
  });

  it('changes only the colours given (hex or rgb, stored as hex), refuses bad ones, resets', async () => {
    const res = await t.gql(COLOURS, { input: { primary: '#1A5276', accent: 'rgb(200, 150, 0)', text: null } }, colourOnly);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateBrandingColours.colours).toEqual({ ...DEFAULT_BRANDING_COLOURS, primary: '#1a5276', accent: '#c89600' });
    const bad = await t.gql(COLOURS, { input: { primary: 'blue', background: '#12345', surface: 'rgb(1,2,300)', text: '#000000' } }, colourOnly);
    expect(bad.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { primary: 'COLOUR_INVALID', background: 'COLOUR_INVALID', surface: 'COLOUR_INVALID' },
    });
    // Nothing of a refused change is kept.
    expect((await t.gql(BRANDING)).data.branding.colours.text).toBe(DEFAULT_BRANDING_COLOURS.text);
    const tooLong = await t.gql(COLOURS, { input: { primary: `#${'a'.repeat(40)}` } }, colourOnly);
    expect(tooLong.errors[0].extensions.fieldErrors).toEqual({ primary: 'TOO_LONG' });
    const reset = await t.gql('mutation { resetBrandingColours { colours { primary accent } } }', {}, colourOnly);
    expect(reset.data.resetBrandingColours.colours).toEqual({ primary: DEFAULT_BRANDING_COLOURS.primary, accent: DEFAULT_BRANDING_COLOURS.accent });
  });

  it('checks each permission key', async () => {
    const imagesOnly = adminIdentity(['settings.branding.view', 'settings.branding.update-images']);
    expect((await t.gql(COLOURS, { input: { primary: '#000000' } }, imagesOnly)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(COLOURS, { input: { primary: '#000000' } })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(RESET_IMAGE, { slot: 'DESKTOP_LOGO' }, colourOnly)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(RESET_IMAGE, { slot: 'DESKTOP_LOGO' }, imagesOnly)).errors).toBeUndefined();
    expect((await upload('desktop-logo', await png(), colourOnly)).status).toBe(403);
  });

  it('uploads an image to a slot (re-encoded, resized, served), replaces it, resets it', async () => {
    const first = await upload('desktop-logo', await png());
    expect(first.status).toBe(201);
    const body = (await first.json()) as { slot: string; url: string };
    expect(body).toEqual({ slot: 'DESKTOP_LOGO', url: expect.stringMatching(/^\/media\/files\/branding\/desktop-logo\/[0-9a-f-]+\.webp$/) });
    const served = await get(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800); // logos at most 800 px
    expect((await t.gql(BRANDING)).data.branding.images).toMatchObject({ desktopLogo: body.url, mobileLogo: null });

    const second = (await (await upload('desktop-logo', await png(200, 50))).json()) as { url: string };
    expect(second.url).not.toBe(body.url);
    expect((await get(body.url)).status).toBe(404);
    expect(readdirSync(join(mediaDir, 'branding', 'desktop-logo'))).toHaveLength(1);

    const bg = (await (await upload('front-background', await png())).json()) as { url: string };
    const reset = await t.gql(RESET_IMAGE, { slot: 'DESKTOP_LOGO' }, designer);
    expect(reset.data.resetBrandingImage.images).toEqual({ desktopLogo: null, frontBackground: bg.url });
    expect(readdirSync(join(mediaDir, 'branding', 'desktop-logo'))).toHaveLength(0);
  });

  it('refuses a non-image, an oversized file, an unknown slot and a bad file path', async () => {
    const svg = await upload('mobile-logo', Buffer.from('<svg onload="alert(1)"></svg>'), designer, 'logo.svg');
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as any).errors[0].extensions.fieldErrors).toEqual({ file: 'FILE_TYPE_NOT_ACCEPTED' });
    const big = await upload('mobile-logo', Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(((await big.json()) as any).errors[0].extensions.fieldErrors).toEqual({ file: 'FILE_TOO_LARGE' });
    expect((await upload('favicon', await png())).status).toBe(404);
    expect((await upload('DESKTOP_LOGO', await png())).status).toBe(404);
    expect((await get('/media/files/branding/x/%2e%2e%2fpasswd.png')).status).toBe(404);
    expect((await t.gql(RESET_IMAGE, { slot: 'FAVICON' }, designer)).errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
