import type { Locale, MailContent } from '@guide/platform';
import type { ContestPartnerApplied, ContestRegistrationReceived } from '@guide/proto-schemas';

/**
 * The contest's mails as the platform's templates need them (code, language, values); their text is in
 * services/platform/src/mail/templates/contest.ts, editable in the back office (Marketing › Emails).
 */
const CATEGORY: Record<Locale, Record<string, string>> = {
  fr: { PROFESSIONAL: 'Professionnel', HOTEL_ESTABLISHMENT: 'Établissement hôtelier', GENERAL_PUBLIC: 'Grand public', HOTEL_SCHOOL: 'École hôtelière' },
  en: { PROFESSIONAL: 'Professional', HOTEL_ESTABLISHMENT: 'Hotel establishment', GENERAL_PUBLIC: 'General public', HOTEL_SCHOOL: 'Hotel school' },
};

/** The applicant's confirmation, in the language of the form. */
export function registrationReceivedMail(e: ContestRegistrationReceived, locale: Locale): MailContent {
  return {
    template: 'contest.registration',
    locale,
    variables: {
      name: e.name,
      year: e.editionYear,
      category: CATEGORY[locale][e.category] ?? e.category,
      establishment: e.establishmentName,
      phone: e.phone,
    },
  };
}

/** The organisers' notice (they work in French). */
export function partnerAppliedNoticeMail(e: ContestPartnerApplied): MailContent {
  return {
    template: 'contest.partner-applied',
    locale: 'fr',
    variables: {
      name: e.name,
      company: e.company,
      email: e.email,
      year: e.editionYear || '',
      language: e.language === 'en' ? 'anglais' : 'français',
      appliedAt: e.appliedAt,
    },
  };
}

/** The applicant's acknowledgement, in the language of the form. */
export function partnerAppliedAckMail(e: ContestPartnerApplied, locale: Locale): MailContent {
  return { template: 'contest.partner-received', locale, variables: { name: e.name, company: e.company } };
}
