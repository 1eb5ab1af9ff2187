import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Every back-office operation of cms is guarded by its key; the page read is public (storefront). */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    pages: 'cms.pages.list',
    createPage: 'cms.pages.create',
    duplicatePage: 'cms.pages.duplicate',
  },
  open: ['page'],
});
