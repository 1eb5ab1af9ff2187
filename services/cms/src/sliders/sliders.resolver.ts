import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { SlideValue } from '@guide/validation';
import { SlidersService } from './sliders.service';
import type { SliderInput } from '../generated/graphql';

@Resolver('Slider')
export class SlidersResolver {
  constructor(private readonly sliders: SlidersService) {}

  /** Public: the storefront's carousels (active slides). */
  @Query('slider')
  slider(@Args('code') code: string) {
    return this.sliders.publicByCode(code);
  }

  @Query('sliders')
  @RequirePermission('settings.sliders.list')
  list() {
    return this.sliders.list();
  }

  @Mutation('createSlider')
  @RequirePermission('settings.sliders.create')
  create(@Args('input') input: SliderInput) {
    return this.sliders.create(input);
  }

  @Mutation('updateSlider')
  @RequirePermission('settings.sliders.update')
  update(@Args('code') code: string, @Args('name') name: string, @Args('slides') slides: SlideValue[]) {
    return this.sliders.update(code, name, slides);
  }

  @Mutation('deleteSlider')
  @RequirePermission('settings.sliders.delete')
  delete(@Args('code') code: string) {
    return this.sliders.delete(code);
  }
}
