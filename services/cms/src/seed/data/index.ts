import { ACTUALITES } from './actualites';
import { BLOG } from './blog';
import { BONS_PLANS } from './bons-plans';
import { EVENEMENTS } from './evenements';
import { PARTENAIRES } from './partenaires';
import { RECETTES } from './recettes';
import { REVUE_DE_PRESSE } from './revue-de-presse';
import { ROUTES_GOURMANDES } from './routes-gourmandes';
import { SEJOURS } from './sejours';
import type { SeedContentType } from './shape';

export * from './shape';
export { ABOUT_PAGES, type SeedPage } from './pages';
export { HOME_SLIDES } from './home-slides';

/** The demo content of the nine seeded content types (migration 1700000003100). */
export const DEMO_CONTENT: SeedContentType[] = [BLOG, ACTUALITES, RECETTES, ROUTES_GOURMANDES, BONS_PLANS, SEJOURS, EVENEMENTS, REVUE_DE_PRESSE, PARTENAIRES];
