/** The site forms' pages (route components, one lazy chunk). PartnerForm and NewsletterSignup are imported where they are shown. */
export { ContactUsPage, JoinUsPage } from './ContactPage';
export { NewsletterConfirmPage, NewsletterUnsubscribePage } from './NewsletterLinkPage';
