import { DynamicModule, Module } from '@nestjs/common';
import { LINK_CHECK_NETWORK } from './broken-links.config';
import { BrokenLinksResolver } from './broken-links.resolver';
import { BrokenLinksService } from './broken-links.service';
import type { LinkCheckNetwork } from './http-check';

/** The periodic check of the links in published contents, pages and menus, and its back-office list. */
@Module({})
export class BrokenLinksModule {
  /** `network`: tests only (a local server standing for the internet); the real network otherwise. */
  static forRoot(network: LinkCheckNetwork = {}): DynamicModule {
    return { module: BrokenLinksModule, providers: [BrokenLinksService, BrokenLinksResolver, { provide: LINK_CHECK_NETWORK, useValue: network }] };
  }
}
