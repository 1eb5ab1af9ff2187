import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, SERVICE_CONFIG, badInput, likeContains, paginate, writeEvent, type Locale, type PageArgs } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { contactFormSchema, newsletterSchema, partnerFormSchema, validateWith, type FieldErrors } from '@guide/validation';
import { CmsMailConfig, tokenSecret } from '../mailer/mailer.config';
import { clientHash, readNewsletterToken } from './newsletter-token';
import type { ContactFormInput, PartnerFormInput } from '../generated/graphql';

export type ContactKind = 'CONTACT' | 'JOIN_US';
export type FormKind = ContactKind | 'PARTNER';
export type NewsletterStatus = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

/** Who sent a public form: the language of the answer and the (trusted) client address. */
export interface Sender {
  locale: Locale;
  address: string;
}

export interface FormField {
  name: string;
  value: string;
}

export interface FormSubmission {
  id: string;
  kind: FormKind;
  email: string;
  fields: FormField[];
  language: string;
  createdAt: Date;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  status: NewsletterStatus;
  language: string;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** Every public form (contact, join us, partner, newsletter) shares one budget: 5 an hour per email and per client. */
export const FORM_THROTTLE = { windowSeconds: 60 * 60, perEmail: 5, perAddress: 5 };
/** A confirmation link works this long after the request that sent it. */
export const CONFIRMATION_DAYS = 7;

const FORM_CODE: Record<FormKind, string> = { CONTACT: 'contact', JOIN_US: 'join-us', PARTNER: 'partner' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES: readonly NewsletterStatus[] = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'];
const KINDS: readonly FormKind[] = ['CONTACT', 'JOIN_US', 'PARTNER'];

/** A filled honeypot: a robot. Its form is answered like any other and dropped. */
const isRobot = (input: { website?: string | null }) => typeof input.website === 'string' && input.website.trim() !== '';

function valid<T>(result: { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors }): T {
  if (!result.ok) throw badInput(result.fieldErrors);
  return result.value;
}

/** The fields as sent, in form order, empty ones left out (what staff read). */
function fieldList(values: Record<string, unknown>, order: string[]): FormField[] {
  return order.flatMap((name) => {
    const value = values[name];
    if (value === null || value === undefined || value === '') return [];
    return [{ name, value: String(value) }];
  });
}

@Injectable()
export class FormsService {
  private readonly secret: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: CmsMailConfig,
  ) {
    this.secret = tokenSecret(config);
  }

  async submitContact(input: ContactFormInput, sender: Sender): Promise<boolean> {
    if (isRobot(input)) return true;
    const kind: ContactKind = input.kind === 'JOIN_US' ? 'JOIN_US' : 'CONTACT';
    const values = valid(validateWith(contactFormSchema, input));
    const fields = fieldList({ ...values, newsletter: values.newsletter ? true : null }, [
      'lastName',
      'firstName',
      'company',
      'email',
      'address',
      'postalCode',
      'city',
      'subject',
      'message',
      'newsletter',
    ]);
    await this.dataSource.transaction(async (manager) => {
      await this.throttle(manager, values.email, sender.address);
      await this.store(manager, kind, values.email, fields, sender);
      if (values.newsletter) await this.requestSubscription(manager, values.email, sender.locale);
    });
    return true;
  }

  async submitPartner(input: PartnerFormInput, sender: Sender): Promise<boolean> {
    if (isRobot(input)) return true;
    const values = valid(validateWith(partnerFormSchema, input));
    await this.dataSource.transaction(async (manager) => {
      await this.throttle(manager, values.email, sender.address);
      await this.store(manager, 'PARTNER', values.email, fieldList(values, ['name', 'email', 'company']), sender);
    });
    return true;
  }

  /** Double opt-in: true whatever the address's state, so the answer reveals nothing. */
  async subscribe(email: string, sender: Sender): Promise<boolean> {
    const values = valid(validateWith(newsletterSchema, { email }));
    await this.dataSource.transaction(async (manager) => {
      await this.throttle(manager, values.email, sender.address);
      await this.requestSubscription(manager, values.email, sender.locale);
    });
    return true;
  }

  async confirm(token: string): Promise<boolean> {
    const id = readNewsletterToken(this.secret, 'confirm', token);
    if (!id) return false;
    const [, confirmed] = await this.dataSource.query(
      `UPDATE newsletter_subscriber SET status = 'CONFIRMED', confirmed_at = now()
        WHERE id = $1 AND status = 'PENDING' AND requested_at > now() - make_interval(days => $2) RETURNING id`,
      [id, CONFIRMATION_DAYS],
    );
    if (confirmed > 0) return true;
    // A second click on the link of a confirmed address is still a success.
    const [row] = await this.dataSource.query('SELECT status FROM newsletter_subscriber WHERE id = $1', [id]);
    return row?.status === 'CONFIRMED';
  }

  async unsubscribe(token: string): Promise<boolean> {
    const id = readNewsletterToken(this.secret, 'unsubscribe', token);
    if (!id) return false;
    const [, changed] = await this.dataSource.query(
      `UPDATE newsletter_subscriber SET status = 'UNSUBSCRIBED',
          unsubscribed_at = CASE WHEN status = 'UNSUBSCRIBED' THEN unsubscribed_at ELSE now() END
        WHERE id = $1 RETURNING id`,
      [id],
    );
    return changed > 0;
  }

  async submissions(args: PageArgs & { kind?: FormKind | null; search?: string | null }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.kind) {
      if (!KINDS.includes(args.kind)) throw badInput({ kind: 'INVALID_CHOICE' });
      params.push(args.kind);
      where.push(`kind = $${params.length}`);
    }
    const search = args.search?.trim();
    if (search) {
      params.push(likeContains(search.toLowerCase()));
      where.push(`email LIKE $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return paginate<FormSubmission>(args, async ({ skip, take }) => {
      const rows = await this.dataSource.query(
        `SELECT id, kind, email, fields, language, created_at FROM form_submission ${clause}
          ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, take, skip],
      );
      const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM form_submission ${clause}`, params);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows
      return [rows.map((r: any) => ({ id: r.id, kind: r.kind, email: r.email, fields: r.fields, language: r.language, createdAt: r.created_at })), n];
    });
  }

  async subscribers(args: PageArgs & { status?: NewsletterStatus | null; search?: string | null }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.status) {
      if (!STATUSES.includes(args.status)) throw badInput({ status: 'INVALID_CHOICE' });
      params.push(args.status);
      where.push(`status = $${params.length}`);
    }
    const search = args.search?.trim();
    if (search) {
      params.push(likeContains(search.toLowerCase()));
      where.push(`email LIKE $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return paginate<NewsletterSubscriber>(args, async ({ skip, take }) => {
      const rows = await this.dataSource.query(
        `SELECT id, email, status, language, created_at, confirmed_at FROM newsletter_subscriber ${clause}
          ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, take, skip],
      );
      const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscriber ${clause}`, params);
      return [
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw SQL rows
        rows.map((r: any) => ({ id: r.id, email: r.email, status: r.status, language: r.language, createdAt: r.created_at, confirmedAt: r.confirmed_at })),
        n,
      ];
    });
  }

