import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "Page · Guide Gourmand" (or just the brand for the home page). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
