import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

/** On the server (entry-server.tsx): where a page sent the visitor, answered as an HTTP redirect. */
export interface RedirectCollector {
  location: string | null;
}
export const RedirectCollectorContext = createContext<RedirectCollector | null>(null);

/**
 * A page's permanent move to another URL (e.g. an establishment's canonical path): in the browser a
 * replacing navigation, on the server a 301 (a `<Navigate>` would do nothing there).
 */
export function Redirect({ to }: { to: string }) {
  const collector = useContext(RedirectCollectorContext);
  if (collector) {
    collector.location = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
