import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a visitor's first page downloads, read from the built storefront's Vite manifest (ADR 0040): the
 * entry and the chunks it imports statically, the page's route chunk, the language's strings. No route
 * module (account, checkout, sign-in…) may ride in the entry, and the public pages stay within a byte
 * budget (gzip level 9, what the build's precompressed copies hold): a regression fails here, not in a
 * Lighthouse run nobody reads.
 */
const STOREFRONT = join(__dirname, '../../../frontends/storefront/dist');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

// Today's figures plus a few KB (2026-11-30: built by Vite 8, ADR 0044; on Preact with the customer's strings and
// the forms' Formik split off, ADR 0042; dates written without dayjs, ADR 0045; the detail and editorial pages without
// the town list's code, the product page a chunk of its own; 2026-12-01: the contest's strings, the sign-in pages'
// and the shared field errors' texts loaded with their code, ADR 0047: entry 120.7, strings 9.7; home 138.1,
// list 142.5, detail 141.1, product 142.9, the shop's lists 137.5, editorial 147.3). Lower them as the pages get
// lighter; raising one needs a reason in an ADR.
const ENTRY_BUDGET_KB = 124;
const PAGE_BUDGET_KB: Record<string, number> = {
  'src/pages/HomePage.tsx': 142,
  'src/guide/pages/index.ts': 146,
  'src/guide/pages/detail.ts': 145,
  'src/shop/pages/product.ts': 146,
  'src/shop/pages/index.ts': 141,
  'src/editorial/pages/index.ts': 150,
};
/** The strings no public page shows, each a chunk loaded with the code that shows it (storefront/src/i18n.ts). */
const STRING_PARTS = ['src/locales/customer/strings.fr.ts', 'src/contest/locales/fr.json', 'src/locales/form-errors/strings.fr.ts'];
/** Route modules no public page needs: the customer's area, the cart and checkout, the sign-in forms. */
const PRIVATE = /^src\/(account|checkout|owner|cart\/CartPage|auth\/\w+Page)/;

describe('the storefront bundle a visitor downloads', () => {
  let manifest: Record<string, Chunk>;
  const sizes = new Map<string, number>();
  const gzipKb = (key: string) => {
    if (!sizes.has(key)) sizes.set(key, gzipSync(readFileSync(join(STOREFRONT, manifest[key]!.file)), { level: 9 }).length / 1024);
    return sizes.get(key)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    manifest[key]!.imports?.forEach((i) => closure(i, seen));
    return seen;
  };

  beforeAll(() => {
    const path = join(STOREFRONT, '.vite', 'manifest.json');
    expect(existsSync(path)).toBe(true); // npm run build
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>;
  });

  it('the entry imports no route module, and no public page pulls in account, checkout or sign-in code', () => {
    const entry = closure('index.html');
    expect([...entry].filter((key) => manifest[key]!.isDynamicEntry)).toEqual([]);
    for (const page of Object.keys(PAGE_BUDGET_KB)) {
      expect(manifest[page]?.isDynamicEntry).toBe(true);
      expect([...closure(page)].filter((key) => PRIVATE.test(manifest[key]!.src ?? key))).toEqual([]);
    }
    // The route table still loads those areas (as their own chunks): the check above is not vacuous.
    expect(Object.keys(manifest).filter((key) => PRIVATE.test(key) && manifest[key]!.isDynamicEntry).length).toBeGreaterThan(10);
  });

  it('keeps the strings no public page shows out of the entry and the public pages', () => {
    const pages = [closure('index.html'), ...Object.keys(PAGE_BUDGET_KB).map((page) => closure(page))];
    for (const part of STRING_PARTS) {
      expect([part, manifest[part]?.isDynamicEntry]).toEqual([part, true]);
      expect(pages.filter((keys) => keys.has(part))).toEqual([]);
    }
    // The public strings' chunk holds none of them (a static import from elsewhere would put them back in).
    const publicStrings = readFileSync(join(STOREFRONT, manifest['src/locales/strings.fr.ts']!.file), 'utf8');
    expect(
      ['Aucune commune ne correspond à ce code INSEE', 'Impossible de charger les informations du concours pour le moment.', 'Mot de passe oublié'].filter(
        (text) => publicStrings.includes(text),
      ),
    ).toEqual([]);
    const entry = [...closure('index.html')].map((key) => readFileSync(join(STOREFRONT, manifest[key]!.file), 'utf8')).join('');
    expect(entry.includes('Aucune commune ne correspond à ce code INSEE')).toBe(false);
  });

  it('writes dates without dayjs: no chunk of the storefront carries it (ADR 0045)', () => {
    const chunks = readdirSync(join(STOREFRONT, 'assets')).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(50);
    // dayjs marks its objects with this property; the back office's bundle has it (its date pickers).
    expect(chunks.filter((file) => readFileSync(join(STOREFRONT, 'assets', file), 'utf8').includes('$isDayjsObject'))).toEqual([]);
  });

  it('keeps the entry and each public page within its gzip budget', () => {
    const entry = closure('index.html');
    const entryKb = [...entry].reduce((sum, key) => sum + gzipKb(key), 0);
    expect(entryKb).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
    const strings = gzipKb('src/locales/strings.fr.ts');
    const over = Object.entries(PAGE_BUDGET_KB).flatMap(([page, budget]) => {
      const own = [...closure(page)].filter((key) => !entry.has(key)).reduce((sum, key) => sum + gzipKb(key), 0);
      const kb = entryKb + strings + own;
      return kb > budget ? [`${page}: ${kb.toFixed(1)} KB > ${budget} KB`] : [];
    });
    expect(over).toEqual([]);
  });
});
