import { Module } from '@nestjs/common';
import { MenusResolver } from './menus.resolver';
import { MenusService } from './menus.service';

/** Navigation menus of the storefront (header, footer, and any an editor adds). */
@Module({ providers: [MenusService, MenusResolver] })
export class MenusModule {}
