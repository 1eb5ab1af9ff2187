// The product page: its own lazy chunk, so the shop's lists do not carry its reviews, wishlist and cart code,
// and it does not carry theirs (routes.tsx `handle.chunk` names this file for modulepreload).
export { ProductPage } from './ProductPage';
