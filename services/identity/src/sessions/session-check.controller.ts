import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { SessionsService } from './sessions.service';

/**
 * `GET /internal/sessions/:sid?sub=&sv=&kind=` → `{ valid }`: the gateway's question before it trusts an
 * access token (gateway/src/revocation.ts caches the answer a few seconds). Like every route of a
 * subgraph but /health, it answers only callers holding the gateway secret (gatewayOnly middleware).
 */
@Controller('internal/sessions')
export class SessionCheckController {
  constructor(private readonly sessions: SessionsService) {}

  @Get(':sid')
  @Header('cache-control', 'no-store')
  async check(@Param('sid') sid: string, @Query('sub') sub: unknown, @Query('sv') sv: unknown, @Query('kind') kind: unknown): Promise<{ valid: boolean }> {
    const version = typeof sv === 'string' && /^\d{1,9}$/.test(sv) ? Number(sv) : undefined;
    return { valid: await this.sessions.isCurrent({ sessionId: sid, kind, subjectId: sub, sessionVersion: version }) };
  }
}
