import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage, useLocalePath } from '../../locale';
import { CONTENT_CATEGORIES } from '../editorial.graphql';
import { categoryTitle } from '../fields';
import type { EditorialType } from '../types';

/** A type's categories as links ("Tout" first); the current one is marked. */
export function CategoryChips({ contentType, current }: { contentType: EditorialType; current?: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { data } = useQuery(CONTENT_CATEGORIES, { variables: { contentType } });
  const categories = data?.contentCategories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="category-chips" aria-label={t('editorial.list.categories')} data-testid="category-chips">
      <ul>
        <li>
          <Link to={localePath(`/${contentType}`)} className="chip" aria-current={current ? undefined : 'page'}>
            {t('editorial.list.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={localePath(`/${contentType}/${category.slug}`)} className="chip" aria-current={current === category.slug ? 'page' : undefined}>
              {categoryTitle(category, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
