import { join } from 'node:path';

export { SUBGRAPHS, subgraphUrl, type SubgraphInfo } from '@guide/platform';

export const REPO_ROOT = join(__dirname, '..', '..');
