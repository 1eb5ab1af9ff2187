/// <reference types="jest" />
jest.mock('../../ui/src/ui.css', () => ({}));

import { ALL_LOCALES, enabledAlternates, toSiteLocales } from './site-locales';

const ALTERNATES = { fr: 'https://g.example/nos-produits', en: 'https://g.example/en/nos-produits', 'x-default': 'https://g.example/nos-produits' };

describe('the enabled languages', () => {
  it('reads the server’s status, the default first; anything unexpected is no status', () => {
    expect(toSiteLocales({ enabledLocales: ['fr', 'en'], defaultLocale: 'en' })).toEqual({ enabled: ['en', 'fr'], defaultLocale: 'en' });
    expect(toSiteLocales({ enabledLocales: ['fr', 'de'], defaultLocale: 'fr' })).toEqual({ enabled: ['fr'], defaultLocale: 'fr' });
    expect(toSiteLocales({ enabledLocales: [], defaultLocale: 'fr' })).toEqual({ enabled: ['fr'], defaultLocale: 'fr' });
    expect(toSiteLocales({ enabledLocales: 'fr', defaultLocale: 'fr' })).toBeNull();
    expect(toSiteLocales({ enabledLocales: ['fr'], defaultLocale: 'de' })).toBeNull();
    expect(toSiteLocales(undefined)).toBeNull();
  });

  it('keeps hreflang links of enabled languages only, x-default on the default language, none when one language is left', () => {
    expect(enabledAlternates(ALTERNATES, ALL_LOCALES)).toEqual(ALTERNATES);
    expect(enabledAlternates(ALTERNATES, { enabled: ['en', 'fr'], defaultLocale: 'en' })).toEqual({ ...ALTERNATES, 'x-default': ALTERNATES.en });
    expect(enabledAlternates(ALTERNATES, { enabled: ['fr'], defaultLocale: 'fr' })).toBeUndefined();
    expect(enabledAlternates(undefined, ALL_LOCALES)).toBeUndefined();
  });
});
