import { Module } from '@nestjs/common';
import { SessionCheckController } from './session-check.controller';
import { SessionCookies } from './session-cookies';
import { SessionsService } from './sessions.service';

/** Sessions: access/refresh tokens, their cookies, and the check the gateway calls. */
@Module({
  controllers: [SessionCheckController],
  providers: [SessionsService, SessionCookies],
  exports: [SessionsService, SessionCookies],
})
export class SessionsModule {}
