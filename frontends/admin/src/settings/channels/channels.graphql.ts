import { graphql } from '../../gql';
import type { AdminChannelsQuery } from '../../gql/graphql';

/** Settings › Channels (services/cms/src/channels/channel.graphql; permissions settings.channels.*). */

export const CHANNELS = graphql(`
  query AdminChannels {
    channels {
      ...AdminChannel
    }
  }
  fragment AdminChannel on Channel {
    code
    name
    hostname
    defaultLocale
    maintenanceMode
  }
`);
export type ChannelRow = AdminChannelsQuery['channels'][number];

export const UPDATE_CHANNEL = graphql(`
  mutation UpdateChannel($code: String!, $maintenanceMode: Boolean!) {
    updateChannel(code: $code, maintenanceMode: $maintenanceMode) {
      ...AdminChannel
    }
  }
`);

export const UPDATE_CHANNEL_DETAILS = graphql(`
  mutation UpdateChannelDetails($code: String!, $input: ChannelDetailsInput!) {
    updateChannelDetails(code: $code, input: $input) {
      ...AdminChannel
    }
  }
`);
