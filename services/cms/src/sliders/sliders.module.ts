import { Module } from '@nestjs/common';
import { SlidersResolver } from './sliders.resolver';
import { SlidersService } from './sliders.service';

/** Storefront carousels (settings → sliders); `home` is on the home page. */
@Module({ providers: [SlidersService, SlidersResolver] })
export class SlidersModule {}
