import { graphql } from '../../gql';
import type { WebhookDeliveriesQuery, WebhooksQuery } from '../../gql/graphql';

/** Partners' webhooks (identity; settings.users.*). */
export const WEBHOOKS = graphql(`
  query Webhooks {
    webhooks {
      id
      url
      events
      enabled
      createdAt
    }
  }
`);
export type WebhookRow = WebhooksQuery['webhooks'][number];

export const CREATE_WEBHOOK = graphql(`
  mutation CreateWebhook($input: WebhookInput!) {
    createWebhook(input: $input) {
      signingSecret
      webhook {
        id
        url
        events
        enabled
        createdAt
      }
    }
  }
`);

export const UPDATE_WEBHOOK = graphql(`
  mutation UpdateWebhook($id: ID!, $input: WebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      id
      url
      events
      enabled
      createdAt
    }
  }
`);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {
    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          event
          status
          attempts
          responseStatus
          createdAt
          lastAttemptAt
        }
      }
    }
  }
`);
export type DeliveryRow = WebhookDeliveriesQuery['webhookDeliveries']['edges'][number]['node'];

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      status
      attempts
      responseStatus
      lastAttemptAt
    }
  }
`);
