// The shop's public pages: one lazy chunk (routes.tsx `handle.chunk` names this file for modulepreload).
export { ShopHomePage } from './ShopHomePage';
export { ProductPage } from './ProductPage';
export { ProductListPage } from './ProductListPage';
export { CategoriesPage } from './CategoriesPage';
export { GiftStorePage } from './GiftStorePage';
