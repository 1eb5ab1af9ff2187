import { useTranslation } from 'react-i18next';
import { useLanguage } from '../locale';
import { formatAverage } from './rating';

/**
 * Five stars filled to `value` (halves included, through a clipped overlay), read out as "4,5 sur 5".
 * Decoration for the eyes; the label carries the figure.
 */
export function Stars({ value, testId }: { value: number; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="stars" role="img" aria-label={t('reviews.outOfFive', { value: formatAverage(value, lang) })} data-testid={testId}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** "★ 4,5 · 12 avis" for a page's header, or nothing while no review is approved. */
export function RatingSummaryLine({ average, count, anchor }: { average: number; count: number; anchor?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (count <= 0) return null;
  const text = (
    <>
      <Stars value={average} /> <span className="rating-line__average">{formatAverage(average, lang)}</span>{' '}
      <span className="rating-line__count">{t('reviews.count', { count })}</span>
    </>
  );
  return (
    <p className="rating-line" data-testid="rating-summary">
      {anchor ? <a href={`#${anchor}`}>{text}</a> : text}
    </p>
  );
}
