import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { WebhooksService } from './webhooks.service';
import type { QueryWebhookDeliveriesArgs, WebhookInput } from '../generated/graphql';

@Resolver('Webhook')
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query('webhooks')
  @RequirePermission('settings.users.list')
  list() {
    return this.webhooks.list();
  }

  @Query('webhookDeliveries')
  @RequirePermission('settings.users.list')
  deliveries(@Args() args: QueryWebhookDeliveriesArgs) {
    return this.webhooks.deliveries(args.webhookId, args);
  }

  @Mutation('createWebhook')
  @RequirePermission('settings.users.create')
  create(@Args('input') input: WebhookInput) {
    return this.webhooks.create(input);
  }

  @Mutation('updateWebhook')
  @RequirePermission('settings.users.update')
  update(@Args('id') id: string, @Args('input') input: WebhookInput) {
    return this.webhooks.update(id, input);
  }

  @Mutation('deleteWebhook')
  @RequirePermission('settings.users.delete')
  remove(@Args('id') id: string) {
    return this.webhooks.remove(id);
  }

  @Mutation('redeliverWebhook')
  @RequirePermission('settings.users.update')
  redeliver(@Args('deliveryId') deliveryId: string) {
    return this.webhooks.redeliver(deliveryId);
  }
}
