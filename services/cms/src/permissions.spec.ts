import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Every back-office operation of cms is guarded by its key; the page read is public (storefront). */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg, { mailSender: () => ({ send: async () => undefined, close: () => undefined }) })),
  backOffice: {
    pages: 'cms.pages.list',
    createPage: 'cms.pages.create',
    duplicatePage: 'cms.pages.duplicate',
    cmsParkedEvents: 'settings.configuration.view',
    replayCmsParkedEvent: 'settings.configuration.update',
    discardCmsParkedEvent: 'settings.configuration.update',
    formSubmissions: 'cms.forms.list',
    deleteFormSubmissions: 'cms.forms.delete',
    newsletterSubscribers: 'marketing.newsletter-subscribers.list',
    deleteNewsletterSubscribers: 'marketing.newsletter-subscribers.delete',
    menus: 'cms.menus.list',
    createMenu: 'cms.menus.create',
    setMenuItems: 'cms.menus.update',
    renameMenu: 'cms.menus.update',
    deleteMenu: 'cms.menus.delete',
    createContentType: 'cms.content-types.create',
    updateContentType: 'cms.content-types.update',
    deleteContentType: 'cms.content-types.delete',
    createContentCustomField: 'cms.custom-fields.create',
    updateContentCustomField: 'cms.custom-fields.update',
    deleteContentCustomField: 'cms.custom-fields.delete',
    adminContents: 'cms.posts.list',
    adminContent: 'cms.posts.list',
    createContent: 'cms.posts.create',
    updateContent: 'cms.posts.update',
    deleteContents: 'cms.posts.delete',
    duplicateContent: 'cms.posts.duplicate',
    setContentCategories: 'cms.posts.sync-categories',
    setContentsStatus: 'cms.posts.update-details',
    createContentCategory: 'cms.categories.create',
    updateContentCategory: 'cms.categories.update',
    deleteContentCategories: 'cms.categories.delete',
    contentRedirects: 'cms.permalinks.list',
    createContentRedirect: 'cms.permalinks.create',
    updateContentRedirect: 'cms.permalinks.update',
    deleteContentRedirects: 'cms.permalinks.delete',
  },
  // The site's forms and the newsletter's links are public (spec §5).
  open: ['submitContactForm', 'submitPartnerForm', 'subscribeNewsletter', 'confirmNewsletter', 'unsubscribeNewsletter', 'page', 'menu', 'searchSite',
    // The storefront's editorial reads.
    'contentTypes', 'contentType', 'contents', 'content', 'contentCategories', 'contentRedirect'],
});
