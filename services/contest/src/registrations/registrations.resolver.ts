import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { ContestRegistrationEntity } from './registration.entity';
import { ContestRegistrationInput } from './registration.validation';
import { RegistrationListArgs, RegistrationsService } from './registrations.service';

@Resolver('ContestRegistration')
export class RegistrationsResolver {
  constructor(private readonly registrations: RegistrationsService) {}

  @Query('openContestEdition')
  openEdition() {
    return this.registrations.openEdition();
  }

  @Query('contestRegistrations')
  @RequirePermission('contest.registrations.list')
  list(@Args() args: RegistrationListArgs) {
    return this.registrations.list(args);
  }

  @Mutation('registerForContest')
  register(@Args('input') input: ContestRegistrationInput) {
    return this.registrations.register(input);
  }
}
