import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTitle, HeadCollectorContext } from './head';
import { siteBrand } from './site-name';

/** Sets `<title>` to "Page · <site name>" (or just the name for the home page; site-name.ts); the server writes it too. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const brand = siteBrand(t('brand'));
  const collector = useContext(HeadCollectorContext);
  if (collector && !collector.tags) collector.tags = { title: title ?? '' };
  useEffect(() => {
    document.title = fullTitle(title, brand);
  }, [title, brand]);
}
