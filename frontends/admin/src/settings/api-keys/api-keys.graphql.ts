import { graphql } from '../../gql';
import type { ApiKeysQuery } from '../../gql/graphql';

/** Partners' API keys (identity; settings.users.list / create / delete). The secret is only in CreateApiKey's answer. */
export const API_KEYS = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    permissions
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
    requestsToday
  }
`);
export type ApiKeyRow = ApiKeysQuery['apiKeys'][number];

export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);

export const REVOKE_API_KEY = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);
