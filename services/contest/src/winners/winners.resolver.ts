import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, RequirePermission, hasPermission } from '@guide/platform';
import type { ContestEditionEntity } from '../editions/edition.entity';
import type { ContestWinnerEntity } from './winner.entity';
import { WinnersService } from './winners.service';
import type { ContestWinnerInput } from '../generated/graphql';

type Ctx = { identity?: Identity };
/** Staff who may see draft winners and where they come from. */
const seesDrafts = (ctx: Ctx) => !!ctx.identity && hasPermission(ctx.identity, 'contest.winners.list');

@Resolver('ContestEdition')
export class EditionWinnersResolver {
  constructor(private readonly winners: WinnersService) {}

  /** Visitors see the list once published; staff with contest.winners.list see the draft too. */
  @ResolveField('winners')
  async list(@Parent() edition: ContestEditionEntity, @Context() ctx: Ctx) {
    if (!edition.winnersPublishedAt && !seesDrafts(ctx)) return [];
    return this.winners.loaders(ctx).byEdition.load(edition.year);
  }

  @Mutation('setContestWinners')
  @RequirePermission('contest.winners.update')
  set(@Args('year') year: number, @Args('winners') winners: ContestWinnerInput[]) {
    return this.winners.set(year, winners);
  }

  @Mutation('publishContestWinners')
  @RequirePermission('contest.winners.update')
  publish(@Args('year') year: number, @Args('published') published: boolean) {
    return this.winners.publish(year, published);
  }
}

@Resolver('ContestWinner')
export class WinnerResolver {
  /** A federated reference: the gateway asks catalog-guide for the rest. */
  @ResolveField('establishment')
  establishment(@Parent() winner: ContestWinnerEntity) {
    return winner.establishmentId ? { __typename: 'Establishment', id: winner.establishmentId } : null;
  }

  @ResolveField('registrationId')
  registrationId(@Parent() winner: ContestWinnerEntity, @Context() ctx: Ctx) {
    return seesDrafts(ctx) ? winner.registrationId : null;
  }
}
