import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The back office's entry, read from its build: it carries the shell's GraphQL documents only. Each screen's
 * documents ride in that screen's chunk (frontends/graphql-documents.ts); with the generated map of every
 * document in the entry (460 KB of its 680 KB), every page load compiled and built all of them.
 */
const ADMIN = join(__dirname, '../../../frontends/admin/dist');

describe('the back office bundle', () => {
  it('keeps the screens’ GraphQL documents out of the entry, each written as JSON', () => {
    const html = readFileSync(join(ADMIN, 'index.html'), 'utf8'); // npm run build
    const entry = /<script type="module"[^>]*src="\/admin\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = readFileSync(join(ADMIN, entry!), 'utf8');
    const asJson = code.match(/JSON\.parse\('\{"kind":"Document"/g)?.length ?? 0;
    // The shell's own (the signed-in admin, the branding, the menu's counts): a handful, not the app's 330.
    expect(asJson).toBeGreaterThan(0);
    expect(asJson).toBeLessThanOrEqual(10);
    // None left as an object literal (what the generated map holds).
    expect(code).not.toMatch(/\{kind:"Document"/);
    // The screens' documents are in the other chunks: hundreds of them.
    const elsewhere = readdirSync(join(ADMIN, 'assets'))
      .filter((file) => file.endsWith('.js') && `assets/${file}` !== entry)
      .reduce((sum, file) => sum + (readFileSync(join(ADMIN, 'assets', file), 'utf8').match(/JSON\.parse\('\{"kind":"Document"/g)?.length ?? 0), 0);
    expect(elsewhere).toBeGreaterThan(200);
  });
});
