import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@guide/ui';
import { useLanguage, useLocalePath } from '../../locale';
import type { ContentCard as Card } from '../editorial.graphql';
import { categoryTitle, dateValue, fieldValue, localized, numberValue, safeUrl } from '../fields';

/** "12 mars 2026", "12 March 2026" on the Paris clock: the date language is the page's (entry-server, layout). */
export const longDate = (value: string) => formatLongDate(value);

export function formatPrice(euros: number, lang: 'fr' | 'en'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(euros) ? 0 : 2,
  }).format(euros);
}

/** The date a card shows: an event's dates, a press article's publication date, else the publication. */
export function useCardDate(content: Card): string | null {
  const { t } = useTranslation();
  const start = dateValue(content, 'start-date');
  if (start) {
    const end = dateValue(content, 'end-date');
    return end && end !== start ? t('editorial.dates.range', { start: longDate(start), end: longDate(end) }) : longDate(start);
  }
  const article = dateValue(content, 'article-date');
  if (article) return longDate(article);
  return content.publishedAt ? longDate(content.publishedAt) : null;
}

/** A content in a list: thumbnail, date, title, short description, first category. */
export function ContentCard({ content, priority = false, headingLevel = 3 }: { content: Card; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const text = localized(content, lang);
  const date = useCardDate(content);
  const image = safeUrl(content.thumbnailUrl) ?? safeUrl(content.mainImageUrl);
  const category = content.categories[0];
  const price = numberValue(content, 'price');
  const place = fieldValue(content, 'city');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="content-card" data-testid="content-card">
      <div className="content-card__media">
        {image ? (
          <img src={image} alt="" loading={priority ? 'eager' : 'lazy'} width={400} height={250} />
        ) : (
          <span className="content-card__placeholder" aria-hidden="true">
            {text.title.charAt(0)}
          </span>
        )}
      </div>
      <div className="content-card__body">
        <p className="content-card__meta">
          {date && <time dateTime={dateValue(content, 'start-date') ?? content.publishedAt ?? undefined}>{date}</time>}
          {category && <span className="content-card__category">{categoryTitle(category, lang)}</span>}
          {place && <span className="content-card__place">{place}</span>}
        </p>
        <Heading className="content-card__title" lang={text.titleInFrench ? 'fr' : undefined}>
          <Link to={localePath(content.path)} className="content-card__link">
            {text.title}
          </Link>
        </Heading>
        {text.shortDescription && (
          <p className="content-card__text" lang={lang === 'en' && !content.shortDescriptionEn ? 'fr' : undefined}>
            {text.shortDescription}
          </p>
        )}
        {price != null && <p className="content-card__price">{t('editorial.fields.priceFrom', { price: formatPrice(price, lang) })}</p>}
      </div>
    </li>
  );
}
