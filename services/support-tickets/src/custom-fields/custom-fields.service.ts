import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, badInput, conflict, notFound } from '@guide/platform';
import { CUSTOM_FIELD_KINDS, CustomFieldKind } from './custom-field-value';
import type { TicketCustomFieldInput } from '../generated/graphql';

export const CUSTOM_FIELD_NAME_MAX = 60;
export const CUSTOM_FIELD_OPTIONS_MAX = 50;
export const CUSTOM_FIELD_OPTION_MAX = 100;

export interface CustomFieldRow {
  id: string;
  name: string;
  kind: CustomFieldKind;
  required: boolean;
  options: string[];
  position: number;
}

const COLUMNS = 'f.id, f.name, f.kind, f.required, f.options, f.position';
const ORDER = 'f.position, lower(f.name), f.id';

/** Postgres integer range: a position beyond it would fail in the database. */
const POSITION_LIMIT = 1_000_000;

@Injectable()
export class CustomFieldsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every field, or those of one tracker, by position then name. */
  list(trackerId?: string | null): Promise<CustomFieldRow[]> {
    if (trackerId) {
      return this.dataSource.query(
        `SELECT ${COLUMNS} FROM ticket_custom_field f JOIN ticket_custom_field_tracker ft ON ft.field_id = f.id WHERE ft.tracker_id = $1 ORDER BY ${ORDER}`,
        [trackerId],
      );
    }
    return this.dataSource.query(`SELECT ${COLUMNS} FROM ticket_custom_field f ORDER BY ${ORDER}`);
  }

  /** Loader fetch: the trackers of each field, in display order. */
  trackersOf(fieldIds: string[]): Promise<{ fieldId: string; id: string; name: string }[]> {
    return this.dataSource.query(
      `SELECT ft.field_id AS "fieldId", t.id, t.name FROM ticket_custom_field_tracker ft JOIN tracker t ON t.id = ft.tracker_id
        WHERE ft.field_id = ANY($1) ORDER BY t.position, t.name`,
      [fieldIds],
    );
  }

  fieldsByIds(ids: string[]): Promise<CustomFieldRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM ticket_custom_field f WHERE f.id = ANY($1)`, [ids]);
  }

  create(input: TicketCustomFieldInput): Promise<CustomFieldRow> {
    return this.dataSource.transaction(async (manager) => {
      const values = await this.check(manager, null, input);
      const position = values.position ?? Number((await manager.query('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM ticket_custom_field'))[0].next);
      const [row] = await this.guardName(() =>
        manager.query(
          `INSERT INTO ticket_custom_field (name, kind, required, options, position) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS.replace(/f\./g, '')}`,
          [values.name, values.kind, values.required, JSON.stringify(values.options), position],
        ),
      );
      await this.linkTrackers(manager, row.id, values.trackerIds);
      return row;
    });
  }

  update(id: string, input: TicketCustomFieldInput): Promise<CustomFieldRow> {
    return this.dataSource.transaction(async (manager) => {
      const [before]: CustomFieldRow[] = await manager.query('SELECT * FROM ticket_custom_field WHERE id = $1 FOR UPDATE', [id]);
      if (!before) throw notFound('Custom field');
      const values = await this.check(manager, before, input);
      const [[row]] = await this.guardName(() =>
        manager.query(
          `UPDATE ticket_custom_field SET name = $2, kind = $3, required = $4, options = $5, position = $6 WHERE id = $1 RETURNING ${COLUMNS.replace(/f\./g, '')}`,
          [id, values.name, values.kind, values.required, JSON.stringify(values.options), values.position ?? before.position],
        ),
      );
      await manager.query('DELETE FROM ticket_custom_field_tracker WHERE field_id = $1', [id]);
      await this.linkTrackers(manager, id, values.trackerIds);
      return row;
    });
  }

  /** The field and its values go; journal entries keep their `customField:<id>` history. */
  async delete(id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query('DELETE FROM ticket_custom_field WHERE id = $1', [id]);
    return count > 0;
  }

  /** All field errors at once; CONFLICT for a taken name (whatever the case). */
  private async check(manager: EntityManager, before: CustomFieldRow | null, input: TicketCustomFieldInput) {
    const errors: FieldErrors = {};
    const name = (input.name ?? '').trim();
    if (!name) errors.name = 'REQUIRED';
    else if ([...name].length > CUSTOM_FIELD_NAME_MAX) errors.name = 'TOO_LONG';
    const kind = input.kind;
    if (!CUSTOM_FIELD_KINDS.includes(kind)) errors.kind = 'INVALID_CHOICE';
    // Choices only mean something for a LIST; blanks dropped, duplicates kept once.
    const options = kind === 'LIST' ? [...new Set((input.options ?? []).map((o) => o.trim()).filter(Boolean))] : [];
    if (kind === 'LIST') {
      if (!options.length) errors.options = 'REQUIRED';
      else if (options.length > CUSTOM_FIELD_OPTIONS_MAX) errors.options = 'TOO_MANY';
      else if (options.some((o) => [...o].length > CUSTOM_FIELD_OPTION_MAX)) errors.options = 'TOO_LONG';
    }
    const position = input.position ?? null;
    if (position !== null && (!Number.isInteger(position) || Math.abs(position) > POSITION_LIMIT)) errors.position = 'OUT_OF_RANGE';
    const trackerIds = [...new Set(input.trackerIds ?? [])];
    if (!trackerIds.length) errors.trackerIds = 'REQUIRED';
    else {
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM tracker WHERE id = ANY($1)', [trackerIds]);
      if (n !== trackerIds.length) errors.trackerIds = 'NOT_FOUND';
    }
    if (before && kind !== before.kind && !errors.kind) {
      const used: unknown[] = await manager.query('SELECT 1 FROM ticket_custom_value WHERE field_id = $1 LIMIT 1', [before.id]);
      if (used.length) errors.kind = 'FIELD_IN_USE';
    }
    if (Object.keys(errors).length) throw badInput(errors);
    const taken: unknown[] = await manager.query('SELECT 1 FROM ticket_custom_field WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [
      name,
      before?.id ?? null,
    ]);
    if (taken.length) throw conflict('A custom field already has this name', { name: 'NAME_TAKEN' });
    return { name, kind, required: input.required ?? false, options, position, trackerIds };
  }

  /** A concurrent create with the same name hits the unique index: the same CONFLICT as the check. */
  private async guardName<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw conflict('A custom field already has this name', { name: 'NAME_TAKEN' });
      throw e;
    }
  }

  private async linkTrackers(manager: EntityManager, fieldId: string, trackerIds: string[]): Promise<void> {
    await manager.query('INSERT INTO ticket_custom_field_tracker (field_id, tracker_id) SELECT $1, unnest($2::uuid[])', [fieldId, trackerIds]);
  }
}
