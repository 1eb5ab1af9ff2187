/** What a page states for the document head (head.ts writes it; section-seo.ts lets staff override it per section). */
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
