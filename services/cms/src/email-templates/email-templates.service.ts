import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  FieldErrors,
  LOCALES,
  Locale,
  MAIL_TEMPLATES,
  MailTemplateDefinition,
  TemplateText,
  badInput,
  findMailTemplate,
  renderMail,
  validateTemplate,
  writeEvent,
} from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { sanitizeMailHtml } from './mail-html';

export const SUBJECT_MAX = 200;
export const BODY_MAX_BYTES = 100_000;

export interface EmailTemplateView {
  code: string;
  locale: string;
  subject: string;
  bodyHtml: string;
  variables: readonly string[];
  customised: boolean;
  updatedAt: Date | null;
}

interface Row {
  code: string;
  locale: string;
  subject: string;
  body_html: string;
  customised: boolean;
  version: number;
  updated_at: Date;
}

/**
 * Marketing › Emails: the platform's templates (services/platform/src/mail/templates) with what staff
 * customised. A save or reset writes `cms.email-template.changed` in the same transaction; every mailing
 * service's EventMailer (the cms's too) keeps its copy from it (ADR 0035).
 */
@Injectable()
export class EmailTemplatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every code in French and English, in registry order. */
  async list(): Promise<EmailTemplateView[]> {
    const rows: Row[] = await this.dataSource.query('SELECT * FROM email_template');
    const byKey = new Map(rows.map((row) => [`${row.code}:${row.locale}`, row]));
    return MAIL_TEMPLATES.flatMap((definition) => LOCALES.map((locale) => view(definition, locale, byKey.get(`${definition.code}:${locale}`))));
  }

  /** The saved template (or a draft, checked and sanitized as a save would) rendered with the code's sample values. */
  async preview(code: string, locale: string, draft?: { subject?: string | null; bodyHtml?: string | null }): Promise<{ subject: string; html: string }> {
    const { definition, lang } = this.find(code, locale);
    let text: TemplateText;
    if (draft?.subject != null || draft?.bodyHtml != null) {
      text = checked(definition, { subject: draft.subject ?? '', bodyHtml: draft.bodyHtml ?? '' });
    } else {
      text = view(definition, lang, await this.row(this.dataSource.manager, code, lang));
    }
    const { subject, html } = renderMail(definition, lang, definition.sample, text);
    return { subject, html };
  }

  async update(code: string, locale: string, subject: string, bodyHtml: string): Promise<EmailTemplateView> {
    const { definition, lang } = this.find(code, locale);
    const text = checked(definition, { subject, bodyHtml });
    return this.dataSource.transaction(async (manager) => {
      const row = await this.save(manager, code, lang, text, true);
      return view(definition, lang, row);
    });
  }

  async reset(code: string, locale: string): Promise<EmailTemplateView> {
    const { definition, lang } = this.find(code, locale);
    return this.dataSource.transaction(async (manager) => view(definition, lang, await this.save(manager, code, lang, { subject: '', bodyHtml: '' }, false)));
  }

  /** Upserts the row with the next version and writes the event every mailer's copy applies. */
  private async save(manager: EntityManager, code: string, locale: Locale, text: TemplateText, customised: boolean): Promise<Row> {
    const [row]: Row[] = await manager.query(
      `INSERT INTO email_template (code, locale, subject, body_html, customised, version, updated_at)
       VALUES ($1, $2, $3, $4, $5, 1, now())
       ON CONFLICT (code, locale) DO UPDATE SET subject = EXCLUDED.subject, body_html = EXCLUDED.body_html,
         customised = EXCLUDED.customised, version = email_template.version + 1, updated_at = now()
       RETURNING *`,
      [code, locale, text.subject, text.bodyHtml, customised],
    );
    await writeEvent(manager, Events.emailTemplateChanged, `${code}:${locale}`, {
      code,
      locale,
      subject: text.subject,
      bodyHtml: text.bodyHtml,
      reset: !customised,
      version: row.version,
      updatedAt: new Date(row.updated_at).toISOString(),
    });
    return row;
  }

  private async row(manager: EntityManager, code: string, locale: Locale): Promise<Row | undefined> {
    const [row]: Row[] = await manager.query('SELECT * FROM email_template WHERE code = $1 AND locale = $2', [code, locale]);
    return row;
  }

  private find(code: string, locale: string): { definition: MailTemplateDefinition; lang: Locale } {
    const definition = findMailTemplate(code);
    const errors: FieldErrors = {};
    if (!definition) errors.code = 'INVALID_CHOICE';
    if (!LOCALES.includes(locale as Locale)) errors.locale = 'INVALID_CHOICE';
    if (!definition || errors.locale) throw badInput(errors);
    return { definition, lang: locale as Locale };
  }
}

/** The template as listed: the customised text, or the code's default (then `updatedAt` says when it was reset, if ever). */
function view(definition: MailTemplateDefinition, locale: Locale, row: Row | undefined): EmailTemplateView {
  const text = row?.customised ? { subject: row.subject, bodyHtml: row.body_html } : definition.defaults[locale];
  return {
    code: definition.code,
    locale,
    ...text,
    variables: definition.variables,
    customised: !!row?.customised,
    updatedAt: row ? new Date(row.updated_at) : null,
  };
}

/** A subject on one line of at most 200 characters, a body of at most 100 kB, placeholders among the variables; the body sanitized. */
function checked(definition: MailTemplateDefinition, input: TemplateText): TemplateText {
  const subject = (input.subject ?? '').trim();
  const errors: FieldErrors = {};
  if (!subject) errors.subject = 'REQUIRED';
  else if (subject.length > SUBJECT_MAX) errors.subject = 'TOO_LONG';
  else if (/[\u0000-\u001f\u007f]/.test(subject)) errors.subject = 'INVALID_TEXT';
  const raw = input.bodyHtml ?? '';
  if (!raw.trim()) errors.bodyHtml = 'REQUIRED';
  else if (Buffer.byteLength(raw, 'utf8') > BODY_MAX_BYTES) errors.bodyHtml = 'TOO_LONG';
  const bodyHtml = errors.bodyHtml ? raw : sanitizeMailHtml(raw);
  if (!errors.bodyHtml && !bodyHtml.trim()) errors.bodyHtml = 'REQUIRED';
  const unknown = validateTemplate(definition, { subject: errors.subject ? '' : subject, bodyHtml: errors.bodyHtml ? '' : bodyHtml });
  Object.assign(errors, unknown);
  if (Object.keys(errors).length) throw badInput(errors);
  return { subject, bodyHtml };
}
