import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale';
import { CONTENT_TYPES } from './editorial.graphql';

/**
 * The cms's content types (`EditorialContentTypes`): asked once, then read from Apollo's cache by every
 * editorial page of the visit (the server asks once per page it renders).
 */
export function useContentTypes() {
  return useQuery(CONTENT_TYPES);
}

/** A content type's names on the storefront: the locales' texts for the seeded types, else the labels staff gave it. */
export function useContentTypeTexts(slug: string): { title: string; one: string; lead: string } {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const type = useContentTypes().data?.contentTypes.find((candidate) => candidate.slug === slug);
  const label = (lang === 'en' && type?.labelEn) || type?.label || slug;
  const singular = (lang === 'en' && type?.singularLabelEn) || type?.singularLabel || label;
  const own = (key: 'title' | 'one' | 'lead') => (i18n.exists(`editorial.types.${slug}.${key}`) ? t(`editorial.types.${slug}.${key}`) : null);
  const title = own('title') ?? label;
  return { title, one: own('one') ?? singular, lead: own('lead') ?? t('editorial.list.typeLead', { type: title }) };
}
