import { Module } from '@nestjs/common';
import { ContestClock } from '../shared/clock';
import { EditionsResolver } from './editions.resolver';
import { EditionsService } from './editions.service';

/** Editions: dated rows, the open and upcoming ones, the back office's CRUD. */
@Module({
  providers: [ContestClock, EditionsService, EditionsResolver],
  exports: [ContestClock, EditionsService],
})
export class EditionsModule {}
