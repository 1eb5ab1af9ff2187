/** The back office's site-forms and newsletter screens (route components) with their strings registered. */
import './i18n';

export { FormSubmissionsPage } from './FormSubmissionsPage';
export { NewsletterSubscribersPage } from './NewsletterSubscribersPage';
