import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The back office's entry, read from its build: it carries the shell's GraphQL documents only. Each screen's
 * documents ride in that screen's chunk (frontends/graphql-documents.ts); with the generated map of every
 * document in the entry (460 KB of its 680 KB), every page load compiled and built all of them.
 */
const ADMIN = join(__dirname, '../../../frontends/admin/dist');

/** A document written as a JSON text (`JSON.parse('{"kind":"Document"…` or with a template literal, as the minifier chooses). */
const AS_JSON = /JSON\.parse\(['`]\{"kind":"Document"/g;
const documentsIn = (file: string) => readFileSync(join(ADMIN, file), 'utf8').match(AS_JSON)?.length ?? 0;

/** What every page loads: the entry and the chunks the page preloads with it (the bundler may put the shell there). */
function initialFiles(): string[] {
  const html = readFileSync(join(ADMIN, 'index.html'), 'utf8'); // npm run build
  const entry = /<script type="module"[^>]*src="\/admin\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  return [entry!, ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="\/admin\/(assets\/[\w-]+\.js)"/g)].map((m) => m[1]!)];
}

/** The sources a built file holds, from its source map (the bundler's runtime chunk has none: it holds no source). */
function sourcesOf(file: string): string[] {
  const map = join(ADMIN, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

describe('the back office bundle', () => {
  it('keeps the screens’ GraphQL documents out of what every page loads, each written as JSON', () => {
    const initial = initialFiles();
    const asJson = initial.reduce((sum, file) => sum + documentsIn(file), 0);
    // The shell's own (the signed-in admin, the branding, the menu's counts): a handful, not the app's 330.
    expect(asJson).toBeGreaterThan(0);
    expect(asJson).toBeLessThanOrEqual(10);
    // None left as an object literal (what the generated map holds).
    for (const file of initial) expect(readFileSync(join(ADMIN, file), 'utf8')).not.toMatch(/\{kind:"Document"/);
    // The screens' documents are in the other chunks: hundreds of them.
    const elsewhere = readdirSync(join(ADMIN, 'assets'))
      .filter((file) => file.endsWith('.js') && !initial.includes(`assets/${file}`))
      .reduce((sum, file) => sum + documentsIn(join('assets', file)), 0);
    expect(elsewhere).toBeGreaterThan(200);
  });

  it('keeps the dashboard’s charts out of what every page loads: their helpers bring the whole of lodash', () => {
    // @ant-design/charts-util matched the antd vendor group, and took lodash's full build into it (79 KB).
    const charts = /node_modules\/(@ant-design\/charts-util|lodash)\//;
    expect(initialFiles().flatMap((file) => sourcesOf(file).filter((source) => charts.test(source)))).toEqual([]);
    // They are still built, in the chunks of the screens that draw charts: the check above is not vacuous.
    const withCharts = readdirSync(join(ADMIN, 'assets')).filter((file) => file.endsWith('.js') && sourcesOf(join('assets', file)).some((s) => charts.test(s)));
    expect(withCharts.length).toBeGreaterThan(0);
  });
});
