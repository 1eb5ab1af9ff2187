import { createI18nWith, DEFAULT_LANGUAGE, setDateLanguage, type Language } from '@guide/ui';
import { languageOfPath } from './locale';

/** Strings by namespace (`translation`: the storefront's own, `ui`: @guide/ui's), as one chunk holds them. */
export type Strings = Partial<Record<'translation' | 'ui', Record<string, unknown>>>;

/**
 * The storefront's strings, one chunk per language: a page loads only the language it shows (main.tsx
 * awaits it before the first render), the other when the visitor reaches for the language switch. Public
 * pages show these; the parts below come with the code that shows them. The server holds every string
 * (locales/all.ts).
 */
export const LANGUAGE_STRINGS: Record<Language, () => Promise<{ default: Strings }>> = {
  fr: () => import('./locales/strings.fr'),
  en: () => import('./locales/strings.en'),
};

/**
 * Strings a public page never shows, each part a chunk per language, loaded with its code; once a part is
 * loaded, every language loaded afterwards brings it too (the language switch works in that area):
 * - customer: account, sign-in, orders, returns, checkout, support, owners' posts (about half of the
 *   storefront's strings), loaded with the customer's routes (routes.tsx);
 * - contest: the breakfast contest's pages (routes.tsx);
 * - formErrors: @guide/ui's text of each field error key (`ui:fieldErrors`), loaded by the forms that
 *   show them (auth/form.tsx's `useMessage`) and with the customer's routes.
 */
export const STRING_PARTS = {
  customer: { fr: () => import('./locales/customer/strings.fr'), en: () => import('./locales/customer/strings.en') },
  contest: {
    fr: async () => ({ default: { translation: (await import('./contest/locales/fr.json')).default } }),
    en: async () => ({ default: { translation: (await import('./contest/locales/en.json')).default } }),
  },
  formErrors: { fr: () => import('./locales/form-errors/strings.fr'), en: () => import('./locales/form-errors/strings.en') },
} satisfies Record<string, Record<Language, () => Promise<{ default: Strings }>>>;
export type StringPart = keyof typeof STRING_PARTS;

// On the server (entry-server.tsx) there is no location: each request gets an instance of its language.
const initial: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

export const i18n = createI18nWith({}, initial);
setDateLanguage(initial);

/** Adds strings to a language (deep: a part may add keys under a group the public strings have, e.g. `auth`). */
function addStrings(lang: Language, strings: Strings): void {
  for (const [namespace, resources] of Object.entries(strings)) i18n.addResourceBundle(lang, namespace, resources, true, true);
}

type Chunk = 'public' | StringPart;
const wanted = new Set<StringPart>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function once(chunk: Chunk, lang: Language, load: () => Promise<{ default: Strings }>): Promise<void> {
  const key = `${chunk}:${lang}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(({ default: strings }) => {
      addStrings(lang, strings);
      loaded.add(key);
    });
    // A failed load (offline) may be tried again.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function isLoaded(lang: Language): boolean {
  return [...wanted, 'public'].every((chunk) => loaded.has(`${chunk}:${lang}`));
}

/** Makes a language's strings available (once), with every part loaded so far; resolves when they are. */
export async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([once('public', lang, LANGUAGE_STRINGS[lang]), ...[...wanted].map((part) => loadStrings(part, lang))]);
}

/** Whether a part's strings are in for `lang` (default: the language shown). */
export function hasStrings(part: StringPart, lang: Language = i18n.language as Language): boolean {
  return loaded.has(`${part}:${lang}`);
}

/** A part's strings in `lang` (default: the language shown); every language loaded afterwards brings them too. */
export function loadStrings(part: StringPart, lang: Language = i18n.language as Language): Promise<void> {
  wanted.add(part);
  return once(part, lang, STRING_PARTS[part][lang]);
}

/** Called by the layout when the URL prefix changes the language. */
export function applyLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  setDateLanguage(lang);
  if (i18n.language === lang) return;
  // Usually loaded already (the language switch fetches it on hover, focus or touch): the switch is immediate.
  if (isLoaded(lang)) void i18n.changeLanguage(lang);
  else void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
}
