import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../guide/components/PageHeader';
import { CategoryChips } from '../components/CategoryChips';
import { ContentList } from '../components/ContentList';
import { useContentTypeTexts } from '../content-types';
import { useEditorialHead } from '../head';
import type { EditorialType } from '../types';

/** `/{type}`: the type's title and intro, its categories, its contents with "Charger plus". */
export function ContentTypePage({ type, children }: { type: EditorialType; children?: ReactNode }) {
  const { title, lead } = useContentTypeTexts(type);
  useEditorialHead({ title, description: lead, path: `/${type}`, seoSection: type });
  return (
    <div className="guide-page editorial-page" data-testid={`content-type-${type}`}>
      <PageHeader crumbs={[{ label: title }]} title={title} lead={lead} />
      <CategoryChips contentType={type} />
      <ContentList contentType={type} label={title} />
      {children}
    </div>
  );
}

/** `/{type}/{category}`: one category's contents. */
export function CategoryPage({ type, category }: { type: EditorialType; category: { slug: string; title: string } }) {
  const { t } = useTranslation();
  const { title: typeTitle, lead } = useContentTypeTexts(type);
  const title = t('editorial.list.categoryTitle', { type: typeTitle, category: category.title });
  useEditorialHead({ title, description: t('editorial.list.categoryLead', { type: typeTitle, category: category.title }), path: `/${type}/${category.slug}` });
  return (
    <div className="guide-page editorial-page" data-testid="content-category">
      <PageHeader crumbs={[{ label: typeTitle, path: `/${type}` }, { label: category.title }]} title={category.title} lead={lead} />
      <CategoryChips contentType={type} current={category.slug} />
      <ContentList contentType={type} categorySlug={category.slug} label={title} />
    </div>
  );
}
