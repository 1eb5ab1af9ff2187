import { Config, SubgraphConfig, env, publicWebUrl } from '@guide/platform';

/** The link check's settings (src/broken-links/README.md). */
export const brokenLinksEnv = {
  BROKEN_LINKS_INTERVAL_MINUTES: env.int({ default: 360, min: 0, max: 10_080, doc: 'minutes between two link checks (0: only when staff start one)' }),
  BROKEN_LINKS_MAX_PER_RUN: env.int({ default: 500, min: 1, max: 100_000, doc: 'outside URLs one check asks at most (the others wait for the next run)' }),
  BROKEN_LINKS_TIMEOUT_MS: env.int({ default: 8000, min: 100, max: 60_000, doc: 'how long an outside link has to answer' }),
  BROKEN_LINKS_CONCURRENCY: env.int({ default: 4, min: 1, max: 32, doc: 'outside links asked at the same time' }),
  BROKEN_LINKS_WEB_URL: env.url({
    protocols: ['http', 'https'],
    optional: true,
    doc: 'web server asked (HEAD) for site paths the cms cannot check itself: guide, shop, contest (unset: those are not checked)',
  }),
};

export type BrokenLinksConfig = SubgraphConfig & Partial<Config<typeof brokenLinksEnv>> & { PUBLIC_WEB_URL?: string };

export interface LinkCheckSettings {
  intervalMs: number;
  maxPerRun: number;
  timeoutMs: number;
  concurrency: number;
  webUrl: string;
  publicOrigin: string;
  userAgent: string;
}

const read = <K extends keyof typeof brokenLinksEnv>(config: BrokenLinksConfig, key: K) =>
  (config[key] ?? brokenLinksEnv[key].parse(key, undefined)) as Config<typeof brokenLinksEnv>[K];

export function linkCheckSettings(config: BrokenLinksConfig): LinkCheckSettings {
  const publicOrigin = publicWebUrl(config);
  return {
    // Tests start runs themselves; a timer would race them.
    intervalMs: config.NODE_ENV === 'test' ? 0 : read(config, 'BROKEN_LINKS_INTERVAL_MINUTES') * 60_000,
    maxPerRun: read(config, 'BROKEN_LINKS_MAX_PER_RUN'),
    timeoutMs: read(config, 'BROKEN_LINKS_TIMEOUT_MS'),
    concurrency: read(config, 'BROKEN_LINKS_CONCURRENCY'),
    webUrl: (read(config, 'BROKEN_LINKS_WEB_URL') || '').replace(/\/+$/, ''),
    publicOrigin,
    userAgent: `GuideGourmandLinkChecker/1.0 (+${publicOrigin})`,
  };
}

/** Nest token of the network the checks use (http-check.ts `LinkCheckNetwork`): tests only; absent, the real one. */
export const LINK_CHECK_NETWORK = Symbol('LINK_CHECK_NETWORK');
