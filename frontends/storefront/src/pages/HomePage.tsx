import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useToast } from '@guide/ui';
import { GUIDE_SECTIONS, guidePaths } from '../guide/sections';
import { NAV_SECTIONS } from '../paths';
import { useLanguage, useLocalePath } from '../locale';
import { useHead } from '../head';
import { absoluteUrl, alternates } from '../guide/site';
import { SEARCH_ESTABLISHMENTS, SEARCH_PAGE_SIZE, type SearchVariables } from '../search/search.graphql';
import { SearchResults } from '../search/SearchResults';
import { useGeolocation } from '../search/useGeolocation';
import { HomeHighlights } from '../editorial/components/Highlights';
import { HomeSlider } from './HomeSlider';

/** Home: the guide's search (text and/or near me). The text lives in the URL (`?q=`), near me as `near=1`. */
export function HomePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const localePath = useLocalePath();
  const lang = useLanguage();
  const homeUrl = absoluteUrl('/', lang);
  useHead(
    {
      title: '',
      description: t('home.lead'),
      canonical: homeUrl,
      alternates: alternates('/'),
      openGraph: { type: 'website', url: homeUrl, locale: lang === 'en' ? 'en_GB' : 'fr_FR' },
      // The site and its search box (the home page's `?q=`), for search engines' sitelinks.
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: t('brand'),
        url: homeUrl,
        inLanguage: lang,
        potentialAction: { '@type': 'SearchAction', target: `${homeUrl}?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
      },
    },
    'home',
  );
  const inputId = useId();

  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const nearWanted = params.get('near') === '1';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]); // back/forward changes the URL, the box follows

  const geo = useGeolocation();
  const { locate, stop, failed: geoFailed, failures: geoFailures } = geo;
  // The URL is the source of truth for "near me": turning it on asks the browser for the position.
  useEffect(() => {
    if (nearWanted) locate();
    else stop();
  }, [nearWanted, locate, stop]);
  useEffect(() => {
    // Position refused or unknown: the toggle goes back off and the explanation stays on screen.
    if (geoFailures > 0) updateParams({ near: null }, true);
  }, [geoFailures]);

  function updateParams(changes: { q?: string | null; near?: '1' | null }, replace = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else if (value === null || value === '') next.delete(key);
        }
        return next;
      },
      { preventScrollReset: true, replace },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    updateParams({ q: text.trim() || null });
  }

  function onNearChange(checked: boolean) {
    updateParams({ near: checked ? '1' : null });
  }

  const near = nearWanted && geo.coords ? geo.coords : undefined;
  const variables: SearchVariables = {
    filter: q ? { text: q } : undefined,
    near,
    first: SEARCH_PAGE_SIZE,
  };
  const hasCriteria = Boolean(q || near);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(SEARCH_ESTABLISHMENTS, {
    variables,
    skip: !hasCriteria,
    notifyOnNetworkStatusChange: true,
  });
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const searching = hasCriteria && !data && (networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables);

  async function loadMore() {
    const endCursor = data?.establishments.pageInfo.endCursor;
    if (!endCursor) return;
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      toast.error(t('search.loadMoreFailed'));
    }
  }

  return (
    <>
      <section className="hero">
        <h1 className="hero__title">{t('home.title')}</h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <form className="search-form" role="search" onSubmit={onSubmit} aria-label={t('search.formLabel')}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.inputLabel')}
          </label>
          <div className="search-form__row">
            <input
              id={inputId}
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              data-testid="home-search-input"
            />
            <button type="submit" className="button" data-testid="home-search-submit">
              {t('search.submit')}
            </button>
          </div>
          <label className="switch">
            <input type="checkbox" role="switch" checked={nearWanted} onChange={(event) => onNearChange(event.target.checked)} data-testid="home-near-me" />
            <span className="switch__track" aria-hidden="true" />
            <span>{t('search.nearMe')}</span>
          </label>
          <p className="search-form__geo" aria-live="polite" data-testid="geo-status">
            {geo.status === 'locating' && t('search.geo.locating')}
            {geoFailed && <span className="notice notice--warning">{t(`search.geo.${geo.status}`)}</span>}
          </p>
        </form>
      </section>

      <section className="search-area" aria-live="polite" aria-busy={searching || loadingMore}>
        <h2 className="visually-hidden">{t('search.resultsHeading')}</h2>
        {searching && <p className="search-status">{t('search.searching')}</p>}
        {error && !data && (
          <div className="notice notice--error" role="alert">
            <p>{t('search.failed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              {t('search.retry')}
            </button>
          </div>
        )}
        {hasCriteria && data && <SearchResults data={data.establishments} loadingMore={loadingMore} onLoadMore={loadMore} />}
        {hasCriteria && (
          <nav className="home-sections" aria-label={t('guide.homeLinks.title')} data-testid="home-section-links">
            <p className="home-sections__title">{t('guide.homeLinks.title')}</p>
            <ul>
              {GUIDE_SECTIONS.map((section) => {
                // The same words (and near me) on the section's full list, with its filters and map.
                const query = new URLSearchParams({ ...(q ? { q } : {}), ...(nearWanted ? { near: '1' } : {}) }).toString();
                const path = section.hasSearchResults ? guidePaths.searchResults(section) : guidePaths.section(section);
                return (
                  <li key={section.key}>
                    <Link to={`${localePath(path)}${query ? `?${query}` : ''}`} className="button button--secondary">
                      {t(`nav.${section.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </section>

      {/* The cms `home` slider (settings → sliders), on the first visit only. */}
      {!hasCriteria && <HomeSlider />}
      {!hasCriteria && (
        <section className="explore" aria-labelledby="explore-title">
          <h2 id="explore-title">{t('home.explore')}</h2>
          <ul className="explore__list">
            {NAV_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link to={localePath(section.path)} className="explore__card">
                  <span className="explore__name">{t(`nav.${section.key}`)}</span>
                  <span className="explore__text">{t(`sections.${section.key}.lead`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* The editorial voice on the first visit: latest blog posts, next events (editorial/). */}
      {!hasCriteria && <HomeHighlights />}
    </>
  );
}
