/** Marketing › Emails: every mail the platform sends, its text in French and English, edited and previewed. */
import './i18n';

export { EmailTemplateListPage } from './EmailTemplateListPage';
export { EmailTemplateEditPage } from './EmailTemplateEditPage';
