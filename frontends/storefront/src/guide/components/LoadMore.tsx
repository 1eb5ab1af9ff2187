import { useTranslation } from 'react-i18next';

/** The "load more" control under a list (spec: content lists have a load-more control). */
export function LoadMore({ onClick, loading, testId }: { onClick: () => void; loading: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-more">
      <button type="button" className="button button--secondary" onClick={onClick} disabled={loading} data-testid={testId}>
        {loading ? t('search.loadingMore') : t('search.loadMore')}
      </button>
    </div>
  );
}
