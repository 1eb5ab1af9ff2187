import { graphql } from '../../gql';

/** Settings › Configuration and › Locales: a settings group of the cms (permissions settings.configuration.*). */

export const SETTINGS_GROUP = graphql(`
  query AdminSettingsGroup($group: String!) {
    settings(group: $group) {
      ...AdminSettingsGroup
    }
  }
  fragment AdminSettingsGroup on SettingsGroup {
    code
    settings {
      key
      value
    }
  }
`);

export const UPDATE_SETTINGS = graphql(`
  mutation UpdateSettings($group: String!, $settings: [SettingInput!]!) {
    updateSettings(group: $group, settings: $settings) {
      ...AdminSettingsGroup
    }
  }
`);
