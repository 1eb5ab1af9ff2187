import { useTranslation } from 'react-i18next';
import type { ContestPartnerNode } from '../contest.graphql';

/** Partners in display order: logo, name, and their site (a new tab, without access to this page). */
export function PartnerList({ partners, compact = false }: { partners: readonly ContestPartnerNode[]; compact?: boolean }) {
  const { t } = useTranslation();
  const sorted = [...partners].sort((a, b) => a.position - b.position);
  return (
    <ul className={`contest-partners${compact ? ' contest-partners--strip' : ''}`} data-testid="contest-partners">
      {sorted.map((partner) => {
        const body = (
          <>
            {partner.logoUrl ? (
              <img src={partner.logoUrl} alt={compact ? partner.name : ''} width={160} height={80} loading="lazy" />
            ) : (
              <span className="contest-partners__placeholder" aria-hidden="true">
                {partner.name.charAt(0)}
              </span>
            )}
            {!compact || !partner.logoUrl ? <span className="contest-partners__name">{partner.name}</span> : null}
          </>
        );
        return (
          <li key={partner.id} data-testid="contest-partner">
            {partner.website ? (
              <a href={partner.website} target="_blank" rel="noopener noreferrer">
                {body}
                <span className="visually-hidden"> {t('contest.partners.visit')}</span>
              </a>
            ) : (
              <div>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
