/**
 * The account mails' links: storefront pages, with the `/en` prefix for English (every storefront route
 * accepts it). Their text is the platform's templates `account.verify-email` and `account.reset-password`,
 * editable in the back office (Marketing › Emails).
 */
import type { Locale } from '@guide/platform';

/** `set-password` (an account staff created) uses the reset page: the same single-use token machinery. */
export type MailKind = 'verify-email' | 'reset-password' | 'set-password';

const PATHS: Record<MailKind, string> = { 'verify-email': 'verify-email', 'reset-password': 'reset-password', 'set-password': 'reset-password' };

/** The storefront page of the mail's token; `origin` is the site origin without a trailing slash (`publicWebUrl`). */
export function mailLink(origin: string, kind: MailKind, locale: Locale, token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/${PATHS[kind]}/${encodeURIComponent(token)}`;
}
