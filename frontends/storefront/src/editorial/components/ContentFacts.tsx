import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../locale';
import type { ContentDetail, CustomFieldValue } from '../editorial.graphql';
import { fieldLabel, formatMinutes, lines, safeUrl } from '../fields';
import { formatPrice, longDate } from './ContentCard';

/** Fields a type's page shows in a place of its own (the ingredients list, the stops, the partner's logo, links as buttons). */
const SHOWN_ELSEWHERE = new Set(['ingredients', 'stops', 'logo', 'link', 'article-link', 'website']);
const MINUTES = new Set(['preparation-time', 'cooking-time']);

function FactValue({ value, type }: { value: CustomFieldValue; type: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const raw = value.value.trim();
  const number = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
  switch (value.field.kind) {
    case 'NUMBER':
      if (number === null) return <>{raw}</>;
      if (MINUTES.has(value.field.code)) return <>{formatMinutes(number, lang)}</>;
      if (value.field.code === 'price') return <>{formatPrice(number, lang)}</>;
      if (value.field.code === 'servings') return <>{t('editorial.fields.servings', { count: number })}</>;
      if (value.field.code === 'distance-km')
        return <>{t('editorial.fields.km', { km: new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR').format(number) })}</>;
      return <>{new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR').format(number)}</>;
    case 'DATE':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? <time dateTime={raw}>{longDate(raw)}</time> : <>{raw}</>;
    case 'LINK': {
      const href = safeUrl(raw);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {linkText(value, type, t, lang)}
        </a>
      ) : null;
    }
    case 'IMAGE': {
      const src = safeUrl(raw);
      return src ? <img src={src} alt="" loading="lazy" className="content-facts__image" /> : null;
    }
    case 'RICH_TEXT':
      // Sanitized by the cms on save, like the body.
      return <div dangerouslySetInnerHTML={{ __html: raw }} />;
    default:
      return <span className="content-facts__text">{lines(raw).join('\n')}</span>;
  }
}

/** The words of a link: "Réserver", "Lire l'article", "Visiter le site"…, else the field's label. */
export function linkText(value: CustomFieldValue, type: string, t: (key: string) => string, lang: 'fr' | 'en'): string {
  if (value.field.code === 'link') return t(type === 'evenements' ? 'editorial.links.event' : 'editorial.links.book');
  if (value.field.code === 'article-link') return t('editorial.links.article');
  if (value.field.code === 'website') return t('editorial.links.website');
  return fieldLabel(value, lang);
}

/** The custom fields of a content (those set), as a definition list in the field order. */
export function ContentFacts({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const facts = content.customFields.filter((f) => f.value.trim() && !SHOWN_ELSEWHERE.has(f.field.code));
  if (facts.length === 0) return null;
  return (
    <section className="content-facts" aria-label={t('editorial.detail.facts')} data-testid="content-facts">
      <dl>
        {facts.map((fact) => (
          <div key={fact.field.id} className="content-facts__row" data-field={fact.field.code}>
            <dt>{fieldLabel(fact, lang)}</dt>
            <dd>
              <FactValue value={fact} type={content.contentType} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
