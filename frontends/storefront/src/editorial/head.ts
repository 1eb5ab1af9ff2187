import { useTranslation } from 'react-i18next';
import { absoluteAsset, absoluteUrl } from '../guide/site';
import { useHead } from '../head';
import { localizePath, useLanguage } from '../locale';

export interface EditorialHead {
  title: string;
  description?: string | null;
  /** App path of the page in French form; `pathEn` when the English page has its own (`/press-space`). */
  path: string;
  pathEn?: string;
  /** Path or URL of the social-card image. */
  image?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogType?: 'website' | 'article';
  jsonLd?: object | null;
  /** The section whose back-office SEO texts apply (`agenda`, a content type's list). */
  seoSection?: string;
}

/** Title, description, canonical in the page's language, the fr/en hreflang pair and Open Graph of an editorial page. */
export function useEditorialHead(head: EditorialHead | null): void {
  const lang = useLanguage();
  const { t } = useTranslation();
  const fr = head ? absoluteUrl(head.path, 'fr') : '';
  const en = head ? absoluteUrl(head.pathEn ?? head.path, 'en') : '';
  const url = lang === 'en' ? en : fr;
  useHead(
    head && {
      title: head.title,
      description: head.description ?? null,
      canonical: url,
      alternates: { fr, en, 'x-default': fr },
      openGraph: {
        type: head.ogType ?? 'website',
        url,
        title: head.ogTitle || head.title,
        description: head.ogDescription || head.description,
        image: head.image ? absoluteAsset(head.image) : null,
        'image:alt': head.image ? head.ogTitle || head.title : null,
        locale: lang === 'en' ? 'en_GB' : 'fr_FR',
        site_name: t('brand'),
      },
      jsonLd: head.jsonLd ?? null,
    },
    head?.seoSection,
  );
}

/** `localizePath` for an English page with its own path (`/press-space`, `/about-us`). */
export function pathIn(lang: 'fr' | 'en', fr: string, en: string = fr): string {
  return localizePath(lang === 'en' ? en : fr, lang);
}
