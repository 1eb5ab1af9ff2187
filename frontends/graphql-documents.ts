import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build-time replacement of `graphql(`…`)` calls by the one generated document each names.
 *
 * The codegen client preset's `graphql()` looks the text up in a map of every document of the app
 * (src/gql/gql.ts), which imports all of src/gql/graphql.ts: whichever page calls it, the bundle holds every
 * query of the account, checkout and shop (≈ 40 KB gzip in the entry). This plugin does what the preset's
 * babel/swc plugins do: `graphql(`query Home …`)` becomes `HomeDocument`, imported from a module of its own
 * (`guide-gql:<gql dir>#HomeDocument`, its one `export const` taken from gql/graphql.ts): Rollup never splits
 * a module between chunks, so one module per document is what lets each chunk hold only the documents it
 * uses. The source keeps `graphql()` (its types). A text the generated map does not hold fails the build
 * (stale codegen), never a silent `{}`.
 */

/** The generated map `"<text>": types.<Export>`, text → export name, read from a gql.ts. */
export function documentExports(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  if (start < 0) throw new Error('graphql-documents: no `const documents` map in gql.ts');
  const body = gqlSource.slice(start, gqlSource.indexOf('\n};', start));
  const map = new Map<string, string>();
  for (const m of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) map.set(JSON.parse(m[1]!) as string, m[2]!);
  return map;
}

const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]*\/gql)\1;?/;
/** `export const Name = graphql(`…`);`: becomes an import re-exported, so importers bind to the document's own module. */
const EXPORTED = /^export const (\w+) = graphql\(\s*`([^`]*)`\s*\);?$/gm;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * One module's code with its `graphql()` calls replaced, or null when it does not import `graphql` from a
 * `…/gql` folder. `lookup(gqlDir)` gives that folder's map.
 *
 * An exported document (`export const X = graphql(…)`, the *.graphql.ts files) is imported from its own module
 * and exported as it is: a module that only imports it then does not keep the file's other documents in its
 * chunk (the header's `Me` query would otherwise pull every sign-in mutation into the entry).
 */
export function replaceGraphqlCalls(code: string, id: string, lookup: (gqlDir: string) => Map<string, string>): string | null {
  const imp = IMPORT.exec(code);
  if (!imp) return null;
  const from = imp[2]!;
  const gqlDir = resolve(dirname(id), from);
  const exports = lookup(gqlDir);
  const docModule = (name: string) => `${DOC_PREFIX}${gqlDir}#${name}`;
  const exportName = (text: string) => {
    if (text.includes('${') || text.includes('\\')) throw new Error(`graphql-documents: ${id}: a document must be a plain template literal`);
    const name = exports.get(text);
    if (!name) throw new Error(`graphql-documents: ${id}: a document is not in ${from}/gql.ts (run npm run codegen)`);
    return name;
  };
  const used = new Set<string>();
  const replaced = code
    .replace(EXPORTED, (_all, local: string, text: string) => {
      const name = exportName(text);
      // An imported binding, exported: the module can still use it (a bare re-export would not bind it here).
      return `import { ${name}${name === local ? '' : ` as ${local}`} } from '${docModule(name)}';\nexport { ${local} };`;
    })
    .replace(CALL, (_all, text: string) => {
      const name = exportName(text);
      used.add(name);
      return name;
    });
  if (/\bgraphql\(/.test(replaced.replace(imp[0], '')))
    throw new Error(`graphql-documents: ${id}: graphql() called with something other than a template literal`);
  return replaced.replace(imp[0], [...used].map((name) => `import { ${name} } from '${docModule(name)}';`).join('\n'));
}

const DOC_PREFIX = 'guide-gql:';

/** The generated documents of a gql/graphql.ts, export name → its value's JavaScript (a JSON object). */
export function documentValues(graphqlSource: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const m of graphqlSource.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) values.set(m[1]!, m[2]!);
  return values;
}

/** A JSON text as a single-quoted JavaScript string (its many double quotes left unescaped). */
export function jsonStringLiteral(json: string): string {
  return `'${JSON.stringify(JSON.parse(json)).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function graphqlDocuments(): Plugin {
  const maps = new Map<string, Map<string, string>>();
  const values = new Map<string, Map<string, string>>();
  const cached = (cache: Map<string, Map<string, string>>, dir: string, file: string, read: (source: string) => Map<string, string>) => {
    let map = cache.get(dir);
    if (!map) {
      map = read(readFileSync(resolve(dir, file), 'utf8'));
      cache.set(dir, map);
    }
    return map;
  };
  const lookup = (dir: string) => cached(maps, dir, 'gql.ts', documentExports);
  return {
    name: 'guide-graphql-documents',
    enforce: 'pre',
    // Dev server: codegen rewrites gql.ts, the next transform reads it afresh.
    watchChange(id) {
      if (id.endsWith('/gql/gql.ts')) maps.delete(dirname(id));
      if (id.endsWith('/gql/graphql.ts')) values.delete(dirname(id));
    },
    resolveId(source) {
      return source.startsWith(DOC_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOC_PREFIX}`)) return null;
      const [dir, name] = id.slice(DOC_PREFIX.length + 1).split('#') as [string, string];
      const value = cached(values, dir, 'graphql.ts', documentValues).get(name);
      if (!value) throw new Error(`graphql-documents: ${name} is not in ${dir}/graphql.ts (run npm run codegen)`);
      // Written as JSON.parse of a string: V8 reads JSON several times faster than it compiles the same object
      // as a literal, and a page's documents are a few dozen KB of its entry (the CPU profile of a page load).
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${jsonStringLiteral(value)});`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.includes('/gql/') || !code.includes('graphql(')) return null;
      const out = replaceGraphqlCalls(code, id, lookup);
      return out === null ? null : { code: out, map: null };
    },
  };
}
