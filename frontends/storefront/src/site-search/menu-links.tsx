import { useQuery } from '@apollo/client/react';
import { Link, NavLink } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../locale';
import { SITE_MENU } from './site-search.graphql';

/** One item of a menu tree as the header and footer draw it (three levels at most, API contract). */
export interface MenuLink {
  label: string;
  url: string;
  openInNewTab: boolean;
  children: MenuLink[];
}

interface RawItem {
  label: string;
  labelEn?: string | null;
  url: string;
  openInNewTab: boolean;
  children?: RawItem[];
}

/** The item in the page's language (English falls back to the French label). */
function localize(item: RawItem, lang: string): MenuLink {
  return {
    label: lang === 'en' && item.labelEn ? item.labelEn : item.label,
    url: item.url,
    openInNewTab: item.openInNewTab,
    children: (item.children ?? []).map((c) => localize(c, lang)),
  };
}

/**
 * A cms menu (`header`, `footer`) in the page's language, read during server rendering like any page
 * data. `null` while it loads or when the cms does not answer: the caller then shows its static links.
 */
export function useSiteMenu(code: 'header' | 'footer'): MenuLink[] | null {
  const lang = useLanguage();
  const { data } = useQuery(SITE_MENU, { variables: { code }, errorPolicy: 'all' });
  const items = data?.menu?.items;
  return items && items.length ? items.map((i) => localize(i as RawItem, lang)) : null;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** A menu link: an outside URL as <a>, a site path through the router with the /en prefix in English. */
export function MenuAnchor({ item, nav = false, testId }: { item: MenuLink; nav?: boolean; testId?: string }) {
  const localePath = useLocalePath();
  const tab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternal(item.url)) {
    return (
      <a href={item.url} {...tab} data-testid={testId}>
        {item.label}
      </a>
    );
  }
  const Component = nav ? NavLink : Link;
  return (
    <Component to={localePath(item.url)} {...tab} data-testid={testId}>
      {item.label}
    </Component>
  );
}
