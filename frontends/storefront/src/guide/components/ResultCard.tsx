import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents, formatKm } from '@guide/ui';
import { useLanguage, useLocalePath } from '../../locale';
import type { EstablishmentCardNode } from '../guide.graphql';
import { useVocabularies } from '../vocabularies';
import { Classification } from './Classification';

/** The first image by position, if any. */
export function coverImage(node: Pick<EstablishmentCardNode, 'images'>) {
  return [...(node.images ?? [])].sort((a, b) => a.position - b.position)[0];
}

/** "Table de terroir", "Fromages", or the type when there is no category. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  const { label } = useVocabularies();
  return (node: Pick<EstablishmentCardNode, 'type' | 'mealCategory' | 'producerCategory'>) => {
    if (node.mealCategory) return t(`guide.mealCategoryOne.${node.mealCategory}`);
    if (node.producerCategory) return label('producerCategories', node.producerCategory);
    return null;
  };
}

/**
 * `category`: the list's `useCategoryLabel()` of the node (one vocabulary query for the list, not one a card:
 * each query is a few milliseconds of a phone's hydration). `priority`: a card at the top of the first screen,
 * whose picture is the page's largest paint on a phone.
 */
export function ResultCard({
  node,
  distanceKm,
  category,
  priority = false,
}: {
  node: EstablishmentCardNode;
  distanceKm: number | null;
  category: string | null;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const image = coverImage(node);
  return (
    <li className="result-card guide-card" data-testid="establishment-card">
      <div className="guide-card__media">
        {image ? (
          <img
            src={image.thumbnailUrl || image.url}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width={320}
            height={200}
          />
        ) : (
          <span className="guide-card__placeholder" aria-hidden="true">
            {node.name.charAt(0)}
          </span>
        )}
      </div>
      <div className="guide-card__body">
        <p className="result-card__type">
          {t(`establishmentType.${node.type}`)}
          {category && <span className="guide-card__category"> · {category}</span>}
        </p>
        <h3 className="result-card__name">
          <Link to={localePath(node.path)} className="guide-card__link">
            {node.name}
          </Link>
        </h3>
        <p className="result-card__place">{t('search.place', { city: node.city.name, department: node.department.name, code: node.department.code })}</p>
        <Classification cups={node.cups} toques={node.toques} />
        <p className="result-card__meta">
          {distanceKm != null && <span className="result-card__distance">{t('search.distance', { km: formatKm(distanceKm, lang) })}</span>}
          {node.priceFrom != null && <span className="result-card__price">{t('search.priceFrom', { price: formatCents(node.priceFrom, lang) })}</span>}
        </p>
      </div>
    </li>
  );
}
