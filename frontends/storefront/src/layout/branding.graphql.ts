import { graphql } from '../gql';

/**
 * The site's branding and a slider (services/cms branding/ and sliders/), read during server rendering
 * like any page data, so colours, logos and slides are in the first HTML. Neither has an id: cached under
 * `branding` and `slider({"code":…})`. Operation names are what the browser tests stub.
 */
export const SITE_BRANDING = graphql(`
  query SiteBranding {
    branding {
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
        desktopLogo
        desktopDarkLogo
        mobileLogo
        mobileDarkLogo
      }
    }
  }
`);

export const SITE_SLIDER = graphql(`
  query SiteSlider($code: String!) {
    slider(code: $code) {
      code
      slides {
        imageUrl
        title
        titleEn
        text
        textEn
        linkUrl
      }
    }
  }
`);
