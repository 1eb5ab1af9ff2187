import { asLocale, defineMails, mailsOn } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { IdentityConfig } from '../identity.config';
import { MailKind, mailLink, renderMail } from './mail-templates';

/** One account mail: its kind, to whom, in which language, with which token. */
function accountMail(kind: MailKind, origin: string, data: { email: string; firstName: string; locale: string; token: string }) {
  const locale = asLocale(data.locale);
  return [{ part: 'customer', to: data.email, ...renderMail(kind, locale, { firstName: data.firstName, link: mailLink(origin, kind, locale, data.token) }) }];
}

/**
 * Identity's account mails, sent by the platform's EventMailer: the address verification (on registration
 * or asked again) and the password reset, one part each (`customer`), noted sent in identity_mail_sent.
 */
export const IDENTITY_MAILS = defineMails<IdentityConfig>({
  consumer: 'identity.mailer',
  sentTable: 'identity_mail_sent',
  rules: [
    mailsOn([Events.customerRegistered, Events.verificationEmailRequested], ({ data: e }, { origin }) =>
      accountMail('verify-email', origin, { email: e.email, firstName: e.firstName, locale: e.locale, token: e.verificationToken }),
    ),
    mailsOn(Events.passwordResetRequested, ({ data: e }, { origin }) =>
      accountMail('reset-password', origin, { email: e.email, firstName: e.firstName, locale: e.locale, token: e.resetToken }),
    ),
  ],
});
