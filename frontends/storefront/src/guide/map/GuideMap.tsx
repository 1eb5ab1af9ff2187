import L from 'leaflet';
// After leaflet: the cluster plugin extends the global `L` that leaflet's bundle defines.
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import './map.css';

/**
 * The guide's map (Leaflet), loaded only when a map is shown. Tiles come from `VITE_MAP_TILE_URL`
 * (OpenStreetMap by default); without tiles (offline, blocked) the markers still show on a plain
 * background with a notice. Markers are clustered (leaflet.markercluster) and are plain HTML icons,
 * so no image asset is needed.
 */
export const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Metropolitan France, when there is nothing to show. */
const FRANCE: L.LatLngTuple = [46.6, 2.4];

export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Path of the detail page, already in the interface language; absent for the page's own marker. */
  href?: string;
  caption?: string;
}

export interface GuideMapProps {
  points: MapPoint[];
  /** In-app navigation for popup links (no full page load). */
  onNavigate?(href: string): void;
  /** Accessible name of the map region. */
  label: string;
  zoom?: number;
  className?: string;
}

const markerIcon = L.divIcon({
  className: 'guide-marker',
  html: '<span class="guide-marker__pin"></span>',
  iconSize: [26, 34],
  iconAnchor: [13, 34],
  popupAnchor: [0, -30],
});

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  const html = document.createElement('span');
  html.textContent = String(count);
  return L.divIcon({ className: 'guide-cluster', html, iconSize: [size, size] });
}

function popupContent(point: MapPoint, onNavigate?: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'guide-popup';
  const title = document.createElement(point.href ? 'a' : 'strong');
  title.textContent = point.name;
  if (point.href && title instanceof HTMLAnchorElement) {
    const href = point.href;
    title.href = href;
    title.addEventListener('click', (event) => {
      if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(href);
    });
  }
  box.appendChild(title);
  if (point.caption) {
    const caption = document.createElement('span');
    caption.className = 'guide-popup__caption';
    caption.textContent = point.caption;
    box.appendChild(caption);
  }
  return box;
}

function Markers({ points, onNavigate, zoom }: Pick<GuideMapProps, 'points' | 'onNavigate' | 'zoom'>) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({ iconCreateFunction: clusterIcon, showCoverageOnHover: false, maxClusterRadius: 50 });
    const valid = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon));
    for (const point of valid) {
      const marker = L.marker([point.lat, point.lon], { icon: markerIcon, title: point.name, alt: point.name, keyboard: true });
      marker.bindPopup(popupContent(point, onNavigate));
      group.addLayer(marker);
    }
    map.addLayer(group);
    if (valid.length === 1) map.setView([valid[0].lat, valid[0].lon], zoom ?? 13);
    else if (valid.length > 1) map.fitBounds(group.getBounds(), { padding: [48, 48], maxZoom: 13 });
    else map.setView(FRANCE, 5);
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, onNavigate, zoom]);
  return null;
}

export default function GuideMap({ points, onNavigate, label, zoom, className }: GuideMapProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className={`guide-map ${className ?? ''}`} role="region" aria-label={label} data-testid="guide-map">
      {/* Leaflet's own zoom control speaks English: ours says the same in the interface language. */}
      <MapContainer center={FRANCE} zoom={5} scrollWheelZoom={false} zoomControl={false} className="guide-map__canvas">
        <ZoomControl position="topleft" zoomInTitle={t('guide.map.zoomIn')} zoomOutTitle={t('guide.map.zoomOut')} />
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
        <Markers points={points} onNavigate={onNavigate} zoom={zoom} />
      </MapContainer>
      {tilesFailed && (
        <p className="guide-map__notice" role="status" data-testid="map-tiles-failed">
          {t('guide.map.tilesUnavailable')}
        </p>
      )}
    </div>
  );
}
