import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideMapProps } from './GuideMap';

const GuideMap = lazy(() => import('./GuideMap'));

/**
 * The map, loaded (Leaflet and its styles' chunk) only once its place on the page is near the screen.
 * Until then, and in the server's HTML, a box of the map's size stands in, so nothing moves when it comes.
 */
export function LazyMap(props: GuideMapProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = (
    <div ref={box} className={['guide-map', props.className].filter(Boolean).join(' ')} data-testid="map-placeholder">
      <div className="guide-map__canvas guide-map__canvas--waiting">
        <p className="search-status">{t('guide.map.loading')}</p>
      </div>
    </div>
  );
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <GuideMap {...props} />
    </Suspense>
  );
}
