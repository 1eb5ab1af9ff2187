import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './browser';

/** Every visible string exists in French and English: the two files of each app hold the same keys. */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function load(app: string, lang: string): unknown {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'frontends', app, 'src', 'locales', `${lang}.json`), 'utf8'));
}

describe.each(['storefront', 'admin', 'ui'])('%s translations', (app) => {
  it('has the same keys in fr and en, none empty', () => {
    const fr = load(app, 'fr');
    const en = load(app, 'en');
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const file of [fr, en]) {
      const empty = keys(file).filter((key) => key.split('.').reduce<any>((node, part) => node[part], file) === '');
      expect(empty).toEqual([]);
    }
  });
});
