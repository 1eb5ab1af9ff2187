import { useQuery } from '@apollo/client/react';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_SUGGESTIONS, type CitySuggestion } from './establishments.graphql';

const LOOKS_LIKE_CODE = /^(?:\d{5}|2[AB]\d{3})$/i;

/**
 * The commune of an establishment: type a name (or a postal code) and pick a suggestion from
 * `cities(search)`, or type the INSEE code itself. The value is the INSEE code.
 */
export function CityPicker(props: {
  id: string;
  value: string;
  onChange(code: string): void;
  onPick(city: CitySuggestion): void;
  onBlur(): void;
  status?: 'error';
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [search]);
  const wanted = debounced.length >= 2 && !LOOKS_LIKE_CODE.test(debounced);
  const { data, loading } = useQuery(CITY_SUGGESTIONS, { variables: { search: debounced, first: 10 }, skip: !wanted });
  const cities = wanted ? (data?.cities.edges.map((e) => e.node) ?? []) : [];
  return (
    <AutoComplete
      id={props.id}
      value={props.value}
      status={props.status}
      placeholder={t('establishments.placeholders.city')}
      options={cities.map((city) => ({
        value: city.code,
        label: (
          <span data-testid="city-option">
            <strong>{city.name}</strong> ({city.department.code}) · {city.postalCodes.slice(0, 3).join(', ')} · INSEE {city.code}
          </span>
        ),
      }))}
      notFoundContent={wanted && !loading ? t('establishments.cityNotFound') : undefined}
      onSearch={setSearch}
      onChange={(value) => props.onChange(String(value ?? ''))}
      onSelect={(code: string) => {
        const city = cities.find((c) => c.code === code);
        if (city) props.onPick(city);
      }}
      onBlur={props.onBlur}
      style={{ width: '100%' }}
      maxLength={60}
    />
  );
}
