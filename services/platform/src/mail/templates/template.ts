import type { Locale } from '../../i18n/locale';

/** A template's editable text: the subject (plain text, one line) and the HTML body, with `{{placeholders}}`. */
export interface TemplateText {
  subject: string;
  bodyHtml: string;
}

/**
 * One mail the platform sends, as the back office edits it (Marketing › Emails): its code, the variables its
 * placeholders may name, sample values for previews, and the default text in each language.
 * A variable whose name ends in `Html` is HTML built by the sending code from escaped data (an order's lines,
 * a quoted note); every other one is text, escaped where it lands.
 */
export interface MailTemplateDefinition {
  readonly code: string;
  /** `customer`: sent in the recipient's language; `staff`: to the team, in French. */
  readonly audience: 'customer' | 'staff';
  readonly variables: readonly string[];
  readonly sample: Readonly<Record<string, string>>;
  readonly defaults: Readonly<Record<Locale, TemplateText>>;
}

export const defineTemplate = (definition: MailTemplateDefinition): MailTemplateDefinition => definition;

/** What a mail rule returns: which template, in which language, with which values; the EventMailer renders it. */
export interface TemplatedMail {
  /** Unique within the event: a retry knows which were sent. */
  part: string;
  /** Empty: nobody to tell. */
  to: string;
  template: string;
  locale: Locale;
  variables: Readonly<Record<string, string | number | undefined>>;
}

/** A mail's content before it has an address: what a service's mail function builds. */
export type MailContent = Pick<TemplatedMail, 'template' | 'locale' | 'variables'>;
