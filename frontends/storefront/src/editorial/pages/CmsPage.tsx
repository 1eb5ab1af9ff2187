import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageHeader, type Crumb } from '../../guide/components/PageHeader';
import { LoadFailed } from '../../guide/pages/LoadFailed';
import { useLanguage } from '../../locale';
import { PageBlocks, parseBlocks } from '../blocks';
import { NotFound } from '../components/NotFound';
import { OnlyInFrench } from '../components/OnlyInFrench';
import { CMS_PAGE } from '../editorial.graphql';
import { excerpt, safeUrl } from '../fields';
import { useEditorialHead } from '../head';
import { ABOUT_PAGE_SLUG, EDITORIAL_PATHS } from '../types';

type Kind = 'about' | 'aboutChild' | 'generic';

/**
 * A cms page (written in French only): its main image and short description, its blocks or its body, its tags.
 * `path`/`pathEn`: its French and English addresses.
 */
function PageView({ slug, path, pathEn, crumbs }: { slug: string; path: string; pathEn?: string; crumbs: (title: string) => Crumb[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, loading, error } = useQuery(CMS_PAGE, { variables: { slug } });
  const page = data?.page;
  // Blank SEO texts fall back: description to the short description then the text, the social card to the page's own.
  const description = page ? page.metaDescription || page.shortDescription || excerpt(page.body) || null : null;
  const mainImage = safeUrl(page?.mainImageUrl);
  useEditorialHead(
    page
      ? {
          title: page.metaTitle || page.title,
          description,
          path,
          pathEn,
          image: safeUrl(page.ogImageUrl) ?? mainImage,
          ogTitle: page.ogTitle || page.title,
          ogDescription: page.ogDescription || description,
        }
      : null,
  );
  if (loading && !page) return <p className="search-status">{t('editorial.loading')}</p>;
  if (error && !page) return <LoadFailed />;
  if (!page) return <NotFound />;
  // A page built with the page builder shows its blocks; an older one its rich text.
  const blocks = parseBlocks(page.blocksJson);
  return (
    <article className="guide-page cms-page" data-testid="cms-page">
      <PageHeader crumbs={crumbs(page.title)} title={page.title} />
      {lang === 'en' && <OnlyInFrench />}
      {mainImage && (
        <img src={mainImage} alt="" className="content-detail__image" width={1200} height={675} fetchPriority="high" data-testid="cms-page-image" />
      )}
      {page.shortDescription && (
        <p className="content-detail__lead" lang={lang === 'en' ? 'fr' : undefined} data-testid="cms-page-lead">
          {page.shortDescription}
        </p>
      )}
      {blocks ? (
        <div lang={lang === 'en' ? 'fr' : undefined}>
          <PageBlocks blocks={blocks} />
        </div>
      ) : (
        // Sanitized by the cms on save.
        <div className="content-body" lang={lang === 'en' ? 'fr' : undefined} dangerouslySetInnerHTML={{ __html: page.body }} />
      )}
      {page.tags.length > 0 && (
        <ul className="tags content-detail__tags" aria-label={t('editorial.detail.tags')} data-testid="cms-page-tags">
          {page.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * `/qui-sommes-nous` and `/about-us` (the page `qui-sommes-nous`), their subpages `/qui-sommes-nous/{slug}` and
 * `/about-us/{slug}` (the page `{slug}`), and any page by name at `/pages/{slug}`.
 */
export function CmsPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const about = EDITORIAL_PATHS.about;
  if (kind === 'about') return <PageView key="about" slug={ABOUT_PAGE_SLUG} path={about.fr} pathEn={about.en} crumbs={(title) => [{ label: title }]} />;
  if (kind === 'aboutChild') {
    return (
      <PageView
        key={slug}
        slug={slug}
        path={`${about.fr}/${slug}`}
        pathEn={`${about.en}/${slug}`}
        crumbs={(title) => [{ label: t('editorial.about.title'), path: about.fr }, { label: title }]}
      />
    );
  }
  return <PageView key={slug} slug={slug} path={`${EDITORIAL_PATHS.pages}/${slug}`} crumbs={(title) => [{ label: title }]} />;
}
