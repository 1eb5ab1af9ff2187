import { Module } from '@nestjs/common';
import { CmsDemoSeed } from './demo-seed';

/** The demo content, registered with the platform's seed runner (`seed: CmsDemoSeed`); MEDIA_STORAGE comes from the global CmsMediaModule. */
@Module({ providers: [CmsDemoSeed] })
export class CmsSeedModule {}
