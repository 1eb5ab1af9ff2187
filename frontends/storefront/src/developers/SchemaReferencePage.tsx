import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHead } from '../head';
import { useLanguage, useLocalePath } from '../locale';
import apiSchema from '../../../../gateway/api-schema.graphql?raw';
import { DEVELOPERS_COPY, type DevelopersCopy } from './content';
import { DEVELOPERS_PATH } from './paths';
import { buildSchemaReference, matchesFilter, namedType, type ReferenceField, type ReferenceType } from './schema-reference';
import './developers.css';

// Parsed once per process (the server) or page load (the browser), never per render.
let reference: ReturnType<typeof buildSchemaReference> | undefined;
const schemaReference = () => (reference ??= buildSchemaReference(apiSchema));

/** A type name, linked to its entry when the reference has one (scalars such as String have none). */
function TypeLink({ type, known }: { type: string; known: Set<string> }) {
  const name = namedType(type);
  if (!known.has(name)) return <code>{type}</code>;
  const [before, after] = type.split(name);
  return (
    <code>
      {before}
      <a href={`#type-${name}`}>{name}</a>
      {after}
    </code>
  );
}

function FieldEntry({ field, known, copy, anchor }: { field: ReferenceField; known: Set<string>; copy: DevelopersCopy; anchor?: string }) {
  return (
    <li id={anchor} className="reference__field">
      <code className="reference__name">{field.name}</code>
      {field.type && (
        <>
          {': '}
          <TypeLink type={field.type} known={known} />
        </>
      )}
      {field.deprecated && <span className="reference__deprecated"> — {copy.reference.deprecated(field.deprecated)}</span>}
      {field.description && <p className="reference__description">{field.description}</p>}
      {field.args.length > 0 && (
        <ul className="reference__args" aria-label={copy.reference.arguments}>
          {field.args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code>: <TypeLink type={arg.type} known={known} />
              {arg.description && <span className="reference__description"> — {arg.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function TypeEntry({ type, known, copy }: { type: ReferenceType; known: Set<string>; copy: DevelopersCopy }) {
  return (
    <section id={`type-${type.name}`} className="reference__type">
      <h3>
        <code>{type.name}</code> <span className="reference__kind">{copy.reference.kinds[type.kind]}</span>
      </h3>
      {type.description && <p className="reference__description">{type.description}</p>}
      {type.fields.length > 0 && (
        <ul className="reference__fields">
          {type.fields.map((field) => (
            <FieldEntry key={field.name} field={field} known={known} copy={copy} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /developers/reference: every query, mutation and type of the public schema, with a filter (server-rendered). */
export function SchemaReferencePage() {
  const lang = useLanguage();
  const localePath = useLocalePath();
  const copy = DEVELOPERS_COPY[lang];
  useHead({ title: copy.reference.title, description: copy.reference.description });
  const { queries, mutations, types } = schemaReference();
  const known = useMemo(() => new Set(types.map((t) => t.name)), [types]);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const shown = {
    queries: queries.filter((q) => matchesFilter(q, deferred)),
    mutations: mutations.filter((m) => matchesFilter(m, deferred)),
    types: types.filter((t) => matchesFilter(t, deferred)),
  };
  const groups = [
    { key: 'queries', title: copy.reference.queries, all: queries, list: shown.queries },
    { key: 'mutations', title: copy.reference.mutations, all: mutations, list: shown.mutations },
  ] as const;
  const nothing = shown.queries.length + shown.mutations.length + shown.types.length === 0;
  return (
    <article className="developers reference" data-testid="schema-reference">
      <p>
        <Link to={localePath(DEVELOPERS_PATH)}>← {copy.reference.back}</Link>
      </p>
      <h1>{copy.reference.title}</h1>
      <p>{copy.reference.intro}</p>
      <label className="reference__filter">
        {copy.reference.filter}
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {nothing && <p role="status">{copy.reference.noMatch}</p>}
      {groups.map(
        (group) =>
          group.list.length > 0 && (
            <section key={group.key} id={group.key} aria-labelledby={`${group.key}-title`}>
              <h2 id={`${group.key}-title`}>
                {group.title} <span className="reference__count">({copy.reference.count(group.list.length, group.all.length)})</span>
              </h2>
              <ul className="reference__fields">
                {group.list.map((field) => (
                  <FieldEntry key={field.name} field={field} known={known} copy={copy} anchor={`${group.key}-${field.name}`} />
                ))}
              </ul>
            </section>
          ),
      )}
      {shown.types.length > 0 && (
        <section id="types" aria-labelledby="types-title">
          <h2 id="types-title">
            {copy.reference.types} <span className="reference__count">({copy.reference.count(shown.types.length, types.length)})</span>
          </h2>
          {shown.types.map((type) => (
            <TypeEntry key={type.name} type={type} known={known} copy={copy} />
          ))}
        </section>
      )}
    </article>
  );
}
