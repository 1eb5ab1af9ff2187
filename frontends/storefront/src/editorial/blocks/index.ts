/** A cms page's blocks on the storefront (its own small components; the back office's Puck never ships here). */
export { PageBlocks } from './PageBlocks';
export { parseBlocks, type PageBlock } from './page-blocks';
