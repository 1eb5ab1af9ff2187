import { graphql } from '../../gql';
import type { AdminBrandingQuery } from '../../gql/graphql';

/** The site's branding (services/cms/src/branding/branding.graphql; permissions settings.branding.*). */
export const BRANDING = graphql(`
  query AdminBranding {
    branding {
      ...AdminBrandingFields
    }
  }
  fragment AdminBrandingFields on Branding {
    colours {
      primary
      primaryDark
      accent
      text
      background
      surface
    }
    images {
      frontBackground
      adminBackground
      desktopLogo
      desktopDarkLogo
      mobileLogo
      mobileDarkLogo
    }
    updatedAt
  }
`);
export type BrandingData = AdminBrandingQuery['branding'];

export const UPDATE_BRANDING_COLOURS = graphql(`
  mutation UpdateBrandingColours($input: BrandingColoursInput!) {
    updateBrandingColours(input: $input) {
      ...AdminBrandingFields
    }
  }
`);

export const RESET_BRANDING_COLOURS = graphql(`
  mutation ResetBrandingColours {
    resetBrandingColours {
      ...AdminBrandingFields
    }
  }
`);

export const RESET_BRANDING_IMAGE = graphql(`
  mutation ResetBrandingImage($slot: BrandingImageSlot!) {
    resetBrandingImage(slot: $slot) {
      ...AdminBrandingFields
    }
  }
`);
