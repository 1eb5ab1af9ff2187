import { Module } from '@nestjs/common';
import { EditionsModule } from '../editions/editions.module';
import { EditionWinnersResolver, WinnerResolver } from './winners.resolver';
import { WinnersService } from './winners.service';

/** Winners of an edition: the jury's list (draft), its publication and contest.winners.published. */
@Module({
  imports: [EditionsModule],
  providers: [WinnersService, EditionWinnersResolver, WinnerResolver],
})
export class WinnersModule {}
