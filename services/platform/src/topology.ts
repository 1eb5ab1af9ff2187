/**
 * The subgraphs of the supergraph: one list for composition, routing, health and process start-up.
 * Adding a subgraph starts here (see the README's "Add a subgraph").
 */
export interface SubgraphInfo {
  name: string;
  /** Folder of the service, relative to the repository root. */
  dir: string;
  port: number;
  /** Environment variable that overrides the URL (cluster, compose). */
  urlEnv: string;
  /**
   * The service consumes events: the platform then serves its parked-events fields (SDL and resolver,
   * `catalogGuideParkedEvents`…, ADR 0005) and composition includes them.
   */
  consumesEvents?: boolean;
}

export const SUBGRAPHS: SubgraphInfo[] = [
  { name: 'identity', dir: 'services/identity', port: 4101, urlEnv: 'IDENTITY_URL', consumesEvents: true },
  { name: 'catalog-guide', dir: 'services/catalog-guide', port: 4102, urlEnv: 'CATALOG_GUIDE_URL', consumesEvents: true },
  { name: 'commerce', dir: 'services/commerce', port: 4103, urlEnv: 'COMMERCE_URL', consumesEvents: true },
  { name: 'cms', dir: 'services/cms', port: 4104, urlEnv: 'CMS_URL', consumesEvents: true },
  { name: 'support-tickets', dir: 'services/support-tickets', port: 4105, urlEnv: 'SUPPORT_TICKETS_URL', consumesEvents: true },
  { name: 'contest', dir: 'services/contest', port: 4106, urlEnv: 'CONTEST_URL', consumesEvents: true },
];

export function subgraphUrl(s: SubgraphInfo, env: NodeJS.ProcessEnv = process.env): string {
  return env[s.urlEnv] || `http://127.0.0.1:${s.port}/graphql`;
}
