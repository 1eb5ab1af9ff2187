import { useQuery } from '@apollo/client/react';
import { absoluteAsset } from './guide/site';
import { graphql } from './gql';
import type { HeadTags } from './head-tags';
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

/** What staff set for one language of a section (every field may be unset). */
export type SectionSeoTexts = Record<'metaTitle' | 'metaDescription' | 'ogTitle' | 'ogDescription' | 'ogImageUrl', string | null | undefined>;

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
  return (tags) => applySectionSeo(tags, seo);
}

/** A page's head with a section's texts over it (`seo` null: the page's own). */
export function applySectionSeo(tags: HeadTags, seo: SectionSeoTexts | null): HeadTags {
  if (!seo) return tags;
  const title = seo.metaTitle || tags.title;
  const description = seo.metaDescription || tags.description;
  const ogTitle = seo.ogTitle || seo.metaTitle;
  const ogDescription = seo.ogDescription || seo.metaDescription;
  return {
    ...tags,
    title,
    description,
    openGraph: {
      ...tags.openGraph,
      // Only what staff set replaces the page's: an unset text must not erase the page's own (or the brand, home's og:title).
      ...(ogTitle ? { title: ogTitle } : {}),
      ...(ogDescription ? { description: ogDescription } : {}),
      ...(seo.ogImageUrl ? { image: absoluteAsset(seo.ogImageUrl), 'image:width': null, 'image:height': null, 'image:alt': seo.ogTitle || title } : {}),
    },
  };
}
