import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { GuideDemoSeed } from './demo-seed';

/** The demo guide, registered with the platform's seed runner (`PlatformModule.forRoot({ seed: GuideDemoSeed })`). */
@Module({
  imports: [EstablishmentsModule],
  providers: [GuideDemoSeed],
})
export class SeedModule {}
