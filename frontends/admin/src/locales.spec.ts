/// <reference types="jest" />
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every string of the back office (and of @guide/ui) exists in French and English, none empty. */
function localeDirs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'gql') return [];
    return name === 'locales' ? [path] : localeDirs(path);
  });
}
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
const valueAt = (file: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);

const ui = join(__dirname, '..', '..', 'ui', 'src', 'locales');
const dirs = [...localeDirs(__dirname), ui, join(ui, 'field-errors')];

describe('back-office strings', () => {
  it('finds the locale folders beside the features', () => {
    expect(dirs.map((dir) => relative(join(__dirname, '..', '..'), dir)).sort()).toEqual(
      expect.arrayContaining([
        'admin/src/locales',
        'admin/src/catalog/locales',
        'admin/src/settings/parked-events/locales',
        'ui/src/locales',
        'ui/src/locales/field-errors',
      ]),
    );
  });

  it.each(dirs.map((dir) => [relative(join(__dirname, '..', '..'), dir), dir]))('%s: same keys in fr and en, none empty', (_, dir) => {
    const load = (lang: string): unknown => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'));
    const fr = load('fr');
    const en = load('en');
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const file of [fr, en]) expect(keys(file).filter((key) => valueAt(file, key) === '')).toEqual([]);
  });
});
