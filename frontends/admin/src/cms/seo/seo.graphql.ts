import { graphql } from '../../gql';
import type { CmsSectionSeosQuery } from '../../gql/graphql';

/** The storefront sections' SEO (services/cms/src/seo/seo.graphql; permissions cms.seo.*). */

export const CMS_SECTION_SEOS = graphql(`
  query CmsSectionSeos {
    sectionSeos {
      section
      label
      labelEn
      path
      seo {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
      seoEn {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
      updatedAt
    }
  }
`);

export type SectionSeoRow = CmsSectionSeosQuery['sectionSeos'][number];

export const CMS_UPDATE_SECTION_SEO = graphql(`
  mutation CmsUpdateSectionSeo($section: String!, $input: SeoInput!, $inputEn: SeoInput) {
    updateSectionSeo(section: $section, input: $input, inputEn: $inputEn) {
      section
      seo {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
      seoEn {
        metaTitle
        metaDescription
        ogTitle
        ogDescription
        ogImageUrl
      }
      updatedAt
    }
  }
`);
