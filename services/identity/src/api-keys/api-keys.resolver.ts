import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import type { ApiKeyInput } from '../generated/graphql';
import { ApiKeysService } from './api-keys.service';

/** Settings › API keys (API-CONTRACT "Partners: API keys and webhooks"). */
@Resolver('ApiKey')
export class ApiKeysResolver {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Query('apiKeys')
  @RequirePermission('settings.users.list')
  list() {
    return this.apiKeys.list();
  }

  @Mutation('createApiKey')
  @RequirePermission('settings.users.create')
  create(@Args('input') input: ApiKeyInput, @CurrentIdentity() identity: Identity) {
    return this.apiKeys.create(input, identity);
  }

  @Mutation('revokeApiKey')
  @RequirePermission('settings.users.delete')
  revoke(@Args('id') id: string) {
    return this.apiKeys.revoke(id);
  }
}
