import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import { ContestShell } from '../components/ContestShell';
import { LoadFailed } from '../components/LoadFailed';
import { PartnerList } from '../components/PartnerList';
import { useContestHead } from '../head';
import { contestPath } from '../paths';
import { useContestEdition, useContestOverview } from '../useContest';

/** /concours-petit-dejeuner/partenaires: the current edition's partners. */
export function PartnersPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const overview = useContestOverview();
  const detail = useContestEdition(overview.current?.year);
  const title = t('contest.partners.title');
  useContestHead('partners', title, t('contest.partners.description'));
  const partners = detail.edition?.partners ?? [];
  return (
    <ContestShell
      page="partners"
      title={title}
      lead={overview.current ? t('contest.partners.lead', { year: overview.current.year }) : null}
      testId="contest-partners-page"
    >
      {(overview.loading || detail.loading) && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {detail.failed && <LoadFailed onRetry={detail.refetch} />}
      {overview.ready && !detail.loading && partners.length === 0 && <p className="notice">{t('contest.partners.none')}</p>}
      {partners.length > 0 && <PartnerList partners={partners} />}
      <p>
        <Link className="button button--secondary" to={localePath(contestPath('becomePartner'))}>
          {t('contest.home.becomePartner')}
        </Link>
      </p>
    </ContestShell>
  );
}
