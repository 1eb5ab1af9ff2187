import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import './auth.css';

/** The frame of the sign-in pages: a centred card with a title, an optional lead and the form. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  testId,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <section className={`auth-card${wide ? ' auth-card--wide' : ''}`} data-testid={testId}>
      <h1>{title}</h1>
      {lead && <p className="auth-card__lead">{lead}</p>}
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
}
