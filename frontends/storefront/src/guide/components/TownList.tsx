import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { slugify } from '@guide/ui';
import { useLocalePath } from '../../locale';
import { ESTABLISHMENT_TOWNS, type EstablishmentTownsData } from '../guide.graphql';
import type { EstablishmentFilter } from '../list-state';
import { guidePaths, type GuideSection } from '../sections';

/** Up to this many establishments are grouped into towns (the API's largest page). */
const TOWN_SAMPLE = 100;

/**
 * The towns of a department that have establishments of the section, with counts, linking to the town pages.
 * The API has no city facet, so the towns are read from the department's first 100 establishments.
 * `no-cache`: this partial read must not become the cached list of the same filter (see README).
 */
export function TownList({ section, departmentCode, filter }: { section: GuideSection; departmentCode: string; filter: EstablishmentFilter }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data } = useQuery<EstablishmentTownsData>(ESTABLISHMENT_TOWNS, { variables: { filter, first: TOWN_SAMPLE }, fetchPolicy: 'no-cache' });
  const towns = new Map<string, { code: string; name: string; count: number }>();
  for (const { node } of data?.establishments.edges ?? []) {
    const town = towns.get(node.city.code) ?? { code: node.city.code, name: node.city.name, count: 0 };
    town.count++;
    towns.set(node.city.code, town);
  }
  const list = [...towns.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  if (list.length === 0) return null;
  return (
    <section className="guide-block" aria-labelledby={`towns-${departmentCode}`}>
      <h2 id={`towns-${departmentCode}`}>{t('guide.towns.title')}</h2>
      <ul className="town-list" data-testid="town-list">
        {list.map((town) => (
          <li key={town.code}>
            <Link to={localePath(guidePaths.city(section, departmentCode, slugify(town.name)))} state={{ cityCode: town.code, cityName: town.name }}>
              {town.name}
            </Link>
            <span className="town-list__count">{town.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
