import { graphql } from '../gql';

/** The site forms and the newsletter (services/cms). Operation names are what the browser tests stub. */

export const SUBMIT_CONTACT_FORM = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input)
  }
`);

export const SUBMIT_PARTNER_FORM = graphql(`
  mutation SubmitPartnerForm($input: PartnerFormInput!) {
    submitPartnerForm(input: $input)
  }
`);

export const SUBSCRIBE_NEWSLETTER = graphql(`
  mutation SubscribeNewsletter($email: String!, $locale: String) {
    subscribeNewsletter(email: $email, locale: $locale)
  }
`);

export const CONFIRM_NEWSLETTER = graphql(`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token)
  }
`);

export const UNSUBSCRIBE_NEWSLETTER = graphql(`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token)
  }
`);
