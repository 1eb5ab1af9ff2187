import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import i18next from 'i18next';
import { ALL_MESSAGE_KEYS } from '@guide/validation';
import adminEn from '../../admin/src/locales/en.json';
import adminFr from '../../admin/src/locales/fr.json';
import { allStrings } from '../../storefront/src/locales/all';
import { fieldErrorKey } from './field-errors';
import { ERROR_CODES } from './graphql-errors';
import { uiStrings } from './i18n';
import fieldErrorsEn from './locales/field-errors/en.json';
import fieldErrorsFr from './locales/field-errors/fr.json';

/**
 * Every message key of @guide/validation's catalogue (what forms and the API's `extensions.fieldErrors`
 * answer with) has a text in both apps, in French and in English, through the lookup the apps use: a
 * screen's own wording first (`auth.messages`, `shop.errors`, `coupons.errors`…), then the shared
 * `ui:fieldErrors` — `fieldErrorKey` (field-errors.ts) and every screen's `t([…, 'ui:fieldErrors.KEY', …])`
 * — so the shared table alone must hold every key. No language falls back to the other here.
 */
const APPS = {
  admin: { fr: uiStrings('fr', adminFr), en: uiStrings('en', adminEn) },
  // Every string of the storefront, as its server holds them (the browser loads them in parts).
  storefront: { fr: allStrings('fr'), en: allStrings('en') },
};
const UI = { fr: fieldErrorsFr, en: fieldErrorsEn };

const cases = Object.entries(APPS).flatMap(([app, langs]) => (['fr', 'en'] as const).map((lang) => [app, lang, langs[lang]] as const));

describe.each(cases)('%s in %s', (_app, lang, bundle) => {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { [lang]: bundle }, lng: lang, fallbackLng: false, ns: ['translation', 'ui'], initAsync: false });
  const own = bundle.translation as Record<string, any>;

  it('translates every message key through the shared lookup (fieldErrorKey, then ui:fieldErrors)', () => {
    const missing = ALL_MESSAGE_KEYS.filter((key) => {
      const translationKey = fieldErrorKey(i18n, key);
      const text = i18n.t(translationKey);
      return translationKey === 'ui:fieldErrors.unknown' || !i18n.exists(`ui:fieldErrors.${key}`) || !text || text.includes(key);
    });
    expect(missing).toEqual([]);
  });

  it('translates no key that no rule answers with in the shared tables (no drift such as BLANK next to REQUIRED)', () => {
    const known = new Set<string>([...ALL_MESSAGE_KEYS, 'unknown']);
    const tables = [own.auth?.messages, own.fieldErrors, UI[lang].fieldErrors].filter(Boolean);
    expect(tables.flatMap((table) => Object.keys(table)).filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('lists each key once', () => {
    expect(new Set(ALL_MESSAGE_KEYS).size).toBe(ALL_MESSAGE_KEYS.length);
  });

  it('has the keys that reached the screens untranslated (issue 22)', () => {
    for (const key of [
      'COUPON_CODE_INVALID',
      'ONE_DISCOUNT_ONLY',
      'PERCENT_OUT_OF_RANGE',
      'AMOUNT_OUT_OF_RANGE',
      'USAGE_LIMIT_OUT_OF_RANGE',
      'CART_TOTAL_TOO_HIGH',
      'QUANTITY_OUT_OF_RANGE',
      'DATE_RANGE_INVALID',
      'NOT_A_QUOTE',
    ])
      expect(ALL_MESSAGE_KEYS).toContain(key);
  });
});

/**
 * The services' own source: every key written as a string literal where a field error is built
 * (`badInput({ f: 'KEY' })`, `conflict(msg, { f: 'KEY' })`, `fieldErrors: { f: 'KEY' }`,
 * `errors.f = 'KEY'`, `errors[k] ??= 'KEY'`, `refuse('KEY')`, `{ error: 'KEY' }`) is in the catalogue, and
 * every `extensions: { code: 'X' }` is a code of the contract (API-CONTRACT "Conventions"). The types say
 * so too (`FieldErrors` values are catalogue keys); this catches what a cast or an untyped object hides.
 */
describe("the services' field error keys", () => {
  const root = join(__dirname, '../../../services');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sources(path);
      return /\.ts$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec|d)\.ts$/.test(entry.name) ? [path] : [];
    });
  const files = readdirSync(root).flatMap((service) => {
    try {
      return sources(join(root, service, 'src'));
    } catch {
      return [];
    }
  });
  const KEY = `'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'`;
  const objectLiteral = new RegExp(`(?:badInput\\(|conflict\\([^;]*?,\\s*|fieldErrors:\\s*)\\{([^{}]*)\\}`, 'g');
  const direct = [
    new RegExp(`rrors(?:\\.\\w+|\\[[^\\]=]+\\])\\s*(?:\\?\\?)?=\\s*(?:[^;]*?\\?\\s*)?${KEY}`, 'g'),
    new RegExp(`\\brefuse\\(${KEY}`, 'g'),
    new RegExp(`\\berror:\\s*${KEY}`, 'g'),
  ];
  /** Literals those patterns meet that are no field error, and why. */
  const NOT_FIELD_ERRORS: Record<string, string> = {
    TIMEOUT: "cms broken-links: a link check's result (data shown in the back office's report)",
  };
  const keys = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const [, body] of source.matchAll(objectLiteral)) for (const [, key] of body.matchAll(new RegExp(`:\\s*${KEY}`, 'g'))) keys.set(key, where);
    for (const pattern of direct) for (const [, key] of source.matchAll(pattern)) keys.set(key, where);
    for (const [, code] of source.matchAll(new RegExp(`extensions:\\s*\\{\\s*code:\\s*${KEY}`, 'g'))) codes.set(code, where);
  }

  it('finds the keys (the scan reads the services)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(['NOT_A_QUOTE', 'DATE_RANGE_INVALID', 'CART_TOTAL_TOO_HIGH', 'INVALID_DATE_TIME'].filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.size).toBeGreaterThan(30);
  });

  it('sends only keys of the catalogue', () => {
    const catalogue = new Set<string>(ALL_MESSAGE_KEYS);
    const outside = [...keys].filter(([key]) => !catalogue.has(key) && !(key in NOT_FIELD_ERRORS)).map(([key, where]) => `${key} (${where})`);
    expect(outside).toEqual([]);
  });

  it('answers only with the contract codes in extensions.code', () => {
    const contract = new Set<string>(ERROR_CODES);
    expect([...codes].filter(([code]) => !contract.has(code)).map(([code, where]) => `${code} (${where})`)).toEqual([]);
  });
});
