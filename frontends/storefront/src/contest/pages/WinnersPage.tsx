import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { ContestShell } from '../components/ContestShell';
import { LoadFailed } from '../components/LoadFailed';
import { WinnerList } from '../components/WinnerList';
import { localTheme, publishedYears } from '../format';
import { useContestHead } from '../head';
import { contestPath } from '../paths';
import { useContestEdition, useContestOverview } from '../useContest';

/**
 * /concours-petit-dejeuner/laureats (the latest edition with published winners) and …/laureats/:year.
 * A year without published winners, or no edition of that year, is the 404 page (page-status answers 404 too).
 */
export function WinnersPage() {
  const { year: param } = useParams();
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const overview = useContestOverview();
  const years = publishedYears(overview.editions);
  const asked = param === undefined ? null : /^\d{4}$/.test(param) ? Number(param) : NaN;
  const year = asked ?? years[0] ?? null;
  const known = year != null && years.includes(year);
  const detail = useContestEdition(known ? year : null);
  const title = known ? t('contest.winners.titleYear', { year }) : t('contest.winners.title');
  const notFound = overview.ready && asked !== null && !known;
  useContestHead(asked === null ? 'winners' : 'winnersYear', notFound ? null : title, t('contest.winners.description', { year: year ?? '' }), {
    year: asked ?? undefined,
  });

  if (notFound) return <StatusPage code={404} />;
  const edition = detail.edition;
  const theme = edition ? localTheme(edition, lang) : null;
  return (
    <ContestShell
      page={asked === null ? 'winners' : 'winnersYear'}
      title={title}
      lead={theme ? t('contest.winners.theme', { theme }) : null}
      crumbs={asked === null ? [] : [{ label: t('contest.nav.winners'), path: contestPath('winners') }, { label: String(year) }]}
      testId="contest-winners-page"
    >
      {(overview.loading || detail.loading) && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {detail.failed && <LoadFailed onRetry={detail.refetch} />}
      {overview.ready && years.length === 0 && (
        <p className="notice" data-testid="contest-no-winners">
          {t('contest.winners.none')}
        </p>
      )}
      {years.length > 1 && (
        <nav className="contest-years" aria-label={t('contest.winners.years')}>
          <ul>
            {years.map((y) => (
              <li key={y}>
                <NavLink
                  to={localePath(contestPath('winnersYear', 'fr', { year: y }))}
                  aria-current={y === year ? 'page' : undefined}
                  className={y === year ? 'active' : undefined}
                  data-testid={`winners-year-${y}`}
                >
                  {y}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {edition && <WinnerList winners={edition.winners} />}
    </ContestShell>
  );
}
