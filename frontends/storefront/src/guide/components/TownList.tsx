import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import { GUIDE_CITIES } from '../guide.graphql';
import { guidePaths, type GuideSection } from '../sections';

/**
 * The towns of a department that have published establishments of the section, with counts (`guideCities`,
 * French name order), linking to the town pages by the API's slug (the town segment of `Establishment.path`).
 */
export function TownList({ section, departmentCode }: { section: GuideSection; departmentCode: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data } = useQuery(GUIDE_CITIES, { variables: { types: [...section.types], departmentCode } });
  const towns = data?.guideCities ?? [];
  if (towns.length === 0) return null;
  return (
    <section className="guide-block" aria-labelledby={`towns-${departmentCode}`}>
      <h2 id={`towns-${departmentCode}`}>{t('guide.towns.title')}</h2>
      <ul className="town-list" data-testid="town-list">
        {towns.map((town) => (
          <li key={town.city.code}>
            <Link to={localePath(guidePaths.city(section, departmentCode, town.slug))}>{town.city.name}</Link>
            <span className="town-list__count">{town.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
