import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLanguage, vocabularyLabel } from '@guide/ui';
import { ESTABLISHMENT_VOCABULARIES, type VocabularyKind } from './establishments.graphql';

/** The catalog's vocabularies as select options (labels in the interface language, French by default). */
export function useVocabularyOptions() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { data, loading, error } = useQuery(ESTABLISHMENT_VOCABULARIES);
  const vocabularies = data?.establishmentVocabularies;
  const options = (kind: VocabularyKind) =>
    (vocabularies?.[kind] ?? []).map((entry) => ({ value: entry.code, label: vocabularyLabel([entry], entry.code, lang) }));
  const label = (kind: VocabularyKind, code: string) => vocabularyLabel(vocabularies?.[kind], code, lang);
  return { options, label, loading, error };
}
