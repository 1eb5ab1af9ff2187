import { Config, SubgraphConfig, env, mailEnv, mediaEnv } from '@guide/platform';

/** Variables of the contest beyond the platform's: mail (confirmations), media (partner logos), the organisers' address. */
export const contestEnv = {
  ...mailEnv,
  ...mediaEnv,
  CONTEST_ORGANISERS_EMAIL: env.string({
    default: 'concours@guide-gourmand.localhost',
    doc: 'where "become a partner" applications are sent (the contest organisers; MailDev catches it locally)',
  }),
};

export type ContestConfig = SubgraphConfig & Partial<Config<typeof contestEnv>>;

export const organisersEmail = (config: ContestConfig) => config.CONTEST_ORGANISERS_EMAIL || 'concours@guide-gourmand.localhost';
