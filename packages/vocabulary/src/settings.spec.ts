import { SETTINGS, SETTINGS_GROUPS, checkSetting, resolveSettings, settingDefaults, settingDefinitions, validateSettings } from './settings';

describe('settings registry', () => {
  it('has the contract’s groups and keys, each default valid under its own rules', () => {
    expect(SETTINGS_GROUPS).toEqual(expect.arrayContaining(['general', 'catalog', 'customers', 'sales', 'emails', 'locales']));
    expect(Object.keys(SETTINGS.general)).toEqual(expect.arrayContaining(['siteName', 'contactEmail', 'companyName', 'siret', 'vatNumber', 'address']));
    expect(Object.keys(SETTINGS.sales)).toEqual(expect.arrayContaining(['autoInvoiceOnPayment', 'returnWindowDays', 'minimumOrderCents']));
    expect(Object.keys(SETTINGS.emails)).toEqual(expect.arrayContaining(['senderName', 'senderAddress', 'orderNotificationEmail']));
    for (const group of SETTINGS_GROUPS) {
      expect(validateSettings(group, settingDefaults(group)).errors).toEqual({});
      for (const [, definition] of settingDefinitions(group)) expect(definition.readers.length).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown group, an unknown key and a value of the wrong type (INVALID)', () => {
    expect(validateSettings('nope', {}).errors).toEqual({ group: 'INVALID' });
    expect(validateSettings('toString', {}).errors).toEqual({ group: 'INVALID' });
    expect(validateSettings('sales', { colour: 'red', constructor: 1 }).errors).toEqual({ colour: 'INVALID', constructor: 'INVALID' });
    expect(validateSettings('sales', { returnWindowDays: '30', autoInvoiceOnPayment: 'true', minimumOrderCents: 12.5 }).errors).toEqual({
      returnWindowDays: 'INVALID',
      autoInvoiceOnPayment: 'INVALID',
      minimumOrderCents: 'INVALID',
    });
    expect(validateSettings('general', { siteName: 12, address: null }).errors).toEqual({ siteName: 'INVALID', address: 'INVALID' });
    expect(validateSettings('locales', { enabledLocales: 'fr' }).errors).toEqual({ enabledLocales: 'INVALID' });
  });

  it('keeps integers and money within their bounds', () => {
    expect(validateSettings('sales', { returnWindowDays: 366 }).errors).toEqual({ returnWindowDays: 'OUT_OF_RANGE' });
    expect(validateSettings('sales', { returnWindowDays: -1, minimumOrderCents: -5 }).errors).toEqual({
      returnWindowDays: 'OUT_OF_RANGE',
      minimumOrderCents: 'OUT_OF_RANGE',
    });
    expect(validateSettings('sales', { returnWindowDays: 0, minimumOrderCents: 2500 })).toEqual({
      values: { returnWindowDays: 0, minimumOrderCents: 2500 },
      errors: {},
    });
    expect(validateSettings('catalog', { productsPerPage: 0 }).errors).toEqual({ productsPerPage: 'OUT_OF_RANGE' });
  });

  it('checks strings: required, length, one line, emails, SIRET and VAT numbers, normalised', () => {
    expect(validateSettings('general', { siteName: '   ' }).errors).toEqual({ siteName: 'REQUIRED' });
    expect(validateSettings('general', { siteName: 'x'.repeat(101) }).errors).toEqual({ siteName: 'TOO_LONG' });
    expect(validateSettings('general', { siteName: 'a\nb' }).errors).toEqual({ siteName: 'INVALID_TEXT' });
    expect(validateSettings('general', { siteName: 'a\u0000b', address: 'x\ud800' }).errors).toEqual({ siteName: 'INVALID_TEXT', address: 'INVALID_TEXT' });
    expect(validateSettings('general', { siteName: 'Guide 🍷' }).errors).toEqual({});
    expect(validateSettings('general', { contactEmail: 'not-an-email' }).errors).toEqual({ contactEmail: 'EMAIL_INVALID' });
    expect(validateSettings('general', { siret: '73282932000075' }).errors).toEqual({ siret: 'SIRET_INVALID' });
    expect(validateSettings('general', { vatNumber: '32123456789' }).errors).toEqual({ vatNumber: 'VAT_INVALID' });
    expect(
      validateSettings('general', {
        siteName: ' Guide ',
        siret: '732 829 320 00074',
        vatNumber: 'fr 32 123456789',
        address: '1 rue Monge\n21200 Beaune',
        companyName: '',
      }),
    ).toEqual({
      values: { siteName: 'Guide', siret: '73282932000074', vatNumber: 'FR32123456789', address: '1 rue Monge\n21200 Beaune', companyName: '' },
      errors: {},
    });
    // Optional: empty is allowed.
    expect(validateSettings('emails', { orderNotificationEmail: '' }).errors).toEqual({});
  });

  it('keeps the locales a non-empty subset of fr and en, the default among them', () => {
    expect(validateSettings('locales', { enabledLocales: [] }).errors).toEqual({ enabledLocales: 'REQUIRED' });
    expect(validateSettings('locales', { enabledLocales: ['fr', 'de'] }).errors).toEqual({ enabledLocales: 'INVALID_CHOICE' });
    expect(validateSettings('locales', { enabledLocales: ['fr', 'fr'] }).errors).toEqual({ enabledLocales: 'INVALID_CHOICE' });
    expect(validateSettings('locales', { defaultLocale: 'de' }).errors).toEqual({ defaultLocale: 'INVALID_CHOICE' });
    expect(validateSettings('locales', { enabledLocales: ['en'], defaultLocale: 'fr' }).errors).toEqual({ defaultLocale: 'DEFAULT_LOCALE_NOT_ENABLED' });
    // The default's default (fr) must be enabled too when only the list is given.
    expect(validateSettings('locales', { enabledLocales: ['en'] }).errors).toEqual({ defaultLocale: 'DEFAULT_LOCALE_NOT_ENABLED' });
    expect(validateSettings('locales', { enabledLocales: ['en', 'fr'], defaultLocale: 'en' })).toEqual({
      values: { enabledLocales: ['fr', 'en'], defaultLocale: 'en' },
      errors: {},
    });
  });

  it('resolves stored values for readers: defaults for missing or no longer valid ones, unknown keys dropped', () => {
    expect(resolveSettings('sales', { returnWindowDays: 14, minimumOrderCents: -1, legacy: true })).toEqual({
      autoInvoiceOnPayment: false,
      returnWindowDays: 14,
      minimumOrderCents: 0,
    });
    expect(resolveSettings('locales', { enabledLocales: ['en'] })).toEqual({ enabledLocales: ['en'], defaultLocale: 'en' });
    expect(resolveSettings('catalog', null)).toEqual(settingDefaults('catalog'));
    expect(checkSetting(SETTINGS.general.siret, '')).toEqual({ value: '' });
  });
});
