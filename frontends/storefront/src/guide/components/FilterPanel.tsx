import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@guide/ui';
import { useLanguage } from '../../locale';
import { CITY_SUGGESTIONS, type EstablishmentFacets, type FacetCount } from '../guide.graphql';
import { BUDGET_STEPS, type ListChange, type ListFilterKey, type ListState } from '../list-state';
import { useDepartments, useVocabularies } from '../vocabularies';

/** Facet groups a list may offer, in display order. */
export type FilterGroup = 'types' | 'mealCategories' | 'producerCategories' | 'budget' | 'equipment' | 'services' | 'departments' | 'cities';
const FACET_OF: Partial<Record<FilterGroup, keyof EstablishmentFacets>> = {
  types: 'types',
  mealCategories: 'mealCategories',
  producerCategories: 'producerCategories',
  equipment: 'equipment',
  services: 'services',
  departments: 'departments',
};
/** Long facets show this many values until "show more". */
const SHORT_LIST = 8;

interface FilterPanelProps {
  state: ListState;
  facets: EstablishmentFacets | null | undefined;
  groups: FilterGroup[];
  /** Names of towns already known (from results), by INSEE code. */
  cityNames: Record<string, string>;
  onChange(change: ListChange): void;
}

export function FilterPanel({ state, facets, groups, cityNames, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const { label } = useVocabularies();
  const { name: departmentName } = useDepartments();

  const valueLabel = (group: FilterGroup, value: string): string => {
    switch (group) {
      case 'types':
        return t(`establishmentType.${value}`);
      case 'mealCategories':
        return t(`guide.mealCategory.${value}`);
      case 'producerCategories':
        return label('producerCategories', value);
      case 'equipment':
        return label('equipment', value);
      case 'services':
        return label('services', value);
      case 'departments':
        return `${departmentName(value)} (${value})`;
      default:
        return value;
    }
  };

  return (
    <div className="filters__groups" data-testid="filters">
      {groups.map((group) => {
        if (group === 'budget') return <BudgetFilter key={group} value={state.budgetMax} onChange={(budgetMax) => onChange({ budgetMax })} />;
        if (group === 'cities') return <CityFilter key={group} selected={state.cities} names={cityNames} onChange={(cities) => onChange({ cities })} />;
        const stateKey: ListFilterKey = group === 'departments' ? 'departments' : (group as ListFilterKey);
        const facet = facets?.[FACET_OF[group]!] ?? [];
        const selected = state[stateKey] as string[];
        if (facet.length === 0 && selected.length === 0) return null;
        return (
          <FacetGroup
            key={group}
            group={group}
            title={t(`guide.filters.${group}`)}
            facet={facet}
            selected={selected}
            labelOf={(value) => valueLabel(group, value)}
            onChange={(values) => onChange({ [stateKey]: values })}
          />
        );
      })}
    </div>
  );
}

function FacetGroup(props: {
  group: FilterGroup;
  title: string;
  facet: FacetCount[];
  selected: string[];
  labelOf(value: string): string;
  onChange(values: string[]): void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Ticked values stay visible even when the current results no longer count them.
  const values: FacetCount[] = [...props.facet];
  for (const value of props.selected) if (!values.some((f) => f.value === value)) values.push({ value, count: 0 });
  const shown = expanded ? values : values.slice(0, SHORT_LIST).concat(values.slice(SHORT_LIST).filter((f) => props.selected.includes(f.value)));
  const toggle = (value: string, on: boolean) => props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <fieldset className="filter-group" data-testid={`filter-${props.group}`}>
      <legend>{props.title}</legend>
      <ul>
        {shown.map((f) => (
          <li key={f.value}>
            <label className="filter-option">
              <input type="checkbox" checked={props.selected.includes(f.value)} onChange={(e) => toggle(f.value, e.target.checked)} value={f.value} />
              <span className="filter-option__label">{props.labelOf(f.value)}</span>
              <span className="filter-option__count" aria-label={t('guide.filters.countLabel', { count: f.count })}>
                {f.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {values.length > SHORT_LIST && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? t('guide.filters.showLess') : t('guide.filters.showMore', { count: values.length - SHORT_LIST })}
        </button>
      )}
    </fieldset>
  );
}

function BudgetFilter({ value, onChange }: { value: number | null; onChange(value: number | null): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  return (
    <div className="filter-group" data-testid="filter-budget">
      <label className="filter-group__title" htmlFor={id}>
        {t('guide.filters.budget')}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} data-testid="filter-budget-select">
        <option value="">{t('guide.filters.budgetAny')}</option>
        {[...new Set([...BUDGET_STEPS, ...(value ? [value] : [])])]
          .sort((a, b) => a - b)
          .map((euros) => (
            <option key={euros} value={euros}>
              {t('guide.filters.budgetUpTo', { price: formatCents(euros * 100, lang).replace(/[.,]00(?=\D|$)/, '') })}
            </option>
          ))}
      </select>
    </div>
  );
}

/** Towns: type a name, pick a suggestion (API `cities(search)`), remove with the chip's button. */
function CityFilter({ selected, names, onChange }: { selected: string[]; names: Record<string, string>; onChange(codes: string[]): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data } = useQuery(CITY_SUGGESTIONS, { variables: { search, first: 8 }, skip: search.length < 2 });
  const suggestions = search.length >= 2 ? (data?.cities.edges.map((e) => e.node) ?? []) : [];
  const nameOf = (code: string) => picked[code] ?? names[code] ?? code;
  return (
    <div className="filter-group" data-testid="filter-cities">
      <label className="filter-group__title" htmlFor={id}>
        {t('guide.filters.cities')}
      </label>
      {selected.length > 0 && (
        <ul className="chips">
          {selected.map((code) => (
            <li key={code} className="chip">
              {nameOf(code)}
              <button
                type="button"
                onClick={() => onChange(selected.filter((c) => c !== code))}
                aria-label={t('guide.filters.removeCity', { city: nameOf(code) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('guide.filters.cityPlaceholder')}
        autoComplete="off"
        data-testid="filter-city-input"
      />
      {suggestions.length > 0 && (
        <ul className="suggestions" aria-label={t('guide.filters.citySuggestions')}>
          {suggestions
            .filter((city) => !selected.includes(city.code))
            .map((city) => (
              <li key={city.code}>
                <button
                  type="button"
                  onClick={() => {
                    setPicked((p) => ({ ...p, [city.code]: city.name }));
                    onChange([...selected, city.code]);
                    setText('');
                  }}
                >
                  {city.name} <span className="suggestions__hint">({city.postalCodes[0] ?? city.department.code})</span>
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
