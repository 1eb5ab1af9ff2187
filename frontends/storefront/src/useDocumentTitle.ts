import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTitle, HeadCollectorContext } from './head';

/** Sets `<title>` to "Page · Guide Gourmand" (or just the brand for the home page); the server writes it too. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const brand = t('brand');
  const collector = useContext(HeadCollectorContext);
  if (collector && !collector.tags) collector.tags = { title: title ?? '' };
  useEffect(() => {
    document.title = fullTitle(title, brand);
  }, [title, brand]);
}
