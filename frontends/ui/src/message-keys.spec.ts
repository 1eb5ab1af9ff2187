import i18next from 'i18next';
import { ALL_MESSAGE_KEYS } from '@guide/validation';
import adminEn from '../../admin/src/locales/en.json';
import adminFr from '../../admin/src/locales/fr.json';
import storefrontEn from '../../storefront/src/locales/en.json';
import storefrontFr from '../../storefront/src/locales/fr.json';
import uiEn from './locales/en.json';
import uiFr from './locales/fr.json';

/**
 * Every message key of @guide/validation (what forms and the API answer with) has a text in both apps,
 * in French and in English, through the lookup the apps use: the app's own wording (`auth.messages`,
 * `fieldErrors`) first, then the shared `ui:fieldErrors`. No language falls back to the other here.
 */
const APPS = {
  admin: { fr: adminFr, en: adminEn },
  storefront: { fr: storefrontFr, en: storefrontEn },
};
const UI = { fr: uiFr, en: uiEn };

const cases = Object.entries(APPS).flatMap(([app, langs]) => (['fr', 'en'] as const).map((lang) => [app, lang, langs[lang]] as const));

describe.each(cases)('%s in %s', (_app, lang, own) => {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { [lang]: { translation: own, ui: UI[lang] } }, lng: lang, fallbackLng: false, ns: ['translation', 'ui'], initAsync: false });

  it('translates every message key', () => {
    const missing = ALL_MESSAGE_KEYS.filter((key) => {
      const text = i18n.t([`auth.messages.${key}`, `fieldErrors.${key}`, `ui:fieldErrors.${key}`]);
      return !text || text.includes(key);
    });
    expect(missing).toEqual([]);
  });

  it('translates no key that no rule answers with (no drift such as BLANK next to REQUIRED)', () => {
    const known = new Set<string>([...ALL_MESSAGE_KEYS, 'unknown']);
    const tables = [(own as any).auth?.messages, (own as any).fieldErrors, UI[lang].fieldErrors].filter(Boolean);
    expect(tables.flatMap((table) => Object.keys(table)).filter((key) => !known.has(key))).toEqual([]);
  });
});
