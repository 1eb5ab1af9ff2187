import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './browser';

/** Every visible string exists in French and English: the two files of each app hold the same keys. */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function load(dir: string, lang: string): unknown {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'frontends', dir, `${lang}.json`), 'utf8'));
}

// The storefront's customer strings and the shared field errors are chunks of their own (storefront/src/i18n.ts).
describe.each(['storefront/src/locales', 'storefront/src/locales/customer', 'admin/src/locales', 'ui/src/locales', 'ui/src/locales/field-errors'])(
  '%s translations',
  (dir) => {
    it('has the same keys in fr and en, none empty', () => {
      const fr = load(dir, 'fr');
      const en = load(dir, 'en');
      expect(keys(en).sort()).toEqual(keys(fr).sort());
      for (const file of [fr, en]) {
        const empty = keys(file).filter((key) => key.split('.').reduce<any>((node, part) => node[part], file) === '');
        expect(empty).toEqual([]);
      }
    });
  },
);