  deleteSubmissions(ids: string[]): Promise<number> {
    return this.deleteFrom('form_submission', ids);
  }

  deleteSubscribers(ids: string[]): Promise<number> {
    return this.deleteFrom('newsletter_subscriber', ids);
  }

  private async deleteFrom(table: 'form_submission' | 'newsletter_subscriber', ids: string[]): Promise<number> {
    if (!ids.every((id) => UUID.test(id))) throw badInput({ ids: 'INVALID_ID' });
    if (!ids.length) return 0;
    const [, count] = await this.dataSource.query(`DELETE FROM ${table} WHERE id = ANY($1::uuid[]) RETURNING id`, [ids]);
    return count;
  }

  private async store(manager: EntityManager, kind: FormKind, email: string, fields: FormField[], sender: Sender): Promise<void> {
    const [row] = await manager.query(
      'INSERT INTO form_submission (kind, email, fields, language, client_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
      [kind, email, JSON.stringify(fields), sender.locale, clientHash(this.secret, sender.address)],
    );
    await writeEvent(manager, Events.formSubmitted, row.id, {
      submissionId: row.id,
      formCode: FORM_CODE[kind],
      email,
      language: sender.locale,
      fields: Object.fromEntries(fields.map((f) => [f.name, f.value])),
      submittedAt: new Date(row.created_at).toISOString(),
    });
  }

  /**
   * Starts (or restarts) the double opt-in of an address: a confirmed one is left alone and gets no mail;
   * a new, pending or unsubscribed one becomes PENDING with a fresh 7-day link, sent through the outbox.
   */
  private async requestSubscription(manager: EntityManager, email: string, locale: Locale): Promise<void> {
    const [existing] = await manager.query('SELECT id, status FROM newsletter_subscriber WHERE lower(email) = $1 FOR UPDATE', [email]);
    if (existing?.status === 'CONFIRMED') return;
    const [row] = existing
      ? await manager
          .query(
            `UPDATE newsletter_subscriber SET status = 'PENDING', language = $2, requested_at = now(), confirmed_at = NULL, unsubscribed_at = NULL
            WHERE id = $1 RETURNING id, requested_at`,
            [existing.id, locale],
          )
          .then(([rows]) => rows)
      : await manager.query(
          `INSERT INTO newsletter_subscriber (email, language) VALUES ($1, $2)
            ON CONFLICT ((lower(email))) DO NOTHING RETURNING id, requested_at`,
          [email, locale],
        );
    if (!row) return; // another request created it meanwhile: that one sends the mail
    await writeEvent(manager, Events.newsletterSubscriptionRequested, row.id, {
      subscriberId: row.id,
      email,
      language: locale,
      requestedAt: new Date(row.requested_at).toISOString(),
    });
  }

  /** Refuses over the limit (per email, per client address hash), else counts the request. */
  private async throttle(manager: EntityManager, email: string, address: string): Promise<void> {
    const rule = FORM_THROTTLE;
    const keys = [
      ['email', email, rule.perEmail],
      ['address', clientHash(this.secret, address), rule.perAddress],
    ] as const;
    for (const [scope, key, limit] of keys) {
      const [row] = await manager.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM cms_form_attempt
          WHERE scope = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
        [scope, key, rule.windowSeconds],
      );
      if (row.n >= limit) {
        const age = (Date.now() - new Date(row.oldest).getTime()) / 1000;
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Request limit reached, try again later', {
          retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - age)),
        });
      }
    }
    await manager.query('DELETE FROM cms_form_attempt WHERE created_at < now() - make_interval(secs => $1)', [rule.windowSeconds]);
    await manager.query(`INSERT INTO cms_form_attempt (scope, key) VALUES ('email', $1), ('address', $2)`, [email, keys[1][1]]);
  }
}
