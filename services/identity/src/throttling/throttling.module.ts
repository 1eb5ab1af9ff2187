import { Module } from '@nestjs/common';
import { ThrottleService } from './throttle.service';

/** Attempt counting for sign-in, registration and password mails (per address, per account, per pair). */
@Module({
  providers: [ThrottleService],
  exports: [ThrottleService],
})
export class ThrottlingModule {}
