import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResultCard, useCategoryLabel } from '../../guide/components/ResultCard';
import type { EstablishmentCardNode } from '../../guide/guide.graphql';
import { LazyMap } from '../../guide/map/LazyMap';
import { useLocalePath } from '../../locale';
import { ROUTE_STOP } from '../editorial.graphql';

/** One stop's establishment (null: unknown or unpublished in the guide, left out). */
function useStop(slug: string) {
  const { data, loading } = useQuery(ROUTE_STOP, { variables: { slug } });
  return { node: data?.establishment ?? null, loading };
}

/**
 * A gourmet route's stops: the guide's establishments named by the `stops` field, as the guide's cards and on
 * the guide's map (numbered in the route's order). The parent keys this component by the slugs, so the
 * number of `useStop` calls never changes during its life.
 */
export function RouteStops({ slugs }: { slugs: string[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list for this component's life (see above)
  const stops = slugs.map((slug) => useStop(slug));
  const loading = stops.some((s) => s.loading);
  const found = stops.map((s) => s.node).filter((n): n is EstablishmentCardNode => Boolean(n));
  const points = useMemo(
    () =>
      found.map((node, i) => ({
        id: node.id,
        name: `${i + 1}. ${node.name}`,
        lat: node.lat,
        lon: node.lon,
        href: localePath(node.path),
        caption: node.city.name,
      })),
    // `found` is rebuilt each render; its ids say whether it changed.
    [found.map((n) => n.id).join(','), localePath],
  );
  const onNavigate = useCallback((href: string) => navigate(href), [navigate]);
  const categoryLabel = useCategoryLabel();
  if (loading && found.length === 0) return <p className="search-status">{t('editorial.loading')}</p>;
  if (found.length === 0) return null;
  return (
    <section className="route-stops" aria-labelledby="route-stops-title" data-testid="route-stops">
      <h2 id="route-stops-title">{t('editorial.route.stops', { count: found.length })}</h2>
      <LazyMap points={points} onNavigate={onNavigate} label={t('editorial.route.mapLabel')} className="guide-map--small" />
      <ol className="result-list guide-cards route-stops__list">
        {found.map((node) => (
          <ResultCard key={node.id} node={node} distanceKm={null} category={categoryLabel(node)} />
        ))}
      </ol>
    </section>
  );
}
