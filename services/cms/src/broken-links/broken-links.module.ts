import { Module } from '@nestjs/common';
import { BrokenLinksResolver } from './broken-links.resolver';
import { BrokenLinksService } from './broken-links.service';

/** The periodic check of the links in published contents, pages and menus, and its back-office list. */
@Module({ providers: [BrokenLinksService, BrokenLinksResolver] })
export class BrokenLinksModule {}
