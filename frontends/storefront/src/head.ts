import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small head manager (no dependency): a page states its title, meta description, canonical link,
 * Open Graph / Twitter tags and JSON-LD; they are put in `<head>` while the page is shown and removed
 * (the description restored) when it goes. Elements it owns carry `data-guide-head`.
 */
export interface HeadTags {
  /** Page title; " · Guide Gourmand" is appended. */
  title: string;
  description?: string | null;
  /** Absolute URL. */
  canonical?: string | null;
  /** `og:*` properties (`type`, `title`, `description`, `url`, `image`, `locale`, `site_name`). */
  openGraph?: Record<string, string | null | undefined>;
  /** Other language versions: `hreflang` → absolute URL. */
  alternates?: Record<string, string>;
  /** schema.org object(s), serialised into `<script type="application/ld+json">`. */
  jsonLd?: object | null;
}

const OWNED = 'data-guide-head';

function add(tag: 'meta' | 'link' | 'script', attributes: Record<string, string>, text?: string): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNED, '');
  if (text !== undefined) element.textContent = text;
  document.head.appendChild(element);
  return element;
}

/** JSON for a script element: `<` escaped so no text can close the element. */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function useHead(tags: HeadTags | null): void {
  const { t } = useTranslation();
  const brand = t('brand');
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!tags) return;
    const previousTitle = document.title;
    document.title = tags.title ? `${tags.title} · ${brand}` : brand;
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]:not([data-guide-head])');
    const previousDescription = description?.content;
    if (tags.description) {
      if (description) description.content = tags.description;
      else add('meta', { name: 'description', content: tags.description });
    }
    if (tags.canonical) add('link', { rel: 'canonical', href: tags.canonical });
    for (const [hrefLang, href] of Object.entries(tags.alternates ?? {})) add('link', { rel: 'alternate', hreflang: hrefLang, href });
    const og: Record<string, string | null | undefined> = { site_name: brand, title: tags.title, description: tags.description, ...tags.openGraph };
    for (const [property, content] of Object.entries(og)) {
      if (content) add('meta', { property: `og:${property}`, content });
    }
    add('meta', { name: 'twitter:card', content: og.image ? 'summary_large_image' : 'summary' });
    if (tags.jsonLd) add('script', { type: 'application/ld+json' }, serializeJsonLd(tags.jsonLd));
    return () => {
      document.title = previousTitle;
      if (description && previousDescription !== undefined) description.content = previousDescription;
      for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
    };
    // `key` stands for the content of `tags`, which callers rebuild on every render.
  }, [key, brand]);
}
