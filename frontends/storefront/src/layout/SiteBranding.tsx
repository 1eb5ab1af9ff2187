import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BRANDING_COLOUR_KEYS, BRANDING_CSS_VARIABLES, DEFAULT_BRANDING_COLOURS, parseColour } from '@guide/validation';
import type { SiteBrandingQuery } from '../gql/graphql';
import { SITE_BRANDING } from './branding.graphql';
import './branding.css';

type Images = Partial<SiteBrandingQuery['branding']['images']>;

/** A URL safe inside CSS `url("…")` and HTML attributes: a site path or an https URL, no quotes or brackets. */
const safeUrl = (url: string | null | undefined): string | null => (url && /^(\/(?!\/)|https:\/\/)[^"'()\\\s<>]*$/.test(url) ? url : null);

/** The branding as the site frame uses it; null until the cms answers (the stylesheet's defaults apply). */
export function useSiteBranding(): SiteBrandingQuery['branding'] | null {
  const { data } = useQuery(SITE_BRANDING, { errorPolicy: 'all' });
  return data?.branding ?? null;
}

/**
 * The colours staff changed as CSS custom properties on :root (styles.css names them) and the front
 * background image. Rendered on the server into the page, so the first paint has them; nothing is emitted
 * while everything is the default. Each colour is checked again here: only `#rrggbb` reaches the CSS.
 */
export function BrandingStyle() {
  const branding = useSiteBranding();
  if (!branding) return null;
  const declarations = BRANDING_COLOUR_KEYS.flatMap((key) => {
    const colour = parseColour(branding.colours[key]);
    return colour && colour !== DEFAULT_BRANDING_COLOURS[key] ? [`${BRANDING_CSS_VARIABLES[key]}:${colour}`] : [];
  });
  const background = safeUrl(branding.images.frontBackground);
  const rules = [
    declarations.length ? `:root{${declarations.join(';')}}` : '',
    background ? `body{background-image:url("${background}");background-size:cover;background-position:center;background-attachment:fixed}` : '',
  ].join('');
  if (!rules) return null;
  return <style data-testid="branding-style" dangerouslySetInnerHTML={{ __html: rules }} />;
}

/**
 * The logo images staff uploaded: mobile and desktop variants by media query, dark ones for a dark colour
 * scheme; the site's name in text when there is none (today's look).
 */
export function BrandLogo() {
  const { t } = useTranslation();
  const branding = useSiteBranding();
  const images: Images = branding?.images ?? {};
  const desktop = safeUrl(images.desktopLogo);
  const mobile = safeUrl(images.mobileLogo);
  if (!desktop && !mobile) return <>{t('brand')}</>;
  const desktopDark = safeUrl(images.desktopDarkLogo);
  const mobileDark = safeUrl(images.mobileDarkLogo);
  const small = '(max-width: 40rem)';
  return (
    <picture className="logo__picture" data-testid="brand-logo">
      {mobileDark && <source media={`${small} and (prefers-color-scheme: dark)`} srcSet={mobileDark} />}
      {mobile && <source media={small} srcSet={mobile} />}
      {desktopDark && <source media="(prefers-color-scheme: dark)" srcSet={desktopDark} />}
      <img src={(desktop ?? mobile)!} alt={t('brand')} className="logo__image" />
    </picture>
  );
}
