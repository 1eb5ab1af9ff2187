import type { SettingsSource } from '../settings/settings-source';
import { MailMessage, MailSender } from './mail-sender';

/**
 * The sender of every mail a service sends: the emails settings `senderName` and `senderAddress` as staff
 * saved them, read per message (so a change applies to the next mail, without a restart); a part staff
 * never saved (or a blank one) is left to the inner sender, i.e. MAIL_FROM. Without a settings source
 * (a service that reads no settings) mails go as before.
 */
export class SettingsFromMailSender implements MailSender {
  constructor(
    readonly inner: MailSender,
    private readonly settings?: SettingsSource | null,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (!this.settings) return this.inner.send(message);
    const saved = await this.settings.saved('emails');
    const from = { ...(saved.senderName ? { name: saved.senderName } : {}), ...(saved.senderAddress ? { address: saved.senderAddress } : {}) };
    return this.inner.send(Object.keys(from).length ? { ...message, from: { ...from, ...message.from } } : message);
  }

  close(): void {
    this.inner.close();
  }
}
