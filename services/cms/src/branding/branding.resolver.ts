import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { BrandingImageSlot } from '@guide/validation';
import { BrandingService } from './branding.service';
import type { BrandingColoursInput } from '../generated/graphql';

@Resolver('Branding')
export class BrandingResolver {
  constructor(private readonly branding: BrandingService) {}

  /** Public: both apps apply it at runtime. */
  @Query('branding')
  get() {
    return this.branding.get();
  }

  @Mutation('updateBrandingColours')
  @RequirePermission('settings.branding.update-colours')
  updateColours(@Args('input') input: BrandingColoursInput) {
    return this.branding.updateColours(input);
  }

  @Mutation('resetBrandingColours')
  @RequirePermission('settings.branding.update-colours')
  resetColours() {
    return this.branding.resetColours();
  }

  @Mutation('resetBrandingImage')
  @RequirePermission('settings.branding.update-images')
  resetImage(@Args('slot') slot: BrandingImageSlot) {
    return this.branding.resetImage(slot);
  }
}
