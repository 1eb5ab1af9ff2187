/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Map tile URL template (`{z}/{x}/{y}`, optional `{s}`); OpenStreetMap when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** HTML attribution of those tiles. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Public origin of the site for canonical and Open Graph URLs; the page's own origin when unset. */
  readonly VITE_PUBLIC_ORIGIN?: string;
}
