import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * Vite aliases putting React Router's production build in the apps (browser and server bundles).
 *
 * React Router 7's package.json exports only `dist/development`, for every environment (remix-run/react-router
 * issues 12532 and 14102), and there `ENABLE_DEV_WARNINGS` is true: descendant-route checks and warnings run
 * on every render. `dist/production` is the same code with it false. Both names the apps reach it by
 * (`react-router`, and `react-router/dom` under `react-router-dom`) must point there, or two copies of the
 * router (two contexts) would end up in one app.
 */
export function reactRouterProduction(): Alias[] {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}
