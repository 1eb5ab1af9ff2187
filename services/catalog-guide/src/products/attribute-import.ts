import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput } from '@guide/platform';
import { parseCsv, type CsvRecord } from './csv';
import { ATTRIBUTE_LIMITS, type AttributeOption, type AttributeType, checkOptions, hasOptions, isAttributeType, isCode } from './attribute-rules';
import { AttributesService } from './attributes.service';
import { MAX_CSV_LENGTH, type ImportRowError, type ProductImportReport } from './product-import';
import { parseFlag } from './product.rules';

/** Row errors of the attribute and family imports (ImportRowError.code); the apps translate them. */
export const AttributeImportErrorCode = {
  REQUIRED: 'REQUIRED',
  COLUMN_MISSING: 'COLUMN_MISSING',
  COLUMN_DUPLICATE: 'COLUMN_DUPLICATE',
  COLUMN_COUNT: 'COLUMN_COUNT',
  EMPTY_FILE: 'EMPTY_FILE',
  INVALID_FORMAT: 'INVALID_FORMAT',
  CODE_DUPLICATE: 'CODE_DUPLICATE',
  TYPE_INVALID: 'TYPE_INVALID',
  /** An existing attribute whose products hold values cannot change type. */
  TYPE_IN_USE: 'TYPE_IN_USE',
  OPTIONS_INVALID: 'OPTIONS_INVALID',
  FLAG_INVALID: 'FLAG_INVALID',
  ATTRIBUTE_UNKNOWN: 'ATTRIBUTE_UNKNOWN',
  TOO_LONG: 'TOO_LONG',
} as const;
const E = AttributeImportErrorCode;

interface Header<C extends string> {
  index: Map<C, number>;
  width: number;
  body: CsvRecord[];
}

/** Reads the header (row 1): known columns in any order, case-insensitive; others ignored. */
function readHeader<C extends string>(csv: string, required: readonly C[], optional: readonly C[], errors: ImportRowError[]): Header<C> | null {
  if (csv.length > MAX_CSV_LENGTH) throw badInput({ csv: 'TOO_LONG' });
  const records = parseCsv(csv);
  if (!records.length) {
    errors.push({ row: 1, field: null, code: E.EMPTY_FILE });
    return null;
  }
  const [header, ...body] = records;
  const known = new Set<string>([...required, ...optional]);
  const index = new Map<C, number>();
  header.fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!known.has(name)) return;
    if (index.has(name as C)) errors.push({ row: header.line, field: name, code: E.COLUMN_DUPLICATE });
    else index.set(name as C, i);
  });
  for (const name of required) if (!index.has(name)) errors.push({ row: header.line, field: name, code: E.COLUMN_MISSING });
  return errors.length ? null : { index, width: header.fields.length, body };
}

function cells<C extends string>(record: CsvRecord, h: Header<C>, errors: ImportRowError[]) {
  const fail = (field: string | null, code: string) => errors.push({ row: record.line, field, code });
  if (record.fields.length > h.width && record.fields.slice(h.width).some((f) => f.trim() !== '')) fail(null, E.COLUMN_COUNT);
  const cell = (name: C): string | undefined => {
    const i = h.index.get(name);
    return i === undefined ? undefined : (record.fields[i] ?? '').trim();
  };
  return { fail, cell };
}

const sortErrors = (errors: ImportRowError[]) => errors.sort((a, b) => a.row - b.row || (a.field ?? '').localeCompare(b.field ?? ''));

interface AttributeRow {
  code: string;
  name: string;
  type: AttributeType;
  nameEn?: string | null;
  required?: boolean;
  options?: AttributeOption[];
  visibleOnFront?: boolean;
}

interface FamilyRow {
  code: string;
  name: string;
  attributeIds: string[];
}

const ATTRIBUTE_REQUIRED = ['code', 'name', 'type'] as const;
const ATTRIBUTE_OPTIONAL = ['name_en', 'required', 'options', 'visible_on_front'] as const;
type AttributeColumn = (typeof ATTRIBUTE_REQUIRED)[number] | (typeof ATTRIBUTE_OPTIONAL)[number];
const FAMILY_REQUIRED = ['code', 'name', 'attributes'] as const;
type FamilyColumn = (typeof FAMILY_REQUIRED)[number];

