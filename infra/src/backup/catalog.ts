import type { ClientBase } from 'pg';

/**
 * What a dump needs to know of a database, read from PostgreSQL's catalog inside the dump's snapshot.
 * Only the `public` schema: every service (and the event log) keeps its tables there.
 */
export interface TableInfo {
  name: string;
  /** Stored columns in order (generated columns are computed again on load, and COPY refuses them). */
  columns: string[];
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of `public` and their stored columns, by name (a stable order for dumps and tests). */
export async function listTables(client: ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(`
    SELECT c.relname AS table,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname`);
  return rows.map((r) => ({ name: r.table, columns: r.columns ?? [] }));
}

/** The sequences of `public` with their current values (sequences are not transactional: read after the data). */
export async function sequenceValues(client: ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const { rows: v } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM public.${quoteIdent(name)}`);
    values.push({ name, lastValue: v[0].last_value, isCalled: v[0].is_called });
  }
  return values;
}

/**
 * The statements that recreate the schema of a database no migration builds (the embedded event log, whose
 * transport creates its tables itself): sequences, tables with defaults and identity/generated columns,
 * constraints (foreign keys last), other indexes, sequence ownership. Enough for plain tables, which is
 * what such databases hold; the services' databases are rebuilt by their own migrations instead.
 */
export async function captureSchema(client: ClientBase): Promise<string[]> {
  const statements: string[] = [];
  const { rows: sequences } = await client.query<{
    name: string;
    type: string;
    inc: string;
    min: string;
    max: string;
    start: string;
    cache: string;
    cycle: boolean;
  }>(`
    SELECT sequencename AS name, data_type::text AS type, increment_by::text AS inc, min_value::text AS min, max_value::text AS max,
           start_value::text AS start, cache_size::text AS cache, cycle
    FROM pg_sequences s
    WHERE schemaname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = format('public.%I', s.sequencename)::regclass AND d.deptype = 'i')
    ORDER BY 1`);
  for (const s of sequences) {
    statements.push(
      `CREATE SEQUENCE public.${quoteIdent(s.name)} AS ${s.type} INCREMENT ${s.inc} MINVALUE ${s.min} MAXVALUE ${s.max} START ${s.start} CACHE ${s.cache}${s.cycle ? ' CYCLE' : ''}`,
    );
  }
  const { rows: columns } = await client.query<{
    table: string;
    column: string;
    type: string;
    notnull: boolean;
    def: string | null;
    identity: string;
    generated: string;
  }>(`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
           pg_get_expr(d.adbin, d.adrelid) AS def, a.attidentity AS identity, a.attgenerated AS generated
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    WHERE c.relkind = 'r'
    ORDER BY c.relname, a.attnum`);
  const byTable = new Map<string, string[]>();
  for (const col of columns) {
    let line = `${quoteIdent(col.column)} ${col.type}`;
    if (col.generated === 's') line += ` GENERATED ALWAYS AS (${col.def}) STORED`;
    else if (col.identity) line += ` GENERATED ${col.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
    else if (col.def !== null) line += ` DEFAULT ${col.def}`;
    if (col.notnull) line += ' NOT NULL';
    byTable.set(col.table, [...(byTable.get(col.table) ?? []), line]);
  }
  for (const [table, lines] of byTable) statements.push(`CREATE TABLE public.${quoteIdent(table)} (\n  ${lines.join(',\n  ')}\n)`);
  const { rows: constraints } = await client.query<{ table: string; name: string; def: string; type: string }>(`
    SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS def, k.contype AS type
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE k.contype IN ('p', 'u', 'c', 'x', 'f') AND NOT (k.contype = 'n')
    ORDER BY (k.contype = 'f'), c.relname, k.conname`);
  for (const k of constraints) statements.push(`ALTER TABLE public.${quoteIdent(k.table)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.def}`);
  const { rows: indexes } = await client.query<{ def: string }>(`
    SELECT pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
    ORDER BY 1`);
  for (const i of indexes) statements.push(i.def);
  const { rows: owned } = await client.query<{ seq: string; table: string; column: string }>(`
    SELECT s.relname AS seq, t.relname AS table, a.attname AS column
    FROM pg_depend d
    JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = 'public'
    JOIN pg_class t ON t.oid = d.refobjid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    WHERE d.deptype = 'a'
    ORDER BY 1`);
  for (const o of owned) statements.push(`ALTER SEQUENCE public.${quoteIdent(o.seq)} OWNED BY public.${quoteIdent(o.table)}.${quoteIdent(o.column)}`);
  return statements;
}
