import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../guide/components/PageHeader';
import { absoluteAsset, absoluteUrl } from '../../guide/site';
import { useLanguage, useLocalePath } from '../../locale';
import { PageBlocks, parseBlocks } from '../blocks';
import { useCardDate } from '../components/ContentCard';
import { ContentFacts, linkText } from '../components/ContentFacts';
import { useContentTypeTexts } from '../content-types';
import { OnlyInFrench } from '../components/OnlyInFrench';
import { RouteStops } from '../components/RouteStops';
import type { ContentDetail } from '../editorial.graphql';
import { categoryTitle, excerpt, fieldValue, lines, localized, parseStops, safeUrl } from '../fields';
import { useEditorialHead } from '../head';
import { contentJsonLd } from '../jsonld';

/** Links shown as buttons under the facts (booking, the event's site, the press article, the partner's website). */
const ACTION_LINKS = ['link', 'article-link', 'website'];

/** A content's page: header, image, facts (custom fields), the type's own blocks, the sanitized body, tags. */
export function ContentDetailView({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const text = localized(content, lang);
  const date = useCardDate(content);
  const type = content.contentType;
  const { title: typeTitle, one: typeOne } = useContentTypeTexts(type);
  const category = content.categories[0];
  const image = safeUrl(content.mainImageUrl) ?? safeUrl(content.thumbnailUrl);
  const logo = safeUrl(fieldValue(content, 'logo'));
  const ingredients = lines(fieldValue(content, 'ingredients'));
  const stops = type === 'routes-gourmandes' ? parseStops(fieldValue(content, 'stops')) : [];
  const actions = content.customFields.filter((f) => ACTION_LINKS.includes(f.field.code) && safeUrl(f.value));
  // A content built with the block editor shows its blocks (written in French): on /en, an English body wins.
  const blocks = lang === 'en' && content.bodyEn ? null : parseBlocks(content.renderedBlocksJson);

  // SEO fields are written in French: an English page uses them only when nothing English exists.
  const seo = content.seo;
  const frenchSeo = lang === 'fr';
  const description = (frenchSeo && seo.metaDescription) || text.shortDescription || excerpt(text.body) || null;
  const url = absoluteUrl(content.path, lang);
  useEditorialHead({
    title: (frenchSeo && seo.metaTitle) || text.title,
    description,
    path: content.path,
    image: safeUrl(seo.ogImageUrl) ?? image,
    ogTitle: (frenchSeo && seo.ogTitle) || text.title,
    ogDescription: (frenchSeo && seo.ogDescription) || description,
    ogType: 'article',
    jsonLd: contentJsonLd(content, { url, image: image ? absoluteAsset(image) : null, title: text.title, description, lang, absolute: absoluteAsset }),
  });

  const crumbs: Crumb[] = [
    { label: typeTitle, path: `/${type}` },
    ...(category ? [{ label: categoryTitle(category, lang), path: `/${type}/${category.slug}` }] : []),
    { label: text.title },
  ];
  return (
    <article className="guide-page detail content-detail" data-testid="content-detail" data-content-type={type}>
      <PageHeader crumbs={crumbs} title={text.title}>
        <p className="content-detail__meta">
          <span className="result-card__type">{typeOne}</span>
          {date && <span data-testid="content-date">{date}</span>}
        </p>
        {content.categories.length > 0 && (
          <ul className="category-chips__inline" aria-label={t('editorial.list.categories')}>
            {content.categories.map((c) => (
              <li key={c.id}>
                <Link to={localePath(`/${type}/${c.slug}`)} className="chip">
                  {categoryTitle(c, lang)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageHeader>

      {logo && <img src={logo} alt={t('editorial.partner.logo', { name: text.title })} className="content-detail__logo" data-testid="partner-logo" />}
      {image && <img src={image} alt="" className="content-detail__image" width={1200} height={675} fetchPriority="high" />}

      <div className="content-detail__layout">
        <div className="content-detail__main">
          {text.shortDescription && <p className="content-detail__lead">{text.shortDescription}</p>}
          {ingredients.length > 0 && (
            <section className="detail-section" aria-labelledby="ingredients-title" data-testid="ingredients">
              <h2 id="ingredients-title">{t('editorial.recipe.ingredients')}</h2>
              <ul className="ingredients">
                {ingredients.map((item, i) => (
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {blocks ? (
            <section className="detail-section content-blocks" data-testid="content-blocks">
              {lang === 'en' && <OnlyInFrench />}
              <div lang={lang === 'en' ? 'fr' : undefined}>
                <PageBlocks blocks={blocks} />
              </div>
            </section>
          ) : (
            text.body && (
              <section className="detail-section content-body">
                {text.onlyInFrench && <OnlyInFrench />}
                {/* Sanitized by the cms on save (scripts, handlers and unknown tags removed). */}
                <div lang={text.onlyInFrench ? 'fr' : undefined} data-testid="content-body" dangerouslySetInnerHTML={{ __html: text.body }} />
              </section>
            )
          )}
          {!blocks && !text.body && text.onlyInFrench && <OnlyInFrench />}
          {stops.length > 0 && <RouteStops key={stops.join(',')} slugs={stops} />}
          {content.tags.length > 0 && (
            <ul className="tags content-detail__tags" aria-label={t('editorial.detail.tags')}>
              {content.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          )}
        </div>
        <aside className="content-detail__aside">
          <ContentFacts content={content} />
          {actions.length > 0 && (
            <p className="content-detail__actions">
              {actions.map((a) => (
                <a
                  key={a.field.id}
                  href={safeUrl(a.value)!}
                  className="button"
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid={`action-${a.field.code}`}
                >
                  {linkText(a, type, t, lang)}
                </a>
              ))}
            </p>
          )}
        </aside>
      </div>
      <p className="detail__back">
        <Link to={localePath(category ? `/${type}/${category.slug}` : `/${type}`)}>
          {t('editorial.detail.back', { list: category ? categoryTitle(category, lang) : typeTitle })}
        </Link>
      </p>
    </article>
  );
}
