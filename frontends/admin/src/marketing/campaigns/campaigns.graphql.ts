import { graphql } from '../../gql';
import type { CampaignFieldsFragment } from '../../gql/graphql';

/** Back-office operations on newsletter campaigns (cms; permissions marketing.campaigns.*). */

export const CAMPAIGN_FIELDS = graphql(`
  fragment CampaignFields on Campaign {
    id
    name
    subject
    bodyHtml
    audience
    scheduledAt
    status
    sentCount
    failedCount
    unsubscribedCount
    recipientCount
    sentAt
    createdAt
    updatedAt
  }
`);
export type CampaignNode = CampaignFieldsFragment;
export type CampaignRow = CampaignNode;

export const CAMPAIGNS = graphql(`
  query Campaigns($first: Int, $after: String) {
    campaigns(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CampaignFields
        }
      }
    }
  }
`);

export const CAMPAIGN = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
      ...CampaignFields
    }
  }
`);

export const CREATE_CAMPAIGN = graphql(`
  mutation CreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      ...CampaignFields
    }
  }
`);

export const UPDATE_CAMPAIGN = graphql(`
  mutation UpdateCampaign($id: ID!, $input: CampaignInput!) {
    updateCampaign(id: $id, input: $input) {
      ...CampaignFields
    }
  }
`);

export const SCHEDULE_CAMPAIGN = graphql(`
  mutation ScheduleCampaign($id: ID!, $at: DateTime!) {
    scheduleCampaign(id: $id, at: $at) {
      ...CampaignFields
    }
  }
`);

export const SEND_CAMPAIGN_NOW = graphql(`
  mutation SendCampaignNow($id: ID!) {
    sendCampaignNow(id: $id) {
      ...CampaignFields
    }
  }
`);

export const CANCEL_CAMPAIGN = graphql(`
  mutation CancelCampaign($id: ID!) {
    cancelCampaign(id: $id) {
      ...CampaignFields
    }
  }
`);

export const SEND_TEST_CAMPAIGN = graphql(`
  mutation SendTestCampaign($id: ID!, $email: String!) {
    sendTestCampaign(id: $id, email: $email)
  }
`);

export const DELETE_CAMPAIGNS = graphql(`
  mutation DeleteCampaigns($ids: [ID!]!) {
    deleteCampaigns(ids: $ids)
  }
`);
