import { useCallback, useRef, useState } from 'react';

export type GeoStatus = 'off' | 'locating' | 'on' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';
export const GEO_FAILURES: readonly GeoStatus[] = ['denied', 'unavailable', 'timeout', 'unsupported'];
export interface Coords {
  lat: number;
  lon: number;
}

/** The browser's position, asked for only when the visitor turns "near me" on. */
export function useGeolocation() {
  const [status, setStatus] = useState<GeoStatus>('off');
  const [coords, setCoords] = useState<Coords | null>(null);
  const [failures, setFailures] = useState(0); // counts failed requests, so each one can be reacted to
  const request = useRef(0); // answers to a request that was since cancelled are ignored

  const locate = useCallback(() => {
    const id = ++request.current;
    if (!('geolocation' in navigator)) {
      setStatus('unsupported');
      setFailures((n) => n + 1);
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (id !== request.current) return;
        setCoords({ lat: position.coords.latitude, lon: position.coords.longitude });
        setStatus('on');
      },
      (error) => {
        if (id !== request.current) return;
        setCoords(null);
        setFailures((n) => n + 1);
        if (error.code === error.PERMISSION_DENIED) setStatus('denied');
        else if (error.code === error.TIMEOUT) setStatus('timeout');
        else setStatus('unavailable');
      },
      { enableHighAccuracy: false, timeout: 10000, maximumAge: 300000 },
    );
  }, []);

  /** Forgets the position; a failure stays visible so its explanation remains on screen. */
  const stop = useCallback(() => {
    request.current++;
    setCoords(null);
    setStatus((current) => (GEO_FAILURES.includes(current) ? current : 'off'));
  }, []);

  return { status, coords, failed: GEO_FAILURES.includes(status), failures, locate, stop };
}
