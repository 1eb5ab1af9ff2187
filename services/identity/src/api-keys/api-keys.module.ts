import { Module } from '@nestjs/common';
import { ApiKeyCheckController } from './api-key-check.controller';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';

/** Partners' API keys: Settings › API keys (GraphQL) and the gateway's verify/usage routes. */
@Module({
  controllers: [ApiKeyCheckController],
  providers: [ApiKeysService, ApiKeysResolver],
})
export class ApiKeysModule {}
