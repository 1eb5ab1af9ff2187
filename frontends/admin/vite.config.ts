import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from '../graphql-documents';
import { reactRouterProduction } from '../react-router-production';

// Served by the web server under /admin/; no @vitejs/plugin-react, Vite's own (Oxc) automatic JSX runtime is enough.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  // Each chunk gets only the GraphQL documents it uses (../graphql-documents.ts): the generated map of every
  // document (≈ 460 KB of object literals) was in the entry, compiled and built on every page load.
  plugins: [graphqlDocuments()],
  resolve: {
    alias: [
      { find: '@guide/ui', replacement: fileURLToPath(new URL('../ui/src', import.meta.url)) },
      // The shared rules and Yup schemas, from source (the package's dist is CommonJS for the services).
      { find: '@guide/validation', replacement: fileURLToPath(new URL('../../packages/validation/src', import.meta.url)) },
      { find: '@guide/vocabulary', replacement: fileURLToPath(new URL('../../packages/vocabulary/src', import.meta.url)) },
      ...reactRouterProduction(),
    ],
  },
  server: {
    port: 5174,
    // The gateway (npm start) listens on 4000; in production the web server proxies /graphql itself.
    proxy: { '/graphql': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500, // antd is one large, cached vendor chunk
    rolldownOptions: {
      onwarn(warning, warn) {
        // "use client" banners of React libraries, and the source-map lookups of those same warnings
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
      output: {
        // Long-lived vendor chunks, cached across deployments of the app's own code. A group takes the modules
        // whose path matches, whoever imports them. The dashboard's charts (@ant-design/plots and charts-util,
        // which imports the whole of lodash) stay with the screens that draw them (admin-bundle.int-spec.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design[\\/](?!plots|charts-util)[^\\/]+|@rc-component|rc-[^\\/]+|@emotion|stylis)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](formik|yup|i18next|react-i18next|dayjs)[\\/]/ },
          ],
        },
      },
    },
  },
});
