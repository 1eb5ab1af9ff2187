import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../../locale';
import { ContestShell } from '../components/ContestShell';
import { EditionDates } from '../components/EditionDates';
import { LoadFailed } from '../components/LoadFailed';
import { localTheme, paragraphs } from '../format';
import { useContestHead } from '../head';
import { contestPath } from '../paths';
import { useContestEdition, useContestOverview } from '../useContest';

/** /concours-petit-dejeuner/le-concours: the theme and rules of the open edition, else of the latest. */
export function ContestRulesPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const overview = useContestOverview();
  const edition = overview.open ?? overview.editions[0] ?? null;
  const detail = useContestEdition(edition?.year);
  const title = t('contest.rules.title');
  useContestHead('rules', title, t('contest.rules.description'));
  const theme = edition ? localTheme(edition, lang) : null;
  const rules = paragraphs(detail.edition ? (lang === 'en' ? detail.edition.rulesEn || detail.edition.rules : detail.edition.rules) : null);

  return (
    <ContestShell page="rules" title={title} lead={t('contest.rules.lead')} testId="contest-rules">
      {(overview.loading || detail.loading) && <p className="search-status">{t('contest.loading')}</p>}
      {overview.failed && <LoadFailed onRetry={overview.refetch} />}
      {detail.failed && <LoadFailed onRetry={detail.refetch} />}
      {overview.ready && !edition && <p className="notice">{t('contest.rules.none')}</p>}
      {edition && detail.edition && (
        <section aria-labelledby="contest-rules-edition" data-testid="contest-rules-edition">
          <h2 id="contest-rules-edition">{t('contest.rules.edition', { year: edition.year })}</h2>
          {theme && (
            <p className="contest-theme" data-testid="contest-theme">
              {t('contest.home.theme')} <strong>{theme}</strong>
            </p>
          )}
          <EditionDates edition={edition} />
          <h3>{t('contest.rules.rulesTitle')}</h3>
          {rules.length ? (
            <div className="contest-rules__text" data-testid="contest-rules-text">
              {rules.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p>{t('contest.rules.toCome')}</p>
          )}
          {edition.open && (
            <p>
              <Link className="button" to={localePath(contestPath('registration'))}>
                {t('contest.home.register')}
              </Link>
            </p>
          )}
        </section>
      )}
    </ContestShell>
  );
}
