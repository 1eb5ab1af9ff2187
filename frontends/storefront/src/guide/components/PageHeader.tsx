import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';

export interface Crumb {
  label: string;
  /** App path (French form); the current page has none. */
  path?: string;
}

/** Breadcrumb, title and lead of a guide page. */
export function PageHeader({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: string; lead?: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <header className="guide-header">
      <nav aria-label={t('guide.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={localePath('/')}>{t('guide.home')}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={`${crumb.label}${crumb.path ?? ''}`}>
              {crumb.path ? <Link to={localePath(crumb.path)}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      {lead && <p className="guide-header__lead">{lead}</p>}
      {children}
    </header>
  );
}
