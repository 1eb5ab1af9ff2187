import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { LoadFailed } from '../../guide/pages/LoadFailed';
import { localizePath, stripLanguage, useLanguage } from '../../locale';
import { Redirect } from '../../navigation/Redirect';
import { NotFound } from '../components/NotFound';
import { CONTENT_CATEGORIES, CONTENT_DETAIL } from '../editorial.graphql';
import { categoryTitle } from '../fields';
import type { EditorialType } from '../types';
import { ContentDetailView } from './ContentDetailView';
import { CategoryPage } from './ContentTypePage';

/** `/{type}/{segment}`: a category of the type when one has that slug, else a content without category. */
export function SegmentPage({ type }: { type: EditorialType }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { segment = '' } = useParams();
  const { data, loading, error } = useQuery(CONTENT_CATEGORIES, { variables: { contentType: type } });
  if (loading && !data) return <p className="search-status">{t('editorial.loading')}</p>;
  if (error && !data) return <LoadFailed />;
  const category = data?.contentCategories.find((c) => c.slug === segment.toLowerCase());
  if (category) return <CategoryPage type={type} category={{ slug: category.slug, title: categoryTitle(category, lang) }} />;
  return <ContentPage type={type} slug={segment} />;
}

/** `/{type}/{category}/{slug}`: a content's detail. */
export function DetailPage({ type }: { type: EditorialType }) {
  const { slug = '' } = useParams();
  return <ContentPage type={type} slug={slug} />;
}

/** A content by slug; reached by another path than its own (a category changed), the page moves to `Content.path`. */
function ContentPage({ type, slug }: { type: EditorialType; slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search, hash } = useLocation();
  const { data, loading, error } = useQuery(CONTENT_DETAIL, { variables: { contentType: type, slug } });
  const content = data?.content;
  if (loading && !content) return <p className="search-status">{t('editorial.loading')}</p>;
  if (error && !content) return <LoadFailed />;
  if (!content) return <NotFound />;
  if (stripLanguage(pathname).replace(/(.)\/+$/, '$1') !== content.path) return <Redirect to={`${localizePath(content.path, lang)}${search}${hash}`} />;
  return <ContentDetailView content={content} />;
}
