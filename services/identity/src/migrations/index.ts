// The service's migrations in the order they run (the platform's event tables go in front: serviceMigrations).
// One list for the app module, the scripts and the tests' template databases.
import { Customers1700000000100 } from './1700000000100-customers';
import { Sessions1700000000200 } from './1700000000200-sessions';
import { Staff1700000000300 } from './1700000000300-staff';
import { CustomerNotes1700000000400 } from './1700000000400-customer-notes';
import { Suppliers1700000000500 } from './1700000000500-suppliers';
import { SessionSecurity1700000000600 } from './1700000000600-session-security';
import { UpdatedAt1700000000700 } from './1700000000700-updated-at';
import { TicketAgents1700000000800 } from './1700000000800-ticket-agents';
import { MailSent1700000000900 } from './1700000000900-mail-sent';
import { MailTemplates1700000000950 } from './1700000000950-mail-templates';
import { CustomerErasure1700000000970 } from './1700000000970-customer-erasure';
import { SettingsCopy1700000000980 } from './1700000000980-settings-copy';
import { ApiKeys1700000000985 } from './1700000000985-api-keys';
import { Webhooks1700000000990 } from './1700000000990-webhooks';
import { OutboxTraceparent1700000000995 } from './1700000000995-outbox-traceparent';

export const MIGRATIONS = [
  Customers1700000000100,
  Sessions1700000000200,
  Staff1700000000300,
  CustomerNotes1700000000400,
  Suppliers1700000000500,
  SessionSecurity1700000000600,
  UpdatedAt1700000000700,
  TicketAgents1700000000800,
  MailSent1700000000900,
  MailTemplates1700000000950,
  CustomerErasure1700000000970,
  SettingsCopy1700000000980,
  ApiKeys1700000000985,
  Webhooks1700000000990,
  OutboxTraceparent1700000000995,
];
