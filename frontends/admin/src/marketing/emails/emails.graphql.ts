import { graphql } from '../../gql';
import type { EmailTemplateFieldsFragment } from '../../gql/graphql';

/** Marketing › Emails: the mail templates (cms; permissions marketing.email-templates.*). */

export const EMAIL_TEMPLATE_FIELDS = graphql(`
  fragment EmailTemplateFields on EmailTemplate {
    code
    locale
    subject
    bodyHtml
    variables
    customised
    updatedAt
  }
`);
export type EmailTemplateNode = EmailTemplateFieldsFragment;

export const EMAIL_TEMPLATES = graphql(`
  query EmailTemplates {
    emailTemplates {
      ...EmailTemplateFields
    }
  }
`);

export const PREVIEW_EMAIL_TEMPLATE = graphql(`
  query PreviewEmailTemplate($code: String!, $locale: String!, $subject: String, $bodyHtml: String) {
    previewEmailTemplate(code: $code, locale: $locale, subject: $subject, bodyHtml: $bodyHtml) {
      subject
      html
    }
  }
`);

export const UPDATE_EMAIL_TEMPLATE = graphql(`
  mutation UpdateEmailTemplate($code: String!, $locale: String!, $subject: String!, $bodyHtml: String!) {
    updateEmailTemplate(code: $code, locale: $locale, subject: $subject, bodyHtml: $bodyHtml) {
      ...EmailTemplateFields
    }
  }
`);

export const RESET_EMAIL_TEMPLATE = graphql(`
  mutation ResetEmailTemplate($code: String!, $locale: String!) {
    resetEmailTemplate(code: $code, locale: $locale) {
      ...EmailTemplateFields
    }
  }
`);

/** i18next reads dots as nesting: a code's name is under `emails.names.<code with dots as _>`. */
export const nameKey = (code: string) => `emails.names.${code.replace(/\./g, '_')}`;
