import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useHead } from '../head';
import { useLocalePath } from '../locale';
import { LoadMore } from '../guide/components/LoadMore';
import { SearchBox } from './SearchBox';
import { SITE_SEARCH, type SiteSearchHit } from './site-search.graphql';
import './site-search.css';

const PAGE_SIZE = 10;

/** /search-results?q=: establishments, products, contents and pages matching the words, best first (server-rendered). */
export function SiteSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim().slice(0, 255);
  const { data, loading, error, fetchMore, refetch } = useQuery(SITE_SEARCH, {
    variables: { text, first: PAGE_SIZE },
    skip: !text,
    notifyOnNetworkStatusChange: true,
  });
  const title = text ? t('siteSearch.titleFor', { text }) : t('siteSearch.title');
  useHead({ title, description: t('siteSearch.description') }, 'search-results');
  const result = data?.searchSite;
  const loadMore = () =>
    void fetchMore({
      variables: { after: result?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) =>
        fetchMoreResult ? { searchSite: { ...fetchMoreResult.searchSite, edges: [...prev.searchSite.edges, ...fetchMoreResult.searchSite.edges] } } : prev,
    });
  return (
    <section className="site-search-page" data-testid="site-search-page">
      <h1>{title}</h1>
      <SearchBox key={text} initial={text} />
      {!text && <p className="site-search-page__hint">{t('siteSearch.prompt')}</p>}
      {text && loading && !result && <p className="search-status">{t('siteSearch.loading')}</p>}
      {text && error && !result && (
        <div className="notice notice--error" role="alert">
          <p>{t('siteSearch.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('siteSearch.retry')}
          </button>
        </div>
      )}
      {result && result.edges.length === 0 && (
        <div className="search-empty" data-testid="site-search-empty">
          <p className="search-empty__title">{t('siteSearch.noResult')}</p>
        </div>
      )}
      {result && result.edges.length > 0 && (
        <>
          <p className="search-results__count" data-testid="site-search-count">
            {t('siteSearch.count', { count: result.totalCount })}
          </p>
          <ul className="site-search-results">
            {result.edges.map(({ cursor, node }) => (
              <HitCard key={cursor} hit={node} />
            ))}
          </ul>
          {result.pageInfo.hasNextPage && <LoadMore onClick={loadMore} loading={loading} testId="site-search-load-more" />}
        </>
      )}
    </section>
  );
}

function HitCard({ hit }: { hit: SiteSearchHit }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const badge =
    hit.kind === 'CONTENT' && hit.contentType
      ? t(`siteSearch.contentTypes.${hit.contentType}`, { defaultValue: t('siteSearch.kinds.CONTENT') })
      : t(`siteSearch.kinds.${hit.kind}`);
  return (
    <li className="site-search-hit" data-testid="site-search-hit" data-kind={hit.kind}>
      {hit.imageUrl && <img className="site-search-hit__image" src={hit.imageUrl} alt="" loading="lazy" width={96} height={72} />}
      <div>
        <p className={`site-search-hit__badge site-search-hit__badge--${hit.kind.toLowerCase()}`}>{badge}</p>
        <h2 className="site-search-hit__title">
          <Link to={localePath(hit.path)}>{hit.title}</Link>
        </h2>
        {hit.excerpt && <p className="site-search-hit__excerpt">{hit.excerpt}</p>}
      </div>
    </li>
  );
}
