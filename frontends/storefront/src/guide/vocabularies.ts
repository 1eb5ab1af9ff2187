import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { vocabularyLabel } from '@guide/ui';
import { useLanguage } from '../locale';
import { DEPARTMENTS, ESTABLISHMENT_VOCABULARIES, type VocabularyKind } from './guide.graphql';

/** The catalog's vocabularies (labels of equipment, services, … codes), fetched once and cached. */
export function useVocabularies() {
  const lang = useLanguage();
  const { data, loading } = useQuery(ESTABLISHMENT_VOCABULARIES);
  const vocabularies = data?.establishmentVocabularies;
  const label = useCallback((kind: VocabularyKind, code: string) => vocabularyLabel(vocabularies?.[kind], code, lang), [vocabularies, lang]);
  return { vocabularies, loading, label };
}

/** The 101 departments (code → name), fetched once and cached. */
export function useDepartments() {
  const { data, loading } = useQuery(DEPARTMENTS);
  const departments = data?.departments;
  const name = useCallback((code: string) => departments?.find((d) => d.code === code)?.name ?? code, [departments]);
  return { departments, loading, name };
}
