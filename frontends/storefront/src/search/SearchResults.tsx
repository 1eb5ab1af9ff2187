import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatKm } from '@guide/ui';
import { useLanguage, useLocalePath } from '../locale';
import type { SearchData } from './search.graphql';
import { LoadMore } from '../guide/components/LoadMore';

interface SearchResultsProps {
  data: SearchData['establishments'];
  loadingMore: boolean;
  onLoadMore(): void;
}

export function SearchResults({ data, loadingMore, onLoadMore }: SearchResultsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();

  if (data.edges.length === 0) {
    return (
      <div className="search-empty" data-testid="search-empty">
        <p className="search-empty__title">{t('search.noResult')}</p>
        <p>{t('search.noResultHint')}</p>
      </div>
    );
  }

  return (
    <div className="search-results">
      <p className="search-results__count">{t('search.count', { count: data.totalCount })}</p>
      <ul className="result-list">
        {data.edges.map(({ node, distanceKm }) => (
          <li key={node.id} className="result-card" data-testid="search-result">
            <p className="result-card__type">{t(`establishmentType.${node.type}`)}</p>
            <h3 className="result-card__name">
              <Link to={localePath(node.path)}>{node.name}</Link>
            </h3>
            <p className="result-card__place">{t('search.place', { city: node.city.name, department: node.department.name, code: node.department.code })}</p>
            <p className="result-card__meta">
              {distanceKm != null && <span className="result-card__distance">{t('search.distance', { km: formatKm(distanceKm, lang) })}</span>}
              {node.priceFrom != null && <span className="result-card__price">{t('search.priceFrom', { price: formatCents(node.priceFrom, lang) })}</span>}
            </p>
          </li>
        ))}
      </ul>
      {data.pageInfo.hasNextPage && <LoadMore onClick={onLoadMore} loading={loadingMore} testId="search-load-more" />}
    </div>
  );
}
