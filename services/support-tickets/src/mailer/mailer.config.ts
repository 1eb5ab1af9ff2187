import { Config, SubgraphConfig, mailEnv, publicWebEnv } from '@guide/platform';

/** Variables of the ticket mailer: where it sends, and the site origin its links point at (storefront at /, back office at /admin/). */
export const ticketsMailEnv = {
  ...mailEnv,
  ...publicWebEnv,
};

export type TicketsMailConfig = SubgraphConfig & Partial<Config<typeof ticketsMailEnv>>;
