import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { languageOfPath, localizePath } from '../../locale';
import { Redirect } from '../../navigation/Redirect';
import type { SlugLanguage } from '../paths';

/**
 * A contest page reached through `slugs`: shown when they are the page language's, else moved (301 on the
 * server) to the English page: `/breakfast-contest/…` and `/en/concours-petit-dejeuner/…` are English requests.
 */
export function ContestRoute({ slugs, page: Page }: { slugs: SlugLanguage; page: ComponentType }) {
  const { pathname, search, hash } = useLocation();
  if (languageOfPath(pathname) !== slugs) return <Redirect to={`${localizePath(pathname, 'en')}${search}${hash}`} />;
  return <Page />;
}
