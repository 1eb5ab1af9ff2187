import { useQuery } from '@apollo/client/react';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Redirect, RedirectCollectorContext } from '../../navigation/Redirect';
import { localizePath, stripLanguage, useLanguage } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { CONTENT_REDIRECT } from '../editorial.graphql';
import { safeUrl } from '../fields';

/** Longest path the cms stores as a redirect's origin (its SDL). */
const MAX_PATH = 500;

/**
 * The 404 page, unless the path moved: a content whose slug or category changed, or a redirect staff typed
 * (`contentRedirect`). Then a 301 on the server, a replacing navigation in the browser. Every unknown path
 * ends here (the route table's catch-all and the editorial pages' misses).
 */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const lang = useLanguage();
  const path = stripLanguage(pathname).replace(/(.)\/+$/, '$1');
  const { data, loading } = useQuery(CONTENT_REDIRECT, { variables: { path }, skip: path.length > MAX_PATH });
  const target = safeUrl(data?.contentRedirect);
  if (loading && !data) return <p className="search-status">{t('editorial.loading')}</p>;
  if (target && target !== path) {
    return /^https?:/i.test(target) ? <ExternalRedirect to={target} /> : <Redirect to={`${localizePath(target, lang)}${search}`} />;
  }
  return <StatusPage code={404} />;
}

/** A move to another site (a redirect staff typed with a full URL): the router cannot navigate there. */
function ExternalRedirect({ to }: { to: string }) {
  const collector = useContext(RedirectCollectorContext);
  if (collector) collector.location = to;
  useEffect(() => window.location.replace(to), [to]);
  return null;
}
