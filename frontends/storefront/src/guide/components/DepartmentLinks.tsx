import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import type { FacetCount } from '../guide.graphql';
import { guidePaths, type GuideSection } from '../sections';
import { useDepartments } from '../vocabularies';

/** A section's departments: those with establishments and their counts (all 101 when none is counted yet). */
export function DepartmentLinks({ section, counts }: { section: GuideSection; counts: FacetCount[] | undefined }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { departments } = useDepartments();
  if (!departments) return null;
  const countOf = new Map((counts ?? []).map((c) => [c.value, c.count]));
  const withEstablishments = departments.filter((d) => (countOf.get(d.code) ?? 0) > 0);
  const shown = withEstablishments.length ? withEstablishments : departments;
  return (
    <section className="guide-block" aria-labelledby={`departments-${section.key}`}>
      <h2 id={`departments-${section.key}`}>{t('guide.departments.title')}</h2>
      <ul className="department-list" data-testid="department-list">
        {shown.map((d) => (
          <li key={d.code}>
            <Link to={localePath(guidePaths.department(section, d.code))}>
              <span className="department-list__code">{d.code}</span>
              <span className="department-list__name">{d.name}</span>
              {countOf.has(d.code) && <span className="department-list__count">{countOf.get(d.code)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
