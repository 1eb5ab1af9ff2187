import { fromBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { SettingsChangedSchema } from '@guide/proto-schemas';
import { adminIdentity } from '@guide/platform/testing';
import { SETTINGS, settingDefinitions } from '@guide/vocabulary';
import { FormsTestApp, bootForms } from '../forms/forms-test-app';
import { SettingsService } from './settings.service';

/**
 * Settings › Configuration and › Locales: every key of a group read (defaults when never saved), a save
 * checked by the registry's rules, all or nothing, published in its transaction with a version per group.
 */
const editor = adminIdentity(['settings.configuration.view', 'settings.configuration.update']);
const reader = adminIdentity(['settings.configuration.view']);
const READ = 'query($g: String!) { settings(group: $g) { code settings { key value } } }';
const UPDATE = 'mutation($g: String!, $s: [SettingInput!]!) { updateSettings(group: $g, settings: $s) { code settings { key value } } }';
const asMap = (group: { settings: { key: string; value: string }[] }) => Object.fromEntries(group.settings.map((s) => [s.key, JSON.parse(s.value)]));
const input = (values: Record<string, unknown>) => Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));

describe('cms settings', () => {
  let t: FormsTestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await bootForms();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const events = async () =>
    (await db.query("SELECT key, payload FROM outbox WHERE type = 'cms.settings.changed' ORDER BY occurred_at")).map((r: { key: string; payload: Buffer }) => ({
      key: r.key,
      ...fromBinary(SettingsChangedSchema, r.payload),
    }));
  const refusal = (res: { errors?: any[] }) => res.errors?.[0]?.extensions;

  it('reads every key of each group at its default, values as JSON text', async () => {
    for (const group of Object.keys(SETTINGS)) {
      const res = await t.gql(READ, { g: group }, reader);
      expect(res.errors).toBeUndefined();
      expect(res.data.settings.code).toBe(group);
      expect(res.data.settings.settings.map((s: { key: string }) => s.key)).toEqual(settingDefinitions(group).map(([key]) => key));
    }
    const sales = (await t.gql(READ, { g: 'sales' }, reader)).data.settings;
    expect(sales.settings).toEqual([
      { key: 'autoInvoiceOnPayment', value: 'false' },
      { key: 'returnWindowDays', value: '30' },
      { key: 'minimumOrderCents', value: '0' },
    ]);
    expect(asMap((await t.gql(READ, { g: 'locales' }, reader)).data.settings)).toEqual({ enabledLocales: ['fr', 'en'], defaultLocale: 'fr' });
    expect(refusal(await t.gql(READ, { g: 'nope' }, reader))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { group: 'INVALID' } });
  });

  it('saves some keys (normalised), keeps the others, publishes the group with a new version in the same transaction', async () => {
    const res = await t.gql(
      UPDATE,
      { g: 'general', s: input({ companyName: ' Épicerie Fine SAS ', siret: '732 829 320 00074', vatNumber: 'fr32123456789' }) },
      editor,
    );
    expect(res.errors).toBeUndefined();
    expect(asMap(res.data.updateSettings)).toMatchObject({
      siteName: 'Guide Gourmand',
      companyName: 'Épicerie Fine SAS',
      siret: '73282932000074',
      vatNumber: 'FR32123456789',
    });
    const second = await t.gql(UPDATE, { g: 'general', s: input({ address: '1 rue Monge\n21200 Beaune' }) }, editor);
    expect(asMap(second.data.updateSettings)).toMatchObject({ companyName: 'Épicerie Fine SAS', address: '1 rue Monge\n21200 Beaune' });
    expect(asMap((await t.gql(READ, { g: 'general' }, reader)).data.settings)).toEqual(asMap(second.data.updateSettings));

    const published = (await events()).filter((e: { key: string }) => e.key === 'general');
    expect(published.map((e: { version: number }) => e.version)).toEqual([1, 2]);
    // Only the keys staff saved: the defaults stay the registry's.
    expect(JSON.parse(published[1].valuesJson)).toEqual({
      companyName: 'Épicerie Fine SAS',
      siret: '73282932000074',
      vatNumber: 'FR32123456789',
      address: '1 rue Monge\n21200 Beaune',
    });
    expect(published[1]).toMatchObject({ group: 'general', updatedAt: expect.any(String) });
    // The cms's own readers (siteStatus) through the exported service.
    expect(await t.app.get(SettingsService).values('general')).toMatchObject({ siteName: 'Guide Gourmand', companyName: 'Épicerie Fine SAS' });
  });

  it('refuses unknown keys, wrong types, out-of-bound values, bad JSON and unknown groups: nothing saved, nothing published', async () => {
    const before = await db.query('SELECT * FROM settings ORDER BY group_code');
    const outbox = (await events()).length;
    const cases: [string, { key: string; value: string }[], Record<string, string>][] = [
      ['sales', input({ colour: 'red', returnWindowDays: 10 }), { colour: 'INVALID' }],
      ['sales', input({ returnWindowDays: '10', autoInvoiceOnPayment: 1 }), { returnWindowDays: 'INVALID', autoInvoiceOnPayment: 'INVALID' }],
      ['sales', input({ returnWindowDays: 400, minimumOrderCents: 1000 }), { returnWindowDays: 'OUT_OF_RANGE' }],
      ['sales', [{ key: 'returnWindowDays', value: '{not json' }], { returnWindowDays: 'INVALID' }],
      ['sales', [...input({ returnWindowDays: 10 }), ...input({ returnWindowDays: 11 })], { returnWindowDays: 'INVALID' }],
      ['sales', [{ key: 'return-window', value: '1' }], { settings: 'INVALID' }],
      [
        'general',
        input({ siret: '73282932000075', contactEmail: 'nope', siteName: '' }),
        { siret: 'SIRET_INVALID', contactEmail: 'EMAIL_INVALID', siteName: 'REQUIRED' },
      ],
      ['locales', input({ enabledLocales: [] }), { enabledLocales: 'REQUIRED' }],
      ['locales', input({ enabledLocales: ['en'] }), { defaultLocale: 'DEFAULT_LOCALE_NOT_ENABLED' }],
      ['locales', input({ enabledLocales: ['fr', 'de'] }), { enabledLocales: 'INVALID_CHOICE' }],
      ['nope', input({ a: 1 }), { group: 'INVALID' }],
      ['__proto__', input({ a: 1 }), { group: 'INVALID' }],
    ];
    for (const [g, s, fieldErrors] of cases) {
      expect([g, refusal(await t.gql(UPDATE, { g, s }, editor))]).toEqual([g, { code: 'BAD_USER_INPUT', fieldErrors }]);
    }
    expect(await db.query('SELECT * FROM settings ORDER BY group_code')).toEqual(before);
    expect((await events()).length).toBe(outbox);
  });

  it('saves the locales when the default is among the enabled ones', async () => {
    const res = await t.gql(UPDATE, { g: 'locales', s: input({ enabledLocales: ['en'], defaultLocale: 'en' }) }, editor);
    expect(res.errors).toBeUndefined();
    expect(asMap(res.data.updateSettings)).toEqual({ enabledLocales: ['en'], defaultLocale: 'en' });
    expect(await t.app.get(SettingsService).values('locales')).toEqual({ enabledLocales: ['en'], defaultLocale: 'en' });
    const back = await t.gql(UPDATE, { g: 'locales', s: input({ enabledLocales: ['fr', 'en'], defaultLocale: 'fr' }) }, editor);
    expect(asMap(back.data.updateSettings)).toEqual({ enabledLocales: ['fr', 'en'], defaultLocale: 'fr' });
  });

  it('is for staff with the configuration permissions', async () => {
    expect(refusal(await t.gql(UPDATE, { g: 'sales', s: input({ returnWindowDays: 10 }) }, reader))?.code).toBe('FORBIDDEN');
    expect(refusal(await t.gql(READ, { g: 'sales' }))?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
