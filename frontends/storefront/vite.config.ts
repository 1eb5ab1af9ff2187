import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { preactInPlaceOfReact } from '../preact-compat';
import { reactRouterProduction } from '../react-router-production';
import { graphqlDocuments } from '../graphql-documents';

/**
 * Two builds from one config: the browser app (`vite build` → dist/) and the server renderer
 * (`vite build --ssr src/entry-server.tsx` → dist/server/entry-server.cjs, loaded by infra/src/web/ssr.ts).
 * The server bundle holds its dependencies (one CommonJS file the web server and jest can `require`);
 * the web server never serves dist/server/.
 */
// No @vitejs/plugin-react: Vite's own (Oxc) automatic JSX runtime is all the app needs (no Fast Refresh).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  // Each chunk gets only the GraphQL documents it uses (graphql-documents.ts), not the app's whole map.
  plugins: [
    graphqlDocuments(),
    {
      // The shared rules build their Yup schemas at module level, calls Rollup must assume have effects: a
      // page that only needs a colour parser (the site branding) would carry every schema and Yup itself.
      // None of those modules does anything on load (no `setLocale`), so an unused one is dropped.
      // The same for the shared date helpers (ui/src/dates.ts): their dayjs set-up (plugins, locales) is needed
      // only with the helpers, and a page that writes no date (the home page, a list) then loads no dayjs.
      name: 'guide-validation-pure',
      transform(code, id) {
        return id.includes('/packages/validation/src/') || id.endsWith('/frontends/ui/src/dates.ts') ? { code, map: null, moduleSideEffects: false } : null;
      },
    },
  ],
  resolve: {
    // rxjs (under Apollo) in its ES2015 build: smaller than the default ES5 one with its tslib helpers.
    conditions: [...defaultClientConditions, 'es2015'],
    alias: [
      { find: '@guide/ui', replacement: fileURLToPath(new URL('../ui/src', import.meta.url)) },
      // The shared rules and Yup schemas, from source (the package's dist is CommonJS for the services).
      { find: '@guide/validation', replacement: fileURLToPath(new URL('../../packages/validation/src', import.meta.url)) },
      { find: '@guide/vocabulary', replacement: fileURLToPath(new URL('../../packages/vocabulary/src', import.meta.url)) },
      ...reactRouterProduction(),
      ...preactInPlaceOfReact(),
    ],
  },
  server: {
    port: 5173,
    // The gateway (npm start) listens on 4000; in production the web server proxies /graphql itself.
    proxy: { '/graphql': 'http://localhost:4000' },
  },
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: {
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet in the page's <head>: a server-rendered page is styled at first paint, whatever
        // route chunk it needs later (split CSS would only arrive with the chunk, after hydration).
        cssCodeSplit: false,
        // dist/.vite/manifest.json: the web server preloads the chunk of a server-rendered page's route.
        manifest: true,
        rolldownOptions: {
          onwarn(warning, warn) {
            // "use client" banners of React libraries, and the source-map lookups of those same warnings
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
            warn(warning);
          },
          // No manualChunks: a manual chunk takes its packages' whole dependency graph (Apollo's took graphql's
          // parser, used only by the developers' pages); Rollup's own placement keeps it with its users.
        },
      },
}));
