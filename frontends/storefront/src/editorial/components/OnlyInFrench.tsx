import { useTranslation } from 'react-i18next';

/** The note an English page shows above a text that exists only in French (as the guide's detail page does). */
export function OnlyInFrench() {
  const { t } = useTranslation();
  return (
    <p className="detail__note" data-testid="only-in-french">
      {t('editorial.onlyInFrench')}
    </p>
  );
}
