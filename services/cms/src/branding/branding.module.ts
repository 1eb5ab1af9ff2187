import { Module } from '@nestjs/common';
import { BrandingMediaController } from './branding-media.controller';
import { BrandingResolver } from './branding.resolver';
import { BrandingService } from './branding.service';

/** The site's colours and images (MEDIA_STORAGE comes from the global CmsMediaModule). */
@Module({ controllers: [BrandingMediaController], providers: [BrandingService, BrandingResolver] })
export class BrandingModule {}
