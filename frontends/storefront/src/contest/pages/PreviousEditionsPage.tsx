import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../../locale';
import { ContestShell } from '../components/ContestShell';
import { LoadFailed } from '../components/LoadFailed';
import { localTheme, pastEditions } from '../format';
import { useContestHead } from '../head';
import { contestPath } from '../paths';
import { useContestOverview } from '../useContest';

/** /concours-petit-dejeuner/editions-precedentes: past editions, their theme and a link to their winners. */
export function PreviousEditionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const overview = useContestOverview();
  const title = t('contest.previous.title');
  useContestHead('previousEditions', title, t('contest.previous.description'));
  const past = pastEditions(overview.editions);
  return (
    <ContestShell page="previousEditions" title={title} lead={t('contest.previous.lead')} testId="contest-previous">
      {overview.loading && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {overview.ready && past.length === 0 && <p className="notice">{t('contest.previous.none')}</p>}
      {past.length > 0 && (
        <ul className="contest-editions" data-testid="contest-editions">
          {past.map((edition) => {
            const theme = localTheme(edition, lang);
            return (
              <li key={edition.year} data-testid="contest-edition-item">
                <h2>{t('contest.previous.edition', { year: edition.year })}</h2>
                {theme && <p className="contest-theme">{theme}</p>}
                {edition.winnersPublishedAt ? (
                  <Link to={localePath(contestPath('winnersYear', 'fr', { year: edition.year }))}>{t('contest.previous.winners', { year: edition.year })}</Link>
                ) : (
                  <p className="muted">{t('contest.previous.noWinners')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ContestShell>
  );
}
