/**
 * The breakfast contest's URLs: the one table of its French and English slugs. French pages live under
 * `/concours-petit-dejeuner`, English ones under `/en/breakfast-contest`; `routes.tsx` serves both slug
 * families under both prefixes and a page in the other language's slugs redirects to the English one.
 * `locale.ts` translates these paths when it changes their language (links, the language switch).
 * No imports: `locale.ts` depends on this module.
 */
export type ContestPageKey = 'home' | 'rules' | 'registration' | 'previousEditions' | 'winners' | 'winnersYear' | 'partners' | 'becomePartner';
export type SlugLanguage = 'fr' | 'en';

export const CONTEST_ROOT: Record<SlugLanguage, string> = { fr: 'concours-petit-dejeuner', en: 'breakfast-contest' };

/** Each page's sub-path under the root, per language ('' is the contest's home). */
export const CONTEST_PAGES: readonly { key: ContestPageKey; fr: string; en: string }[] = [
  { key: 'home', fr: '', en: '' },
  { key: 'rules', fr: 'le-concours', en: 'the-contest' },
  { key: 'registration', fr: 'inscription', en: 'registration' },
  { key: 'previousEditions', fr: 'editions-precedentes', en: 'previous-editions' },
  { key: 'winners', fr: 'laureats', en: 'winners' },
  { key: 'winnersYear', fr: 'laureats/:year', en: 'winners/:year' },
  { key: 'partners', fr: 'partenaires', en: 'partners' },
  { key: 'becomePartner', fr: 'devenir-partenaire', en: 'become-a-partner' },
];

/** Route pattern of a page, without the language prefix and the leading slash: `breakfast-contest/winners/:year`. */
export function contestPattern(key: ContestPageKey, slugs: SlugLanguage): string {
  const sub = CONTEST_PAGES.find((p) => p.key === key)![slugs];
  return sub ? `${CONTEST_ROOT[slugs]}/${sub}` : CONTEST_ROOT[slugs];
}

/**
 * A page's path in a language's slugs, without the `/en` prefix (`localizePath` adds it):
 * `contestPath('winnersYear', 'fr', { year: 2025 })` → `/concours-petit-dejeuner/laureats/2025`.
 */
export function contestPath(key: ContestPageKey, slugs: SlugLanguage = 'fr', params: { year?: number | string } = {}): string {
  return `/${contestPattern(key, slugs).replace(':year', encodeURIComponent(String(params.year ?? '')))}`;
}

/**
 * A bare path (no `/en`) of the contest in either slug family, in the other family's slugs; any other path
 * unchanged. `/concours-petit-dejeuner/laureats/2025` → `/breakfast-contest/winners/2025` for 'en'.
 * Query and hash are kept.
 */
export function translateContestPath(path: string, to: SlugLanguage): string {
  const cut = path.search(/[?#]/);
  const pathname = cut >= 0 ? path.slice(0, cut) : path;
  const rest = cut >= 0 ? path.slice(cut) : '';
  const segments = pathname.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  const from = (Object.keys(CONTEST_ROOT) as SlugLanguage[]).find((lang) => CONTEST_ROOT[lang] === segments[0]?.toLowerCase());
  if (!from) return path;
  const sub = segments.slice(1).join('/').toLowerCase();
  for (const page of CONTEST_PAGES) {
    const pattern = page[from].split('/');
    const parts = sub ? sub.split('/') : [];
    if ((page[from] ? pattern.length : 0) !== parts.length) continue;
    const params: Record<string, string> = {};
    if (parts.every((part, i) => (pattern[i].startsWith(':') ? ((params[pattern[i].slice(1)] = segments[i + 1]), true) : pattern[i] === part))) {
      return `${contestPath(page.key, to, params)}${rest}`;
    }
  }
  return path;
}
