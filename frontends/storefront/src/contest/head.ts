import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../guide/site';
import { useHead } from '../head';
import { useLanguage } from '../locale';
import { contestPath, type ContestPageKey } from './paths';

/**
 * A contest page's head: title, description, canonical in the page's language and the hreflang pair
 * (`absoluteUrl` translates the contest's slugs: /concours-petit-dejeuner/laureats ↔ /en/breakfast-contest/winners).
 */
export function useContestHead(
  page: ContestPageKey,
  title: string | null,
  description: string,
  options: { year?: number | string; jsonLd?: object | null } = {},
): void {
  const lang = useLanguage();
  const { t } = useTranslation();
  const path = contestPath(page, 'fr', { year: options.year });
  const url = absoluteUrl(path, lang);
  useHead(
    title === null
      ? null
      : {
          title,
          description,
          canonical: url,
          alternates: { fr: absoluteUrl(path, 'fr'), en: absoluteUrl(path, 'en'), 'x-default': absoluteUrl(path, 'fr') },
          openGraph: { type: 'website', url, locale: lang === 'en' ? 'en_GB' : 'fr_FR', title: `${title} · ${t('contest.name')}` },
          jsonLd: options.jsonLd ?? null,
        },
    // The contest's home is the `concours` section of the back office's SEO screen.
    page === 'home' ? 'concours' : undefined,
  );
}
