import { TemplatedMail, asLocale, defineMails, mailsOn } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { IdentityConfig } from '../identity.config';
import { MailKind, mailLink } from './mail-templates';

/** One account mail: its kind (template `account.<kind>`), to whom, in which language, with which token. */
export function accountMail(kind: MailKind, origin: string, data: { email: string; firstName: string; locale: string; token: string }): TemplatedMail {
  const locale = asLocale(data.locale);
  return {
    part: 'customer',
    to: data.email,
    template: `account.${kind}`,
    locale,
    variables: { firstName: data.firstName.trim(), link: mailLink(origin, kind, locale, data.token) },
  };
}

/**
 * Identity's account mails, sent by the platform's EventMailer: the address verification (on registration
 * or asked again) and the password reset, one part each (`customer`), noted sent in identity_mail_sent,
 * rendered with the current template (identity_mail_template: the copy of those customised in the cms).
 */
export const IDENTITY_MAILS = defineMails<IdentityConfig>({
  consumer: 'identity.mailer',
  sentTable: 'identity_mail_sent',
  templateTable: 'identity_mail_template',
  rules: [
    mailsOn([Events.customerRegistered, Events.verificationEmailRequested], ({ data: e }, { origin }) => [
      accountMail('verify-email', origin, { email: e.email, firstName: e.firstName, locale: e.locale, token: e.verificationToken }),
    ]),
    mailsOn(Events.passwordResetRequested, ({ data: e }, { origin }) => [
      accountMail('reset-password', origin, { email: e.email, firstName: e.firstName, locale: e.locale, token: e.resetToken }),
    ]),
    mailsOn(Events.customerInvited, ({ data: e }, { origin }) => [
      accountMail('set-password', origin, { email: e.email, firstName: e.firstName, locale: e.locale, token: e.setPasswordToken }),
    ]),
  ],
});
