import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// No @vitejs/plugin-react: esbuild's automatic JSX runtime is all the app needs (no Fast Refresh).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: {
      '@guide/ui': fileURLToPath(new URL('../ui/src', import.meta.url)),
      // The shared rules and Yup schemas, from source (the package's dist is CommonJS for the services).
      '@guide/validation': fileURLToPath(new URL('../validation/src', import.meta.url)),
      '@guide/vocabulary': fileURLToPath(new URL('../vocabulary/src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    // The gateway (npm start) listens on 4000; in production the web server proxies /graphql itself.
    proxy: { '/graphql': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // "use client" banners of React libraries, and the source-map lookups of those same warnings
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          apollo: ['@apollo/client'],
          i18n: ['i18next', 'react-i18next', 'dayjs'],
        },
      },
    },
  },
});
