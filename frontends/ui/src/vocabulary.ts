import type { VocabularyEntryFieldsFragment } from './gql/graphql';
import type { Language } from './i18n';

/** One entry of a guide vocabulary (equipment, services, payment modes, languages, producer categories). */
export type VocabularyEntry = VocabularyEntryFieldsFragment;

/** The label of `code` in the interface language; the code itself when the vocabulary does not know it. */
export function vocabularyLabel(entries: readonly VocabularyEntry[] | undefined, code: string, lang: Language): string {
  const entry = entries?.find((e) => e.code === code);
  if (!entry) return code;
  return (lang === 'en' ? entry.labelEn : entry.labelFr) || entry.labelFr || code;
}
