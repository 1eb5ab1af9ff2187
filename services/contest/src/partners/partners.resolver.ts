import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission, localeOf } from '@guide/platform';
import type { ContestEditionEntity } from '../editions/edition.entity';
import { RequestContext, clientAddress } from '../shared/locale';
import type { ContestPartnerEntity } from './partner.entity';
import { partnerLogoUrl } from './partner-logo';
import { PartnersService } from './partners.service';
import type { ContestPartnerInput, PartnerFormInput } from '../generated/graphql';

@Resolver('ContestEdition')
export class EditionPartnersResolver {
  constructor(private readonly partners: PartnersService) {}

  @ResolveField('partners')
  list(@Parent() edition: ContestEditionEntity, @Context() ctx: object) {
    return this.partners.loaders(ctx).byEdition.load(edition.year);
  }
}

@Resolver('ContestPartner')
export class PartnersResolver {
  constructor(private readonly partners: PartnersService) {}

  @ResolveField('logoUrl')
  logoUrl(@Parent() partner: ContestPartnerEntity) {
    return partnerLogoUrl(partner.logoKey);
  }

  @Query('contestPartnerApplications')
  @RequirePermission('contest.partners.list')
  applications(@Args('first') first?: number | null, @Args('after') after?: string | null) {
    return this.partners.applications({ first, after });
  }

  @Mutation('applyAsContestPartner')
  apply(@Args('input') input: PartnerFormInput, @Context() ctx: RequestContext) {
    // The form's own language (PartnerFormInput.locale) first, else the request's.
    const locale = input.locale?.trim() ? (input.locale.trim().toLowerCase().startsWith('en') ? 'en' : 'fr') : localeOf(ctx);
    return this.partners.apply(input, { locale, address: clientAddress(ctx) });
  }

  @Mutation('createContestPartner')
  @RequirePermission('contest.partners.create')
  create(@Args('year') year: number, @Args('input') input: ContestPartnerInput) {
    return this.partners.create(year, input);
  }

  @Mutation('updateContestPartner')
  @RequirePermission('contest.partners.update')
  update(@Args('id') id: string, @Args('input') input: ContestPartnerInput) {
    return this.partners.update(id, input);
  }

  @Mutation('deleteContestPartner')
  @RequirePermission('contest.partners.delete')
  remove(@Args('id') id: string) {
    return this.partners.remove(id);
  }

  @Mutation('reorderContestPartners')
  @RequirePermission('contest.partners.update')
  reorder(@Args('year') year: number, @Args('ids') ids: string[]) {
    return this.partners.reorder(year, ids);
  }
}
