import { useQuery } from '@apollo/client/react';
import { absoluteAsset } from './guide/site';
import { graphql } from './gql';
import type { HeadTags } from './head';
import { useLanguage } from './locale';

/** A section's SEO texts set in the back office (services/cms/src/seo; public). */
export const SECTION_SEO = graphql(`
  query SectionSeo($section: String!) {
    sectionSeo(section: $section) {
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
    }
  }
`);

/**
 * The head of a storefront section with what staff set for it (`/cms/seo`): meta title and description,
 * social-card title, description and image, in the page's language. Unset fields (or no answer) keep
 * the page's own texts; the English page never falls back to French texts.
 */
export function useSectionSeo(section: string | undefined): (tags: HeadTags) => HeadTags {
  const lang = useLanguage();
  // An unknown section or a gateway failure leaves the page's own head: errors are not the page's concern.
  const { data } = useQuery(SECTION_SEO, { variables: { section: section ?? '' }, skip: !section, errorPolicy: 'all' });
  const seo = data?.sectionSeo ? (lang === 'en' ? data.sectionSeo.seoEn : data.sectionSeo.seo) : null;
  return (tags) => {
    if (!seo) return tags;
    const title = seo.metaTitle || tags.title;
    const description = seo.metaDescription || tags.description;
    const og = tags.openGraph ?? {};
    return {
      ...tags,
      title,
      description,
      openGraph: {
        ...og,
        title: seo.ogTitle || seo.metaTitle || og.title,
        description: seo.ogDescription || seo.metaDescription || og.description,
        ...(seo.ogImageUrl ? { image: absoluteAsset(seo.ogImageUrl), 'image:width': null, 'image:height': null, 'image:alt': seo.ogTitle || title } : {}),
      },
    };
  };
}
