import { Injectable } from '@nestjs/common';

/**
 * "Now" for the contest: whether an edition is open is decided against this clock, never against the
 * database's now(), so a test can place itself one second before an edition opens (spy on `now`).
 */
@Injectable()
export class ContestClock {
  now(): Date {
    return new Date();
  }
}
