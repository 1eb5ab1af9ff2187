import nodemailer, { Transporter } from 'nodemailer';
import { env } from '../config/config';
import { mailDeliveriesTotal } from '../metrics/registry';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a campaign's List-Unsubscribe); nodemailer passes them as they are. */
  headers?: Record<string, string>;
  /**
   * The sender staff chose (Settings › Configuration › emails), set per message by `SettingsFromMailSender`;
   * a part left out is the sender's own (MAIL_FROM).
   */
  from?: MailFrom;
}

/** A sender: display name and address (nodemailer encodes and quotes the name). */
export interface MailFrom {
  name?: string;
  address?: string;
}

/** `Name <address>` or a bare address, as MAIL_FROM is written. */
export function parseMailFrom(text: string): MailFrom {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  return match ? { name: match[1] || undefined, address: match[2].trim() } : { address: text.trim() };
}

/** Port of the mailer: SMTP in every environment (MailDev on one machine, any relay in production). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');

export class SmtpMailSender implements MailSender {
  private readonly transporter: Transporter;
  private readonly from: MailFrom;

  constructor(smtpUrl: string, from: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
    this.from = parseMailFrom(from);
  }

  async send({ from, ...message }: MailMessage): Promise<void> {
    // Each part staff did not choose is MAIL_FROM's (the deployment's sender, e.g. a domain with SPF/DKIM).
    const name = from?.name || this.from.name;
    const address = from?.address || this.from.address || '';
    try {
      await this.transporter.sendMail({ from: name ? { name, address } : address, ...message });
    } catch (error) {
      mailDeliveriesTotal.inc({ result: 'failed' });
      throw error;
    }
    mailDeliveriesTotal.inc({ result: 'sent' });
  }

  close(): void {
    this.transporter.close();
  }
}

/** An SMTP 5xx answer will not change on retry (bad address, refused content); anything else may. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Variables of a service that sends email (identity's account mails, commerce's order mails). */
export const mailEnv = {
  SMTP_URL: env.url({ protocols: ['smtp', 'smtps'], default: 'smtp://127.0.0.1:1025', doc: 'where the mailer sends (MailDev on one machine)' }),
  MAIL_FROM: env.string({ default: 'Guide Gourmand <no-reply@guide-gourmand.localhost>', doc: 'sender of customer emails' }),
};
