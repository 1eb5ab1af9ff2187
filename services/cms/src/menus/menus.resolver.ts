import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { MenuItemValue } from '@guide/validation';
import { MenusService } from './menus.service';
import type { NavigationMenuInput } from '../generated/graphql';

@Resolver('Menu')
export class MenusResolver {
  constructor(private readonly menus: MenusService) {}

  /** Public: the storefront's header and footer. */
  @Query('menu')
  menu(@Args('code') code: string) {
    return this.menus.byCode(code);
  }

  @Query('menus')
  @RequirePermission('cms.menus.list')
  list() {
    return this.menus.list();
  }

  @Mutation('createMenu')
  @RequirePermission('cms.menus.create')
  create(@Args('input') input: NavigationMenuInput) {
    return this.menus.create(input);
  }

  @Mutation('setMenuItems')
  @RequirePermission('cms.menus.update')
  setItems(@Args('code') code: string, @Args('items') items: MenuItemValue[]) {
    return this.menus.setItems(code, items);
  }

  @Mutation('renameMenu')
  @RequirePermission('cms.menus.update')
  rename(@Args('code') code: string, @Args('name') name: string) {
    return this.menus.rename(code, name);
  }

  @Mutation('deleteMenu')
  @RequirePermission('cms.menus.delete')
  delete(@Args('code') code: string) {
    return this.menus.delete(code);
  }
}
