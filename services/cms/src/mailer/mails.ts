import { asLocale, defineMails, mailsOn } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { newsletterToken } from '../forms/newsletter-token';
import { formAckMail, formStaffMail, newsletterConfirmMail, newsletterLink, ownerPostModeratedMail } from './mail-templates';
import { CmsMailConfig, staffEmail, tokenSecret } from './mailer.config';

/**
 * The cms's mails, sent by the platform's EventMailer: a site form to staff (general.contactEmail, else
 * CMS_STAFF_EMAIL) and its acknowledgement to the sender (two parts, each noted sent in cms_mail_sent), the newsletter's double opt-in, and an owner's
 * post moderated.
 */
export const CMS_MAILS = defineMails<CmsMailConfig>({
  consumer: 'cms.mailer',
  sentTable: 'cms_mail_sent',
  templateTable: 'cms_mail_template',
  rules: [
    mailsOn(Events.formSubmitted, async ({ data: e }, { config, settings }) => [
      // general.contactEmail once staff saved it (read now), until then CMS_STAFF_EMAIL.
      { part: 'staff', to: (await settings?.saved('general'))?.contactEmail || staffEmail(config), ...formStaffMail(e) },
      { part: 'sender', to: e.email, ...formAckMail(e, asLocale(e.language)) },
    ]),
    mailsOn(Events.newsletterSubscriptionRequested, ({ data: e }, { config, origin }) => {
      const locale = asLocale(e.language);
      const secret = tokenSecret(config);
      const confirm = newsletterLink(origin, locale, 'confirm', newsletterToken(secret, 'confirm', e.subscriberId));
      const unsubscribe = newsletterLink(origin, locale, 'unsubscribe', newsletterToken(secret, 'unsubscribe', e.subscriberId));
      return [{ part: 'subscriber', to: e.email, ...newsletterConfirmMail(locale, confirm, unsubscribe) }];
    }),
    // An owner's post approved or rejected (owner-posts); no address known: no mail.
    mailsOn(Events.ownerPostModerated, ({ data: e }, { origin }) => [
      { part: 'owner', to: e.email, ...ownerPostModeratedMail(e, asLocale(e.language), origin) },
    ]),
  ],
});
