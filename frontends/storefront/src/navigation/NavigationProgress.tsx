import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * Thin bar at the top of the window on each navigation: it grows while the router loads the next page
 * (lazy route chunks) and completes once the new location renders. Instant navigations still flash it
 * briefly so every navigation gives feedback.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('idle');
  const firstRender = useRef(true);

  useEffect(() => {
    if (navigation.state !== 'idle') setPhase('running');
  }, [navigation.state]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setPhase('finishing');
    const timer = window.setTimeout(() => setPhase('idle'), 450);
    return () => window.clearTimeout(timer);
  }, [location.key]);

  return <div className="nav-progress" data-phase={phase} data-testid="nav-progress" aria-hidden="true" />;
}
