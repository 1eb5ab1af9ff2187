import { useTranslation } from 'react-i18next';
import type { GuideSection } from '../sections';

/**
 * What the guide's detail and the editorial pages share with the two-segment route, kept apart from it: that
 * route renders a town's list (ListPage, its filters and paging), which a detail page must not download.
 */

/** The type to ask for: sections with one type name it; hotels-restaurants finds the slug among its types. */
export function detailType(section: GuideSection) {
  return section.types.length === 1 ? section.types[0] : null;
}

/** A page whose data could not load: says so and offers to try again. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('guide.detail.failed')}</p>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {t('search.retry')}
      </button>
    </div>
  );
}
