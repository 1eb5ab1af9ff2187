import * as yup from 'yup';
import { CONTEST_CATEGORIES, PAGE_STATUSES, TICKET_PRIORITIES, isSlug, type ContestCategory, type PageStatus, type TicketPriority } from '@guide/vocabulary';
import { MessageKey as K } from './messages';
import { TEXT_MAX_LENGTH, formatFrenchPhone, isEmail, isFrenchPhone, normalizeEmail } from './rules';

/**
 * Input rules of the CMS pages, support tickets and contest registrations: the services run these
 * schemas, and the forms of the back office and the storefront will run the same ones.
 */

export const PAGE_LIMITS = {
  title: 255,
  /** The spec gives SEO fields a bound without its value: these are what search engines display. */
  metaTitle: 70,
  metaDescription: 160,
} as const;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => yup.string().trim().nullable().default(null).transform(emptyToNull).max(max, K.TOO_LONG);
const choice = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf([...values], K.INVALID_CHOICE);

/** A CMS page (the body is rich text the service sanitises; its length is the input guard's). */
export const pageSchema = yup.object({
  title: yup.string().trim().required(K.REQUIRED).max(PAGE_LIMITS.title, K.TOO_LONG),
  slug: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
    .required(K.REQUIRED)
    .test('slug', K.SLUG_INVALID, (v) => !v || isSlug(v)),
  status: choice<PageStatus>(PAGE_STATUSES).default('DRAFT').transform((v: unknown) => v ?? 'DRAFT'),
  body: yup.string().nullable().default(null),
  metaTitle: optionalText(PAGE_LIMITS.metaTitle),
  metaDescription: optionalText(PAGE_LIMITS.metaDescription),
});
export type PageValues = yup.InferType<typeof pageSchema>;

export const TICKET_SUBJECT_MAX_LENGTH = 255;

/** A real calendar day written YYYY-MM-DD (2024-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const optionalDay = () =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .test('date', K.DATE_INVALID, (v) => v == null || isCalendarDate(v));

/** A support ticket; a due date may not come before the start date. */
export const ticketSchema = yup.object({
  subject: yup.string().trim().required(K.REQUIRED).max(TICKET_SUBJECT_MAX_LENGTH, K.TOO_LONG),
  description: yup.string().trim().nullable().default(null).transform(emptyToNull),
  priority: choice<TicketPriority>(TICKET_PRIORITIES).default('NORMAL').transform((v: unknown) => v ?? 'NORMAL'),
  startDate: optionalDay(),
  dueDate: optionalDay().test('after-start', K.DUE_BEFORE_START, function (due) {
    const start = this.parent.startDate;
    return due == null || typeof start !== 'string' || !isCalendarDate(start) || due >= start;
  }),
});
export type TicketValues = yup.InferType<typeof ticketSchema>;

export const TICKET_TEXT_MAX_LENGTH = 10_000;

/** A customer's support request (storefront, openSupportTicket): the order is optional. */
export const supportRequestSchema = yup.object({
  subject: yup.string().trim().required(K.REQUIRED).max(TICKET_SUBJECT_MAX_LENGTH, K.TOO_LONG),
  description: yup.string().trim().required(K.REQUIRED).max(TICKET_TEXT_MAX_LENGTH, K.TOO_LONG),
  orderNumber: yup.string().trim().nullable().default(null).transform(emptyToNull).max(TEXT_MAX_LENGTH, K.TOO_LONG),
});
export type SupportRequestValues = yup.InferType<typeof supportRequestSchema>;

/** A customer's answer on their ticket (addMyTicketNote). */
export const ticketNoteSchema = yup.object({
  notes: yup.string().trim().required(K.REQUIRED).max(TICKET_TEXT_MAX_LENGTH, K.TOO_LONG),
});

/** A breakfast-contest registration (spec §5: every field required); the phone comes back as 00.00.00.00.00. */
export const contestRegistrationSchema = yup.object({
  category: choice<ContestCategory>(CONTEST_CATEGORIES).required(K.INVALID_CHOICE),
  name: yup.string().trim().required(K.REQUIRED).max(TEXT_MAX_LENGTH, K.TOO_LONG),
  establishmentName: yup.string().trim().required(K.REQUIRED).max(TEXT_MAX_LENGTH, K.TOO_LONG),
  email: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeEmail(v) : v))
    .required(K.REQUIRED)
    .test('email', K.EMAIL_INVALID, (v) => !v || isEmail(v)),
  phone: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .transform((v: unknown) => (typeof v === 'string' && isFrenchPhone(v) ? formatFrenchPhone(v) : v))
    .test('phone', K.PHONE_INVALID, (v) => !v || isFrenchPhone(v)),
});
export type ContestRegistrationValues = yup.InferType<typeof contestRegistrationSchema>;
