import { DataSource } from 'typeorm';
import { TransientEventError } from '../events/consumer';
import { MailMessage, MailSender, isPermanentFailure } from './mail-sender';

/** One mail of an event, named so that a retry knows which were sent. */
export interface EventMail extends MailMessage {
  part: string;
}

export interface EventMailOutbox {
  dataSource: DataSource;
  sender: MailSender;
  /** A table `(event_id uuid, part text, primary key (event_id, part))` of the service's own. */
  sentTable: string;
  warn: (message: string) => void;
}

/**
 * Sends the mails of one consumed event, each part once: a part sent is noted in `sentTable`, so a retry
 * after a later part failed does not send the earlier ones again (a crash between a send and its note
 * sends that one twice: at-least-once, never lost). A mail without an address is skipped. An SMTP 5xx
 * will not change on retry: it is logged and noted, so the mails behind it go on; any other failure is
 * transient and the event is retried.
 */
export async function sendEventMails(outbox: EventMailOutbox, event: { id: string; type: string }, mails: readonly EventMail[]): Promise<void> {
  const { dataSource, sender, sentTable, warn } = outbox;
  for (const { part, ...message } of mails) {
    if (!message.to) continue;
    const [{ sent }] = await dataSource.query(`SELECT EXISTS (SELECT 1 FROM ${sentTable} WHERE event_id = $1 AND part = $2) AS sent`, [event.id, part]);
    if (sent) continue;
    try {
      await sender.send(message);
    } catch (error) {
      if (!isPermanentFailure(error)) throw new TransientEventError(`SMTP: ${(error as Error).message}`, { cause: error });
      warn(`${event.type} ${event.id} (${part}): the SMTP server refused the email for good (${(error as Error).message})`);
    }
    await dataSource.query(`INSERT INTO ${sentTable} (event_id, part) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [event.id, part]);
  }
}
