import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { isUuid } from '../ids';
import { ApiKeyVerdict, ApiKeysService, UsageReport } from './api-keys.service';

/** Most reports one usage call may carry (the gateway sends one per key used since its last flush). */
const MAX_REPORTS = 10_000;

/**
 * The gateway's side door for API keys (gateway/src/api-keys.ts). Like every route of a subgraph but
 * /health, it answers only callers holding the gateway secret (gatewayOnly middleware).
 * - `POST /internal/api-keys/verify {secret}` → `{valid:false}` or `{valid:true, keyId, expiresAt, identity}`:
 *   the identity to act as (the creator, with the key's permissions that the creator still holds).
 * - `POST /internal/api-keys/usage {usage:[{id, requests, lastUsedAt}]}` → `{updated}`: calls counted by
 *   the gateway since its last report.
 */
@Controller('internal/api-keys')
export class ApiKeyCheckController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post('verify')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  verify(@Body() body: unknown): Promise<ApiKeyVerdict> {
    return this.apiKeys.verify((body as { secret?: unknown } | null)?.secret);
  }

  @Post('usage')
  @HttpCode(200)
  async usage(@Body() body: unknown): Promise<{ updated: number }> {
    const raw = (body as { usage?: unknown } | null)?.usage;
    const reports: UsageReport[] = [];
    // Malformed entries are skipped, not failed: one bad line must not lose the others' counts.
    for (const entry of Array.isArray(raw) ? raw.slice(0, MAX_REPORTS) : []) {
      const { id, requests, lastUsedAt } = (entry ?? {}) as Record<string, unknown>;
      const at = typeof lastUsedAt === 'string' ? new Date(lastUsedAt) : null;
      if (typeof id !== 'string' || !isUuid(id) || !Number.isSafeInteger(requests) || (requests as number) < 1 || !at || Number.isNaN(at.getTime())) continue;
      reports.push({ id, requests: requests as number, lastUsedAt: at });
    }
    return { updated: await this.apiKeys.recordUsage(reports) };
  }
}
