import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission, localeOf } from '@guide/platform';
import { RequestContext, clientAddress } from '../shared/locale';
import { RegistrationsService } from './registrations.service';
import type { ContestRegistrationInput, QueryContestRegistrationsArgs } from '../generated/graphql';

@Resolver('ContestRegistration')
export class RegistrationsResolver {
  constructor(private readonly registrations: RegistrationsService) {}

  @Query('contestRegistrations')
  @RequirePermission('contest.registrations.list')
  list(@Args() args: QueryContestRegistrationsArgs) {
    return this.registrations.list(args);
  }

  @Query('contestRegistration')
  @RequirePermission('contest.registrations.view')
  registration(@Args('id') id: string) {
    return this.registrations.byId(id);
  }

  /** Public, throttled per email and per client address: each call counts, aliases of one request too. */
  @Mutation('registerForContest')
  register(@Args('input') input: ContestRegistrationInput, @Context() ctx: RequestContext) {
    return this.registrations.register(input, { locale: localeOf(ctx), address: clientAddress(ctx) });
  }

  @Mutation('deleteContestRegistrations')
  @RequirePermission('contest.registrations.delete')
  remove(@Args('ids') ids: string[]) {
    return this.registrations.remove(ids);
  }

  @Mutation('exportContestRegistrations')
  @RequirePermission('contest.registrations.export')
  exportCsv(@Args('edition') edition: number, @Context() ctx: RequestContext) {
    return this.registrations.exportCsv(edition, localeOf(ctx));
  }
}
