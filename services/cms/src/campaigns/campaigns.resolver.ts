import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, hasPermission, loadByKey, perRequest } from '@guide/platform';
import { Campaign, CampaignCounts, CampaignsService } from './campaigns.service';

interface CampaignArgs {
  id: string;
}
interface CampaignInputArgs {
  id: string;
  input: unknown;
}

const STARTED = new Set(['SENDING', 'SENT']);

@Resolver('Campaign')
export class CampaignsResolver {
  /** Per request: the counts of a page of campaigns in one query, each audience counted once. */
  private readonly loaders = perRequest(() => ({
    counts: loadByKey(
      (ids: string[]) => this.campaigns.counts(ids),
      (r: CampaignCounts) => r.campaignId,
      { missing: { campaignId: '', recipients: 0, sent: 0, failed: 0, unsubscribed: 0 } },
    ),
    audience: loadByKey(
      async (audiences: string[]) => Promise.all(audiences.map(async (a) => ({ a, n: await this.campaigns.audienceSize(a) }))),
      (r: { a: string; n: number }) => r.a,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

  constructor(private readonly campaigns: CampaignsService) {}

  @Query('campaigns')
  @RequirePermission('marketing.campaigns.list')
  list(@Args() args: { first?: number | null; after?: string | null }) {
    return this.campaigns.list(args);
  }

  @Query('campaign')
  @RequirePermission('marketing.campaigns.list')
  one(@Args() args: CampaignArgs) {
    return this.campaigns.find(args.id);
  }

  @Mutation('createCampaign')
  @RequirePermission('marketing.campaigns.create')
  create(@Args('input') input: unknown, @CurrentIdentity() identity: Identity) {
    return this.campaigns.create(input, identity);
  }

  @Mutation('updateCampaign')
  @RequirePermission('marketing.campaigns.update')
  update(@Args() args: CampaignInputArgs) {
    return this.campaigns.update(args.id, args.input);
  }

  @Mutation('scheduleCampaign')
  @RequirePermission('marketing.campaigns.update')
  schedule(@Args() args: { id: string; at: Date }, @CurrentIdentity() identity: Identity) {
    return this.campaigns.schedule(args.id, args.at, identity);
  }

  @Mutation('sendCampaignNow')
  @RequirePermission('marketing.campaigns.update')
  sendNow(@Args() args: CampaignArgs, @CurrentIdentity() identity: Identity) {
    return this.campaigns.sendNow(args.id, identity);
  }

  @Mutation('cancelCampaign')
  @RequirePermission('marketing.campaigns.update')
  cancel(@Args() args: CampaignArgs, @CurrentIdentity() identity: Identity) {
    return this.campaigns.cancel(args.id, identity);
  }

  @Mutation('sendTestCampaign')
  @RequirePermission('marketing.campaigns.update')
  sendTest(@Args() args: { id: string; email: string }, @CurrentIdentity() identity: Identity) {
    return this.campaigns.sendTest(args.id, args.email, identity);
  }

  @Mutation('deleteCampaigns')
  @RequirePermission('marketing.campaigns.delete')
  delete(@Args('ids') ids: string[]) {
    return this.campaigns.delete(ids);
  }

  /** Federation: staff only (a campaign is never shown elsewhere). */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    const identity = context?.identity;
    return identity && hasPermission(identity, 'marketing.campaigns.list') ? this.campaigns.find(ref.id) : null;
  }

  @ResolveField('sentCount')
  async sentCount(@Parent() c: Campaign, @Context() ctx: object) {
    return (await this.loaders(ctx).counts.load(c.id)).sent;
  }

  @ResolveField('failedCount')
  async failedCount(@Parent() c: Campaign, @Context() ctx: object) {
    return (await this.loaders(ctx).counts.load(c.id)).failed;
  }

  @ResolveField('unsubscribedCount')
  async unsubscribedCount(@Parent() c: Campaign, @Context() ctx: object) {
    return (await this.loaders(ctx).counts.load(c.id)).unsubscribed;
  }

  /** Queued recipients once started (or canceled after starting); before, the audience's size now. */
  @ResolveField('recipientCount')
  async recipientCount(@Parent() c: Campaign, @Context() ctx: object) {
    if (STARTED.has(c.status) || c.startedAt) return (await this.loaders(ctx).counts.load(c.id)).recipients;
    return this.loaders(ctx).audience.load(c.audience);
  }
}
