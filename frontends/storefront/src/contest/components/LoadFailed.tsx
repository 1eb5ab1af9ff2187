import { useTranslation } from 'react-i18next';

/** A contest read that failed: what happened and what to do. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert" data-testid="contest-load-failed">
      <p>{t('contest.loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('search.retry')}
      </button>
    </div>
  );
}
