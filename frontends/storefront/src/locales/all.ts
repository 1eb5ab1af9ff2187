import type { Language } from '@guide/ui';
import contestEn from '../contest/locales/en.json';
import contestFr from '../contest/locales/fr.json';
import type { Strings } from '../i18n';
import customerEn from './customer/strings.en';
import customerFr from './customer/strings.fr';
import formErrorsEn from './form-errors/strings.en';
import formErrorsFr from './form-errors/strings.fr';
import publicEn from './strings.en';
import publicFr from './strings.fr';

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `from` written over `into`, group by group (a part may add keys to a group the public strings have, e.g. `auth`). */
function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) out[key] = isTree(value) && isTree(out[key]) ? merge(out[key], value) : value;
  return out;
}

/**
 * Every string of a language in one bundle: what the server renders with (entry-server.tsx) and what the
 * message-key spec reads. The browser loads the same files in parts (i18n.ts's LANGUAGE_STRINGS and
 * STRING_PARTS); never import this module from the browser's code.
 */
export function allStrings(lang: Language): Required<Strings> {
  const parts: Strings[] =
    lang === 'fr' ? [publicFr, customerFr, { translation: contestFr }, formErrorsFr] : [publicEn, customerEn, { translation: contestEn }, formErrorsEn];
  return parts.reduce<Required<Strings>>((all, part) => ({ translation: merge(all.translation, part.translation ?? {}), ui: merge(all.ui, part.ui ?? {}) }), {
    translation: {},
    ui: {},
  });
}
