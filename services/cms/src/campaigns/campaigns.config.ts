import { Config, env } from '@guide/platform';
import type { CmsMailConfig } from '../mailer/mailer.config';

/** The campaign sender's pace (src/campaigns/README.md). */
export const campaignsEnv = {
  CAMPAIGN_MAX_PER_SECOND: env.int({ default: 50, min: 1, max: 1000, doc: 'campaign mails sent per second at most (per cms process)' }),
  CAMPAIGN_BATCH_SIZE: env.int({ default: 20, min: 1, max: 500, doc: 'recipients a campaign worker claims at a time' }),
  CAMPAIGN_POLL_MS: env.int({ default: 2000, min: 10, max: 60_000, doc: 'how often an idle campaign worker looks for due or sending campaigns' }),
  CAMPAIGN_LEASE_SECONDS: env.int({
    default: 120,
    min: 1,
    max: 3600,
    doc: 'how long claimed recipients stay reserved to a worker: after a crash, the rest is sent by another once it expires',
  }),
};

export type CampaignsConfig = CmsMailConfig & Partial<Config<typeof campaignsEnv>>;

export interface CampaignSettings {
  maxPerSecond: number;
  batchSize: number;
  pollMs: number;
  leaseSeconds: number;
}

const read = <K extends keyof typeof campaignsEnv>(config: CampaignsConfig, key: K): number => config[key] ?? campaignsEnv[key].parse(key, undefined);

export function campaignSettings(config: CampaignsConfig): CampaignSettings {
  return {
    maxPerSecond: read(config, 'CAMPAIGN_MAX_PER_SECOND'),
    batchSize: read(config, 'CAMPAIGN_BATCH_SIZE'),
    pollMs: read(config, 'CAMPAIGN_POLL_MS'),
    leaseSeconds: read(config, 'CAMPAIGN_LEASE_SECONDS'),
  };
}
