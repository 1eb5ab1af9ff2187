import type { Alias } from 'vite';

/**
 * Vite aliases that build the storefront on Preact (`preact/compat`) in place of React DOM: browser and
 * server bundles alike, so the server's HTML and the browser's hydration come from one renderer (its
 * `useId` values, its markup). The code keeps React's API and types (`@types/react`); only the bundles
 * change. Why, and what was measured: docs/decisions/0042-preact-for-public-pages.md.
 *
 * The back office stays on React DOM (the ADR says why).
 */
export function preactInPlaceOfReact(): Alias[] {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react$/, replacement: 'preact/compat' },
  ];
}
