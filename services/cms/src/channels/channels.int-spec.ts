import { TestSubgraph, adminIdentity, bootTestSubgraph } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';

const CHANNEL = 'code name hostname defaultLocale maintenanceMode';
const LIST = `{ channels { ${CHANNEL} } }`;
const UPDATE = `mutation($code: String!, $on: Boolean!) { updateChannel(code: $code, maintenanceMode: $on) { ${CHANNEL} } }`;
const STATUS = '{ siteStatus { maintenanceMode enabledLocales defaultLocale } }';
const staff = adminIdentity(['settings.channels.list', 'settings.channels.update', 'settings.configuration.update']);
const SAVE_LOCALES = `mutation($settings: [SettingInput!]!) { updateSettings(group: "locales", settings: $settings) { code } }`;
const reader = adminIdentity(['settings.channels.list']);
const noMail = () => ({ send: async () => undefined, close: () => undefined });

describe('cms channels and siteStatus', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: noMail }));
  });
  afterAll(() => t?.close());

  it('seeds the default channel, maintenance off; siteStatus is public with both languages, French the default', async () => {
    const list = await t.gql(LIST, {}, staff);
    expect(list.errors).toBeUndefined();
    expect(list.data.channels).toEqual([{ code: 'default', name: 'Guide Gourmand', hostname: null, defaultLocale: 'fr', maintenanceMode: false }]);
    const status = await t.gql(STATUS);
    expect(status.errors).toBeUndefined();
    expect(status.data.siteStatus).toEqual({ maintenanceMode: false, enabledLocales: ['fr', 'en'], defaultLocale: 'fr' });
  });

  it('turns maintenance on and off; siteStatus follows at once', async () => {
    const on = await t.gql(UPDATE, { code: ' Default ', on: true }, staff);
    expect(on.errors).toBeUndefined();
    expect(on.data.updateChannel).toMatchObject({ code: 'default', maintenanceMode: true });
    expect((await t.gql(STATUS)).data.siteStatus.maintenanceMode).toBe(true);
    expect((await t.gql(LIST, {}, staff)).data.channels[0].maintenanceMode).toBe(true);
    const off = await t.gql(UPDATE, { code: 'default', on: false }, staff);
    expect(off.data.updateChannel.maintenanceMode).toBe(false);
    expect((await t.gql(STATUS)).data.siteStatus.maintenanceMode).toBe(false);
  });

  it("follows Settings › Locales: the enabled languages, the default first, and the channel's default locale", async () => {
    const saved = await t.gql(
      SAVE_LOCALES,
      {
        settings: [
          { key: 'defaultLocale', value: '"en"' },
          { key: 'enabledLocales', value: '["fr","en"]' },
        ],
      },
      staff,
    );
    expect(saved.errors).toBeUndefined();
    expect((await t.gql(STATUS)).data.siteStatus).toEqual({ maintenanceMode: false, enabledLocales: ['en', 'fr'], defaultLocale: 'en' });
    expect((await t.gql(LIST, {}, staff)).data.channels[0].defaultLocale).toBe('en');
    await t.gql(
      SAVE_LOCALES,
      {
        settings: [
          { key: 'defaultLocale', value: '"fr"' },
          { key: 'enabledLocales', value: '["fr"]' },
        ],
      },
      staff,
    );
    expect((await t.gql(STATUS)).data.siteStatus).toEqual({ maintenanceMode: false, enabledLocales: ['fr'], defaultLocale: 'fr' });
    await t.gql(SAVE_LOCALES, { settings: [{ key: 'enabledLocales', value: '["fr","en"]' }] }, staff);
  });

  it('renames the channel and sets its hostname (lower-cased, a host name alone); siteStatus tells the web server the hostname', async () => {
    const DETAILS = `mutation($code: String!, $input: ChannelDetailsInput!) { updateChannelDetails(code: $code, input: $input) { ${CHANNEL} } }`;
    const saved = await t.gql(DETAILS, { code: 'default', input: { name: '  Guide Gourmand France ', hostname: ' WWW.Guide-Gourmand.fr. ' } }, staff);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateChannelDetails).toMatchObject({ name: 'Guide Gourmand France', hostname: 'www.guide-gourmand.fr' });
    expect((await t.gql('{ siteStatus { hostname } }')).data.siteStatus.hostname).toBe('www.guide-gourmand.fr');
    for (const hostname of [
      'https://www.guide-gourmand.fr',
      'guide.fr:8080',
      'guide.fr/boutique',
      'localhost',
      'a..fr',
      '-guide.fr',
      'é.fr',
      `${'a'.repeat(64)}.fr`,
    ]) {
      const refused = await t.gql(DETAILS, { code: 'default', input: { name: 'Guide', hostname } }, staff);
      expect([hostname, refused.errors?.[0].extensions]).toEqual([
        hostname,
        expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: { hostname: 'HOSTNAME_INVALID' } }),
      ]);
    }
    const blank = await t.gql(DETAILS, { code: 'default', input: { name: ' ', hostname: 'guide.fr' } }, staff);
    expect(blank.errors[0].extensions.fieldErrors).toEqual({ name: 'REQUIRED' });
    expect((await t.gql(DETAILS, { code: 'default', input: { name: 'x'.repeat(121) } }, staff)).errors[0].extensions.fieldErrors).toEqual({ name: 'TOO_LONG' });
    expect((await t.gql(DETAILS, { code: 'nope', input: { name: 'Guide' } }, staff)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(DETAILS, { code: 'default', input: { name: 'Guide' } }, reader)).errors[0].extensions.code).toBe('FORBIDDEN');
    // Nothing refused was written; null (or blank) clears the hostname.
    expect((await t.gql(LIST, {}, staff)).data.channels[0]).toMatchObject({ name: 'Guide Gourmand France', hostname: 'www.guide-gourmand.fr' });
    const cleared = await t.gql(DETAILS, { code: 'default', input: { name: 'Guide Gourmand', hostname: '' } }, staff);
    expect(cleared.data.updateChannelDetails.hostname).toBeNull();
    expect((await t.gql('{ siteStatus { hostname } }')).data.siteStatus.hostname).toBeNull();
  });

  it('answers NOT_FOUND for an unknown or absurd code, and refuses those without the permission', async () => {
    for (const code of ['nope', '', 'x'.repeat(200), "default'; --"]) {
      const res = await t.gql(UPDATE, { code, on: true }, staff);
      expect(res.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    // The platform's bound on any string argument answers before the resolver.
    expect((await t.gql(UPDATE, { code: 'x'.repeat(5000), on: true }, staff)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(UPDATE, { code: 'default', on: true }, reader)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { code: 'default', on: true })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(LIST)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(STATUS)).data.siteStatus.maintenanceMode).toBe(false);
  });
});
