import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../guide/components/PageHeader';
import { useLocalePath } from '../../locale';
import { contestPath, type ContestPageKey } from '../paths';
import '../../guide/guide.css';
import '../contest.css';

/** The sub-navigation's pages, in display order. */
const NAV: readonly ContestPageKey[] = ['home', 'rules', 'registration', 'winners', 'previousEditions', 'partners', 'becomePartner'];

/** Between the contest's pages: each page's breadcrumb, title and the sub-navigation. */
export function ContestShell({
  page,
  title,
  lead,
  crumbs = [],
  children,
  testId,
}: {
  page: ContestPageKey;
  title: string;
  lead?: string | null;
  crumbs?: Crumb[];
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const trail: Crumb[] =
    page === 'home' ? [{ label: title }] : [{ label: t('contest.name'), path: contestPath('home') }, ...crumbs, ...(crumbs.length ? [] : [{ label: title }])];
  return (
    <article className="guide-page contest-page" data-testid={testId}>
      <PageHeader crumbs={trail} title={title} lead={lead} />
      <nav className="contest-nav" aria-label={t('contest.nav.label')}>
        <ul>
          {NAV.map((key) => (
            <li key={key}>
              <NavLink to={localePath(contestPath(key))} end={key === 'home'} data-testid={`contest-nav-${key}`}>
                {t(`contest.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </article>
  );
}
