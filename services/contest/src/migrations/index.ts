// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Contest1700000005000 } from './1700000005000-contest';
import { ContestEditions1700000005100 } from './1700000005100-contest-editions';
import { MailTemplates1700000005200 } from './1700000005200-mail-templates';
import { SettingsCopy1700000005210 } from './1700000005210-settings-copy';
import { OutboxTraceparent1700000005220 } from './1700000005220-outbox-traceparent';

export const MIGRATIONS = [
  Contest1700000005000,
  ContestEditions1700000005100,
  MailTemplates1700000005200,
  SettingsCopy1700000005210,
  OutboxTraceparent1700000005220,
];
