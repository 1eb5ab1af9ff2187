// The shop's list pages: one lazy chunk (routes.tsx `handle.chunk` names this file for modulepreload); the
// product page is its own (product.ts).
export { ShopHomePage } from './ShopHomePage';
export { ProductListPage } from './ProductListPage';
export { CategoriesPage } from './CategoriesPage';
export { GiftStorePage } from './GiftStorePage';
