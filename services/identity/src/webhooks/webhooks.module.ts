import { Module } from '@nestjs/common';
import { DeliveryWorker } from './delivery-worker';
import { WebhookNetwork } from './webhook-network';
import { WebhooksConsumer } from './webhooks.consumer';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Partners' webhooks: the API, the consumer queuing deliveries from platform events, the worker sending them. */
@Module({
  providers: [WebhookNetwork, WebhooksService, WebhooksResolver, WebhooksConsumer, DeliveryWorker],
})
export class WebhooksModule {}