/**
 * `importProductAttributes` and `importAttributeFamilies`: the rules of `importProducts` (header = row
 * 1, every bad row reported and nothing of it written, a known code updated, dryRun checks only), the
 * good rows written in one transaction.
 */
@Injectable()
export class AttributeImporter {
  constructor(
    private readonly attributes: AttributesService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Columns code,name,type; optional name_en, required, options (`code:label|code:label`),
   * visible_on_front. A column absent from the file (or an empty cell) keeps an existing attribute's
   * value (options too, while its type keeps options).
   */
  async importAttributes(csv: string, dryRun: boolean): Promise<ProductImportReport> {
    const errors: ImportRowError[] = [];
    const h = readHeader<AttributeColumn>(csv, ATTRIBUTE_REQUIRED, ATTRIBUTE_OPTIONAL, errors);
    if (!h) return { created: 0, updated: 0, errors };
    type Current = {
      code: string;
      type: AttributeType;
      options: AttributeOption[];
      name_en: string | null;
      required: boolean;
      visible_on_front: boolean;
      used: boolean;
    };
    const existing = new Map<string, Current>(
      (
        (await this.dataSource.query(
          `SELECT a.code, a.type, a.options, a.name_en, a.required, a.visible_on_front,
                EXISTS (SELECT 1 FROM product_attribute_value v WHERE v.attribute_id = a.id) AS used
           FROM product_attribute a`,
        )) as Current[]
      ).map((r) => [r.code, r]),
    );
    const seen = new Set<string>();
    const rows: AttributeRow[] = [];
    for (const record of h.body) {
      const before = errors.length;
      const { fail, cell } = cells(record, h, errors);
      const code = this.code(cell('code')!, seen, fail);
      const name = this.name(cell('name')!, 'name', fail, true);
      const nameEn = cell('name_en') === undefined ? undefined : this.name(cell('name_en')!, 'name_en', fail, false);
      const typeCell = cell('type')!.toUpperCase();
      const current = code ? existing.get(code) : undefined;
      let type: AttributeType | undefined;
      if (!typeCell) fail('type', E.REQUIRED);
      else if (!isAttributeType(typeCell)) fail('type', E.TYPE_INVALID);
      else if (current?.used && current.type !== typeCell) fail('type', E.TYPE_IN_USE);
      else type = typeCell;
      const flag = (column: 'required' | 'visible_on_front') => {
        const raw = cell(column);
        if (!raw) return undefined;
        const value = parseFlag(raw);
        if (value === null) fail(column, E.FLAG_INVALID);
        return value ?? undefined;
      };
      const required = flag('required');
      const visibleOnFront = flag('visible_on_front');
      let options: AttributeOption[] | undefined;
      if (type) {
        const raw = cell('options');
        // Absent column or empty cell: an existing attribute keeps its options while its type has some.
        const kept = !raw && current && hasOptions(current.type) && hasOptions(type) ? current.options : undefined;
        const parsed = kept ?? this.options(raw ?? '');
        const checked = parsed ? checkOptions(type, parsed) : { options: [], error: 'INVALID_FORMAT' };
        if (checked.error) fail('options', E.OPTIONS_INVALID);
        else options = checked.options;
      }
      if (errors.length > before) continue;
      rows.push({ code: code!, name: name!, type: type!, nameEn, required, options, visibleOnFront });
    }
    sortErrors(errors);
    const created = rows.filter((r) => !existing.has(r.code)).length;
    if (dryRun || !rows.length) return { created: dryRun ? created : 0, updated: dryRun ? rows.length - created : 0, errors };
    await this.attributes.write((manager) =>
      manager.query(
        `INSERT INTO product_attribute (code, name, type, name_en, required, options, visible_on_front)
         SELECT code, name, type, name_en, required, options, visible_on_front
           FROM jsonb_to_recordset($1::jsonb) AS t(code text, name text, type text, name_en text, required boolean, options jsonb, visible_on_front boolean)
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, name_en = EXCLUDED.name_en, required = EXCLUDED.required,
           options = EXCLUDED.options, visible_on_front = EXCLUDED.visible_on_front`,
        [
          JSON.stringify(
            rows.map((r) => {
              // Columns absent from the file (or empty flags) keep an existing attribute's values.
              const current = existing.get(r.code);
              return {
                code: r.code,
                name: r.name,
                type: r.type,
                name_en: r.nameEn !== undefined ? r.nameEn : (current?.name_en ?? null),
                required: r.required ?? current?.required ?? false,
                options: r.options ?? [],
                visible_on_front: r.visibleOnFront ?? current?.visible_on_front ?? true,
              };
            }),
          ),
        ],
      ),
    );
    return { created, updated: rows.length - created, errors };
  }

  /** Columns code,name,attributes (attribute codes separated by |, in display order). */
  async importFamilies(csv: string, dryRun: boolean): Promise<ProductImportReport> {
    const errors: ImportRowError[] = [];
    const h = readHeader<FamilyColumn>(csv, FAMILY_REQUIRED, [], errors);
    if (!h) return { created: 0, updated: 0, errors };
    const [attributes, families]: { id: string; code: string }[][] = await Promise.all([
      this.dataSource.query('SELECT id, code FROM product_attribute'),
      this.dataSource.query('SELECT id, code FROM attribute_family'),
    ]);
    const attributeIds = new Map(attributes.map((a) => [a.code, a.id]));
    const existing = new Map(families.map((f) => [f.code, f.id]));
    const seen = new Set<string>();
    const rows: FamilyRow[] = [];
    for (const record of h.body) {
      const before = errors.length;
      const { fail, cell } = cells(record, h, errors);
      const code = this.code(cell('code')!, seen, fail);
      const name = this.name(cell('name')!, 'name', fail, true);
      const codes = [
        ...new Set(
          cell('attributes')!
            .split('|')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ];
      if (codes.length > ATTRIBUTE_LIMITS.familyAttributes || codes.some((c) => !attributeIds.has(c))) fail('attributes', E.ATTRIBUTE_UNKNOWN);
      if (errors.length > before) continue;
      rows.push({ code: code!, name: name!, attributeIds: codes.map((c) => attributeIds.get(c)!) });
    }
    sortErrors(errors);
    const created = rows.filter((r) => !existing.has(r.code)).length;
    if (dryRun || !rows.length) return { created: dryRun ? created : 0, updated: dryRun ? rows.length - created : 0, errors };
    await this.attributes.write(async (manager) => {
      const saved: { id: string; code: string }[] = await manager.query(
        `INSERT INTO attribute_family (code, name) SELECT * FROM unnest($1::text[], $2::text[])
         ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, updated_at = now() RETURNING id, code`,
        [rows.map((r) => r.code), rows.map((r) => r.name)],
      );
      const idOf = new Map(saved.map((s) => [s.code, s.id]));
      await manager.query('DELETE FROM attribute_family_attribute WHERE family_id = ANY($1::uuid[])', [saved.map((s) => s.id)]);
      const links = rows.flatMap((r) => r.attributeIds.map((a, i) => [idOf.get(r.code)!, a, i + 1] as const));
      if (links.length) {
        await manager.query(
          'INSERT INTO attribute_family_attribute (family_id, attribute_id, position) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[])',
          [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
        );
      }
    });
    return { created, updated: rows.length - created, errors };
  }

  private code(raw: string, seen: Set<string>, fail: (field: string, code: string) => void): string | null {
    if (!raw) fail('code', E.REQUIRED);
    else if (!isCode(raw)) fail('code', E.INVALID_FORMAT);
    else if (seen.has(raw)) fail('code', E.CODE_DUPLICATE);
    else {
      seen.add(raw);
      return raw;
    }
    return null;
  }

  private name(raw: string, field: string, fail: (field: string, code: string) => void, required: boolean): string | null {
    if (!raw) {
      if (required) fail(field, E.REQUIRED);
      return null;
    }
    if ([...raw].length > ATTRIBUTE_LIMITS.name) fail(field, E.TOO_LONG);
    return raw;
  }

  /** `code:label|code:label` (a label may hold `:`), or null when a part has no `:`. */
  private options(raw: string): { code: string; label: string }[] | null {
    const parts = raw
      .split('|')
      .map((p) => p.trim())
      .filter(Boolean);
    const out: { code: string; label: string }[] = [];
    for (const part of parts) {
      const at = part.indexOf(':');
      if (at < 0) return null;
      out.push({ code: part.slice(0, at).trim(), label: part.slice(at + 1).trim() });
    }
    return out;
  }
}
