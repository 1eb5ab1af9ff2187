// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Tickets1700000004000 } from './1700000004000-tickets';
import { UpdatedAt1700000004050 } from './1700000004050-updated-at';
import { StatusHistory1700000004100 } from './1700000004100-status-history';
import { TrackersJournalSubtasks1700000004200 } from './1700000004200-trackers-journal-subtasks';
import { TicketUsersGroups1700000004300 } from './1700000004300-ticket-users-groups';
import { SavedFilters1700000004500 } from './1700000004500-saved-filters';
import { CustomersWatchersCustomFields1700000004400 } from './1700000004400-customers-watchers-custom-fields';
import { MailSent1700000004600 } from './1700000004600-mail-sent';
import { MailTemplates1700000004700 } from './1700000004700-mail-templates';
import { SettingsCopy1700000004710 } from './1700000004710-settings-copy';
import { OutboxTraceparent1700000004720 } from './1700000004720-outbox-traceparent';

export const MIGRATIONS = [
  Tickets1700000004000,
  UpdatedAt1700000004050,
  StatusHistory1700000004100,
  TrackersJournalSubtasks1700000004200,
  TicketUsersGroups1700000004300,
  CustomersWatchersCustomFields1700000004400,
  SavedFilters1700000004500,
  MailSent1700000004600,
  MailTemplates1700000004700,
  SettingsCopy1700000004710,
  OutboxTraceparent1700000004720,
];
