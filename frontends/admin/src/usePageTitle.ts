import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · Guide Gourmand" in the browser tab. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}
