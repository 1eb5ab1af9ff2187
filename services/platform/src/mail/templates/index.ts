import { ACCOUNT_TEMPLATES } from './account';
import { CONTEST_TEMPLATES } from './contest';
import { ORDER_TEMPLATES } from './orders';
import { SITE_TEMPLATES } from './site';
import { renderMail } from './render';
import type { MailContent, MailTemplateDefinition } from './template';
import { TICKET_TEMPLATES } from './tickets';

export * from './template';
export * from './render';

/** Every mail the platform sends, by code: the one registry the mailers render from and the back office edits. */
export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  ...ACCOUNT_TEMPLATES,
  ...ORDER_TEMPLATES,
  ...SITE_TEMPLATES,
  ...CONTEST_TEMPLATES,
  ...TICKET_TEMPLATES,
];

const BY_CODE = new Map(MAIL_TEMPLATES.map((definition) => [definition.code, definition]));

/** The definition of `code`, or undefined for a code nobody sends. */
export const findMailTemplate = (code: string): MailTemplateDefinition | undefined => BY_CODE.get(code);

/** The definition of `code`; a code missing from the registry is a bug of the sending code. */
export function mailTemplate(code: string): MailTemplateDefinition {
  const definition = BY_CODE.get(code);
  if (!definition) throw new Error(`unknown mail template ${code}`);
  return definition;
}

/** A mail content rendered with its code's default text (tests, previews without a customised copy). */
export const renderDefault = (content: MailContent) => renderMail(mailTemplate(content.template), content.locale, content.variables);
