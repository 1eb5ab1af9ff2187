import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../locale';
import type { ContestEditionSummary } from '../contest.graphql';
import { formatContestDate } from '../format';

/** When registrations open and close (Paris time), as a definition list. */
export function EditionDates({ edition }: { edition: ContestEditionSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!edition.opensAt && !edition.closesAt) return null;
  return (
    <dl className="contest-dates" data-testid="contest-dates">
      {edition.opensAt && (
        <div>
          <dt>{t('contest.dates.opens')}</dt>
          <dd>
            <time dateTime={edition.opensAt}>{formatContestDate(edition.opensAt, lang)}</time>
          </dd>
        </div>
      )}
      {edition.closesAt && (
        <div>
          <dt>{t('contest.dates.closes')}</dt>
          <dd>
            <time dateTime={edition.closesAt}>{formatContestDate(edition.closesAt, lang)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The registrations are closed: when the next edition opens, or that its dates are to come. */
export function NextOpening({ upcoming, testId = 'contest-next-opening' }: { upcoming: ContestEditionSummary | null | undefined; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="notice" role="status" data-testid={testId}>
      <p>{t('contest.closed.title')}</p>
      <p>
        {upcoming?.opensAt ? (
          <>
            {t('contest.closed.nextOpensPrefix', { year: upcoming.year })} <time dateTime={upcoming.opensAt}>{formatContestDate(upcoming.opensAt, lang)}</time>
            {t('contest.closed.nextOpensSuffix')}
          </>
        ) : (
          t('contest.closed.datesToCome')
        )}
      </p>
    </div>
  );
}
