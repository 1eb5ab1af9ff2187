import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Identity, RequirePermission, forbidden, hasPermission } from '@guide/platform';
import { ContestEditionEntity, isOpenAt } from './edition.entity';
import { EditionsService } from './editions.service';
import type { ContestEditionInput } from '../generated/graphql';

@Resolver('ContestEdition')
export class EditionsResolver {
  constructor(private readonly editions: EditionsService) {}

  @Query('contestEditions')
  list() {
    return this.editions.list();
  }

  @Query('contestEdition')
  edition(@Args('year') year: number) {
    return this.editions.byYear(year);
  }

  @Query('openContestEdition')
  open() {
    return this.editions.openAt();
  }

  @Query('upcomingContestEdition')
  upcoming() {
    return this.editions.upcoming();
  }

  @Mutation('createContestEdition')
  @RequirePermission('contest.editions.create')
  create(@Args('input') input: ContestEditionInput) {
    return this.editions.create(input);
  }

  @Mutation('updateContestEdition')
  @RequirePermission('contest.editions.update')
  update(@Args('year') year: number, @Args('input') input: ContestEditionInput) {
    return this.editions.update(year, input);
  }

  @Mutation('deleteContestEdition')
  @RequirePermission('contest.editions.delete')
  remove(@Args('year') year: number) {
    return this.editions.remove(year);
  }

  @ResolveField('open')
  isOpen(@Parent() edition: ContestEditionEntity) {
    return isOpenAt(edition, this.editions.now());
  }

  @ResolveField('registrationCount')
  registrationCount(@Parent() edition: ContestEditionEntity, @Context() ctx: { identity?: Identity }) {
    if (!ctx.identity || !hasPermission(ctx.identity, 'contest.registrations.list')) throw forbidden();
    return this.editions.loaders(ctx).registrationCount.load(edition.year);
  }
}
