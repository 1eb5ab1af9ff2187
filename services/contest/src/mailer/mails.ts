import { asLocale, defineMails, mailsOn } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { ContestConfig, organisersEmail } from '../contest.config';
import { partnerAppliedAckMail, partnerAppliedNoticeMail, registrationReceivedMail } from './mail-templates';

/**
 * The contest's mails, sent by the platform's EventMailer: a registration confirmed to the applicant, a
 * partner application to the organisers and acknowledged to the applicant (two parts, each noted sent in
 * contest_mail_sent).
 */
export const CONTEST_MAILS = defineMails<ContestConfig>({
  consumer: 'contest.mailer',
  sentTable: 'contest_mail_sent',
  templateTable: 'contest_mail_template',
  rules: [
    mailsOn(Events.contestRegistrationReceived, ({ data: e }) => [{ part: 'applicant', to: e.email, ...registrationReceivedMail(e, asLocale(e.language)) }]),
    mailsOn(Events.contestPartnerApplied, ({ data: e }, { config }) => [
      { part: 'organisers', to: organisersEmail(config), ...partnerAppliedNoticeMail(e) },
      { part: 'applicant', to: e.email, ...partnerAppliedAckMail(e, asLocale(e.language)) },
    ]),
  ],
});
