import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { ChannelsService } from './channels.service';

@Resolver('Channel')
export class ChannelsResolver {
  constructor(private readonly channels: ChannelsService) {}

  @Query('channels')
  @RequirePermission('settings.channels.list')
  list() {
    return this.channels.list();
  }

  /** Public: the web server polls it (maintenance), the storefront reads the languages. */
  @Query('siteStatus')
  siteStatus() {
    return this.channels.siteStatus();
  }

  @Mutation('updateChannel')
  @RequirePermission('settings.channels.update')
  update(@Args('code') code: string, @Args('maintenanceMode') maintenanceMode: boolean) {
    return this.channels.updateMaintenance(code, maintenanceMode);
  }

  @Mutation('updateChannelDetails')
  @RequirePermission('settings.channels.update')
  updateDetails(@Args('code') code: string, @Args('input') input: { name?: unknown; hostname?: unknown }) {
    return this.channels.updateDetails(code, input);
  }
}
