/** The shop's public paths (French form; each also under /en). routes.tsx names them in PATHS too. */
export const SHOP_PATHS = {
  home: '/guide-et-goodies',
  products: '/nos-produits',
  categories: '/nos-categories-de-produits',
  giftStore: '/boutique-cadeaux',
  product: (slug: string) => `/guide-et-goodies/${encodeURIComponent(slug)}`,
  category: (slug: string) => `/nos-produits?categorie=${encodeURIComponent(slug)}`,
} as const;
