import { useQuery } from '@apollo/client/react';
import { DEFAULT_BRANDING_COLOURS } from '@guide/validation';
import { apolloClient } from '../../apollo';
import { BRANDING, type BrandingData } from './branding.graphql';

/**
 * The branding as the whole back office applies it (theme colour, logos, sign-in background), read at
 * runtime: a change shows without a rebuild. The client is passed explicitly because the theme provider
 * sits above the ApolloProvider. Until it answers (or if it fails), today's look.
 */
export function useBranding(): { colours: BrandingData['colours']; images: Partial<BrandingData['images']> } {
  const { data } = useQuery(BRANDING, { client: apolloClient, fetchPolicy: 'cache-first' });
  return data?.branding ?? { colours: DEFAULT_BRANDING_COLOURS, images: {} };
}
