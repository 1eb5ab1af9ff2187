// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Pages1700000003000 } from './1700000003000-pages';
import { UpdatedAt1700000003050 } from './1700000003050-updated-at';
import { Contents1700000003100 } from './1700000003100-contents';
import { Forms1700000003200 } from './1700000003200-forms';
import { Menus1700000003300 } from './1700000003300-menus';
import { MediaLibrary1700000003500 } from './1700000003500-media-library';
import { SiteSearch1700000003310 } from './1700000003310-site-search';
import { PageBuilder1700000003400 } from './1700000003400-page-builder';
import { BrandingSliders1700000003600 } from './1700000003600-branding-sliders';
import { BrokenLinks1700000003800 } from './1700000003800-broken-links';
import { SectionSeo1700000003810 } from './1700000003810-section-seo';
import { OwnerPosts1700000003700 } from './1700000003700-owner-posts';
import { EmailTemplates1700000003900 } from './1700000003900-email-templates';
import { Campaigns1700000003950 } from './1700000003950-campaigns';
import { Settings1700000003960 } from './1700000003960-settings';
import { Channels1700000003970 } from './1700000003970-channels';
import { PageFields1700000003980 } from './1700000003980-page-fields';
import { ContentBlocks1700000003985 } from './1700000003985-content-blocks';
import { PageComponents1700000003990 } from './1700000003990-page-components';
import { OutboxTraceparent1700000003995 } from './1700000003995-outbox-traceparent';

export const MIGRATIONS = [
  Pages1700000003000,
  UpdatedAt1700000003050,
  Contents1700000003100,
  Forms1700000003200,
  Menus1700000003300,
  SiteSearch1700000003310,
  PageBuilder1700000003400,
  MediaLibrary1700000003500,
  BrandingSliders1700000003600,
  OwnerPosts1700000003700,
  BrokenLinks1700000003800,
  SectionSeo1700000003810,
  EmailTemplates1700000003900,
  Campaigns1700000003950,
  Settings1700000003960,
  Channels1700000003970,
  PageFields1700000003980,
  ContentBlocks1700000003985,
  PageComponents1700000003990,
  OutboxTraceparent1700000003995,
];
