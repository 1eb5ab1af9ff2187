import { createI18nWith, DEFAULT_LANGUAGE, setDateLanguage, type Language } from '@guide/ui';
import { languageOfPath } from './locale';

/**
 * The storefront's strings, one chunk per language: a page loads only the language it shows (main.tsx
 * awaits it before the first render), the other when the visitor reaches for the language switch. The
 * server bundle imports both (entry-server.tsx).
 */
export const LANGUAGE_STRINGS: Record<Language, () => Promise<{ default: { translation: Record<string, unknown>; ui: Record<string, unknown> } }>> = {
  fr: () => import('./locales/strings.fr'),
  en: () => import('./locales/strings.en'),
};

// On the server (entry-server.tsx) there is no location: each request gets an instance of its language.
const initial: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);

export const i18n = createI18nWith({}, initial);
setDateLanguage(initial);

/**
 * The customer's strings (account, orders, returns, checkout, support, owners' posts: `locales/customer/`),
 * about half of the storefront's own, in a chunk of their own: the customer's routes load them with their
 * module (routes.tsx), and from then on every language loaded brings them too. Public pages never do.
 */
const CUSTOMER_STRINGS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('./locales/customer/fr.json'),
  en: () => import('./locales/customer/en.json'),
};
let customerWanted = false;
const loading = { public: new Map<Language, Promise<void>>(), customer: new Map<Language, Promise<void>>() };
const loaded = { public: new Set<Language>(), customer: new Set<Language>() };

function once(part: 'public' | 'customer', lang: Language, load: () => Promise<void>): Promise<void> {
  let pending = loading[part].get(lang);
  if (!pending) {
    pending = load().then(() => void loaded[part].add(lang));
    // A failed load (offline) may be tried again.
    pending.catch(() => loading[part].delete(lang));
    loading[part].set(lang, pending);
  }
  return pending;
}

function isLoaded(lang: Language): boolean {
  return loaded.public.has(lang) && (!customerWanted || loaded.customer.has(lang));
}

/** Makes a language's strings available (once); resolves when they are. */
export async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([
    once('public', lang, async () => {
      const { default: strings } = await LANGUAGE_STRINGS[lang]();
      for (const [namespace, resources] of Object.entries(strings)) i18n.addResourceBundle(lang, namespace, resources, true, true);
    }),
    customerWanted ? loadCustomerStrings(lang) : undefined,
  ]);
}

/** The customer's strings in `lang` (default: the language shown); every language loaded afterwards brings them too. */
export function loadCustomerStrings(lang: Language = i18n.language as Language): Promise<void> {
  customerWanted = true;
  return once('customer', lang, async () => {
    const { default: strings } = await CUSTOMER_STRINGS[lang]();
    i18n.addResourceBundle(lang, 'translation', strings, true, true);
  });
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
