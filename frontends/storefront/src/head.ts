import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteAsset } from './guide/site';
import type { HeadTags } from './head-tags';
import { useSectionSeo } from './section-seo';
import { enabledAlternates, siteLocales, useSiteLocales, type SiteLocales } from './site-locales';
import { siteBrand } from './site-name';

/**
 * A small head manager (no dependency): a page states its title, meta description, canonical link,
 * Open Graph / Twitter tags and JSON-LD (`HeadTags`, head-tags.ts). In the browser they are put in `<head>` while the page is shown
 * and removed (the description restored) when it goes; on the server (entry-server.tsx) the page's tags
 * are collected during the render and written into the HTML. Elements it owns carry `data-guide-head`,
 * so the browser replaces the server's copies rather than adding a second set.
 */

/** The picture link previews show for pages that have none of their own (public/og-image.png, 1200×630). */
export const SITE_IMAGE = '/og-image.png';

/** One element of the head: what both the DOM writer and the server's HTML writer produce. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

export const OWNED = 'data-guide-head';

/** JSON for a script element: `<` escaped so no text can close the element. */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function fullTitle(title: string | undefined, brand: string): string {
  return title ? `${title} · ${brand}` : brand;
}

/** The elements a page's tags stand for (the title and description aside, which replace the page's own). */
export function headElements(tags: HeadTags, brand: string, locales: SiteLocales = siteLocales()): HeadElement[] {
  const elements: HeadElement[] = [];
  if (tags.canonical) elements.push({ tag: 'link', attributes: { rel: 'canonical', href: tags.canonical } });
  // Only the languages staff enabled (Settings › Locales).
  for (const [hrefLang, href] of Object.entries(enabledAlternates(tags.alternates, locales) ?? {}))
    elements.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: hrefLang, href } });
  // A page's `null` removes a default (an image's size); `undefined` says nothing and keeps it.
  const stated = Object.entries(tags.openGraph ?? {}).filter(([, content]) => content !== undefined);
  const og: Record<string, string | null | undefined> = {
    site_name: brand,
    title: tags.title || brand,
    description: tags.description,
    ...Object.fromEntries(stated),
  };
  if (!og.image) Object.assign(og, { image: absoluteAsset(SITE_IMAGE), 'image:width': '1200', 'image:height': '630', 'image:alt': brand });
  for (const [property, content] of Object.entries(og)) {
    if (content) elements.push({ tag: 'meta', attributes: { property: `og:${property}`, content } });
  }
  elements.push({ tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } });
  if (tags.jsonLd) elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: serializeJsonLd(tags.jsonLd) });
  return elements;
}

/** On the server: receives the tags of the page being rendered (the last page to state them wins). */
export interface HeadCollector {
  tags: HeadTags | null;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

function add({ tag, attributes, text }: HeadElement): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNED, '');
  if (text !== undefined) element.textContent = text;
  document.head.appendChild(element);
}

/**
 * `section`: a storefront section key (`home`, `hotels-restaurants`, a content type...) whose back-office SEO
 * texts (section-seo.ts) replace the page's own when set.
 */
export function useHead(pageTags: HeadTags | null, section?: string): void {
  const { t } = useTranslation();
  const withSectionSeo = useSectionSeo(section);
  const tags = pageTags && withSectionSeo(pageTags);
  const brand = siteBrand(t('brand'));
  const locales = useSiteLocales();
  const collector = useContext(HeadCollectorContext);
  if (collector && tags) collector.tags = tags;
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!tags) return;
    const previousTitle = document.title;
    document.title = fullTitle(tags.title, brand);
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = description?.content;
    if (tags.description) {
      if (description) description.content = tags.description;
      else add({ tag: 'meta', attributes: { name: 'description', content: tags.description } });
    }
    // The server's copies (first page) or a previous page's: this page's set replaces them.
    for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
    for (const element of headElements(tags, brand, locales)) add(element);
    return () => {
      document.title = previousTitle;
      if (description && previousDescription !== undefined) description.content = previousDescription;
      for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
    };
    // `key` stands for the content of `tags`, which callers rebuild on every render.
  }, [key, brand, locales.enabled.join(), locales.defaultLocale]);
}
