// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Orders1700000002000 } from './1700000002000-orders';
import { UpdatedAt1700000002050 } from './1700000002050-updated-at';
import { StatusHistory1700000002100 } from './1700000002100-status-history';
import { Shop1700000002200 } from './1700000002200-shop';
import { ProductGroups1700000002300 } from './1700000002300-product-groups';
import { MailSent1700000002400 } from './1700000002400-mail-sent';
import { AfterTheOrder1700000002500 } from './1700000002500-after-the-order';
import { QuoteKindAndPricing1700000002600 } from './1700000002600-quote-kind-and-pricing';
import { SalesSearch1700000002700 } from './1700000002700-sales-search';
import { Promotions1700000002800 } from './1700000002800-promotions';
import { MailTemplates1700000002900 } from './1700000002900-mail-templates';
import { SettingsCopy1700000002910 } from './1700000002910-settings-copy';
import { ShopSettings1700000002930 } from './1700000002930-shop-settings';
import { Dashboard1700000002920 } from './1700000002920-dashboard';
import { OutboxTraceparent1700000002940 } from './1700000002940-outbox-traceparent';

export const MIGRATIONS = [
  Orders1700000002000,
  UpdatedAt1700000002050,
  StatusHistory1700000002100,
  Shop1700000002200,
  ProductGroups1700000002300,
  MailSent1700000002400,
  AfterTheOrder1700000002500,
  QuoteKindAndPricing1700000002600,
  SalesSearch1700000002700,
  Promotions1700000002800,
  MailTemplates1700000002900,
  SettingsCopy1700000002910,
  Dashboard1700000002920,
  ShopSettings1700000002930,
  OutboxTraceparent1700000002940,
];
