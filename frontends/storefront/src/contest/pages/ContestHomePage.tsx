import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { absoluteUrl, publicOrigin } from '../../guide/site';
import { useLanguage, useLocalePath } from '../../locale';
import { ContestShell } from '../components/ContestShell';
import { EditionDates, NextOpening } from '../components/EditionDates';
import { LoadFailed } from '../components/LoadFailed';
import { PartnerList } from '../components/PartnerList';
import { WinnerList } from '../components/WinnerList';
import { localTheme, publishedYears } from '../format';
import { useContestHead } from '../head';
import { contestPath } from '../paths';
import { useContestEdition, useContestOverview } from '../useContest';

/** /concours-petit-dejeuner: the open edition (or when the next opens), the latest winners, the partners. */
export function ContestHomePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const overview = useContestOverview();
  const { open, upcoming, current } = overview;
  const latestYear = publishedYears(overview.editions)[0] ?? null;
  const latest = useContestEdition(latestYear);
  const partners = useContestEdition(current?.year);
  const title = t('contest.home.title');
  const theme = open ? localTheme(open, lang) : null;
  useContestHead('home', title, t('contest.home.description'), {
    jsonLd: open
      ? {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: theme ? `${t('contest.name')} ${open.year} : ${theme}` : `${t('contest.name')} ${open.year}`,
          description: t('contest.home.description'),
          startDate: open.opensAt ?? undefined,
          endDate: open.closesAt ?? undefined,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: absoluteUrl(contestPath('registration'), lang) },
          url: absoluteUrl(contestPath('home'), lang),
          inLanguage: lang,
          organizer: { '@type': 'Organization', name: t('brand'), url: publicOrigin() || undefined },
        }
      : null,
  });

  return (
    <ContestShell page="home" title={title} lead={t('contest.home.lead')} testId="contest-home">
      {overview.loading && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {overview.ready && (
        <section className="contest-edition" aria-labelledby="contest-edition-title" data-testid="contest-edition">
          {open ? (
            <>
              <h2 id="contest-edition-title">{t('contest.home.openTitle', { year: open.year })}</h2>
              {theme && (
                <p className="contest-theme" data-testid="contest-theme">
                  {t('contest.home.theme')} <strong>{theme}</strong>
                </p>
              )}
              <EditionDates edition={open} />
              <p>
                <Link className="button" to={localePath(contestPath('registration'))} data-testid="contest-register-cta">
                  {t('contest.home.register')}
                </Link>{' '}
                <Link to={localePath(contestPath('rules'))}>{t('contest.home.readRules')}</Link>
              </p>
            </>
          ) : (
            <>
              <h2 id="contest-edition-title">{t('contest.home.closedTitle')}</h2>
              <NextOpening upcoming={upcoming} />
            </>
          )}
        </section>
      )}
      {latestYear != null && latest.edition && latest.edition.winners.length > 0 && (
        <section className="contest-teaser" aria-labelledby="contest-latest-winners" data-testid="contest-latest-winners">
          <h2 id="contest-latest-winners">{t('contest.home.latestWinners', { year: latestYear })}</h2>
          <WinnerList winners={latest.edition.winners} headingLevel={3} firstOnly />
          <p>
            <Link to={localePath(contestPath('winnersYear', 'fr', { year: latestYear }))}>{t('contest.home.allWinners', { year: latestYear })}</Link>
          </p>
        </section>
      )}
      {partners.edition && partners.edition.partners.length > 0 && (
        <section className="contest-teaser" aria-labelledby="contest-home-partners">
          <h2 id="contest-home-partners">{t('contest.home.partners')}</h2>
          <PartnerList partners={partners.edition.partners} compact />
          <p>
            <Link to={localePath(contestPath('becomePartner'))}>{t('contest.home.becomePartner')}</Link>
          </p>
        </section>
      )}
    </ContestShell>
  );
}
