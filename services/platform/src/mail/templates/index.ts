import { ACCOUNT_TEMPLATES } from './account';
import { CONTEST_TEMPLATES } from './contest';
import { ORDER_TEMPLATES } from './orders';
import { SITE_TEMPLATES } from './site';
import { renderMail } from './render';
import { SETTINGS } from '@guide/vocabulary';
import type { MailContent, MailTemplateDefinition, TemplatedMail } from './template';
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

/**
 * The variables with `siteName` filled in when the template declares it and the sender did not give it:
 * mails signed with the site's name (general.siteName) get it from the settings at sending, not from
 * each service's mail functions.
 */
export function withSiteName(definition: MailTemplateDefinition, variables: TemplatedMail['variables'], siteName: string): TemplatedMail['variables'] {
  return definition.variables.includes('siteName') && variables.siteName === undefined ? { ...variables, siteName } : variables;
}

/** A mail content rendered with its code's default text (tests, previews without a customised copy), signed with the default site name. */
export const renderDefault = (content: MailContent) => {
  const definition = mailTemplate(content.template);
  return renderMail(definition, content.locale, withSiteName(definition, content.variables, SETTINGS.general.siteName.default));
};
