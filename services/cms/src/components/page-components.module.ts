import { Module } from '@nestjs/common';
import { ComponentUseSubscriber } from './component-use.subscriber';
import { PageComponentsResolver, PageRenderedBlocksResolver } from './page-components.resolver';
import { PageComponentsService } from './page-components.service';

/** Reusable page-builder components (Content › Components) and their use by pages and contents (README.md). */
@Module({ providers: [PageComponentsService, PageComponentsResolver, PageRenderedBlocksResolver, ComponentUseSubscriber] })
export class PageComponentsModule {}
