import { useQuery } from '@apollo/client/react';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OWNER_SUGGESTIONS } from './establishments.graphql';

/** The owner (a customer): search customers by name or email, or paste a customer id. The value is the id. */
export function OwnerPicker(props: { id: string; value: string; onChange(id: string): void; onBlur(): void; status?: 'error' }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const wanted = debounced.length >= 2 && !/^[0-9a-f-]{36}$/i.test(debounced);
  const { data } = useQuery(OWNER_SUGGESTIONS, { variables: { search: debounced, first: 10 }, skip: !wanted, errorPolicy: 'all' });
  const customers = wanted ? (data?.customers?.edges.map((e) => e.node) ?? []) : [];
  return (
    <AutoComplete
      id={props.id}
      value={props.value}
      status={props.status}
      allowClear
      placeholder={t('establishments.placeholders.owner')}
      options={customers.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName} <${c.email}>` }))}
      onSearch={setSearch}
      onChange={(value) => props.onChange(String(value ?? ''))}
      onBlur={props.onBlur}
      style={{ width: '100%' }}
    />
  );
}
