import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { MutationUpdateSettingsArgs, QuerySettingsArgs } from '../generated/graphql';
import { SettingsService } from './settings.service';

@Resolver('SettingsGroup')
export class SettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Query('settings')
  @RequirePermission('settings.configuration.view')
  group(@Args() args: QuerySettingsArgs) {
    return this.settings.view(args.group);
  }

  @Mutation('updateSettings')
  @RequirePermission('settings.configuration.update')
  update(@Args() args: MutationUpdateSettingsArgs) {
    return this.settings.update(args.group, args.settings);
  }
}
