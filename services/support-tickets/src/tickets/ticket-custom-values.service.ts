import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors } from '@guide/platform';
import { CustomFieldRow } from '../custom-fields/custom-fields.service';
import { readCustomValue } from '../custom-fields/custom-field-value';
import { TicketChange } from './ticket-journal.entity';
import type { TicketFieldValueInput } from '../generated/graphql';

/** A ticket's tracker field with the ticket's value (null when unset). */
export interface TicketCustomFieldValue {
  ticketId: string;
  trackerId: string;
  fieldId: string;
  name: string;
  value: string | null;
  field: CustomFieldRow;
}

/**
 * The values of tickets' custom fields (`ticket_custom_value`; the fields themselves are
 * src/custom-fields/). Writes take the caller's EntityManager and run in its transaction.
 */
@Injectable()
export class TicketCustomValuesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Checks the given custom values against the fields of `trackerId` (errors under
   * `customFields.<fieldId>`): NOT_FOUND off the tracker, the kind's key, REQUIRED when a required field
   * is cleared, or (`onCreate`) left without a value. Returns fieldId -> stored value (null clears).
   * The tracker's fields are locked FOR KEY SHARE: deleteTicketCustomField waits for this write (and
   * removes the value with the field), or, when it came first, the field is NOT_FOUND here.
   */
  async read(
    manager: EntityManager,
    trackerId: string,
    given: readonly TicketFieldValueInput[],
    errors: FieldErrors,
    onCreate: boolean,
  ): Promise<Map<string, string | null>> {
    const fields: CustomFieldRow[] = await manager.query(
      `SELECT f.id, f.name, f.kind, f.required, f.options FROM ticket_custom_field f
         JOIN ticket_custom_field_tracker ft ON ft.field_id = f.id WHERE ft.tracker_id = $1 ORDER BY f.id FOR KEY SHARE OF f`,
      [trackerId],
    );
    const byId = new Map(fields.map((f) => [f.id, f]));
    const values = new Map<string, string | null>();
    for (const item of given) {
      const fieldId = String(item.fieldId).toLowerCase();
      const key = `customFields.${fieldId}`;
      const field = byId.get(fieldId);
      if (!field) {
        errors[key] = 'NOT_FOUND';
        continue;
      }
      const read = readCustomValue(field.kind, field.options, item.value);
      if ('error' in read) errors[key] = read.error;
      else if (read.value === null && field.required) errors[key] = 'REQUIRED';
      else values.set(fieldId, read.value);
    }
    if (onCreate) {
      for (const field of fields)
        if (field.required && !values.get(field.id) && !errors[`customFields.${field.id}`]) errors[`customFields.${field.id}`] = 'REQUIRED';
    }
    return values;
  }

  /** Writes the values; the journal changes (`customField:<id>`) of those that really changed. */
  async write(manager: EntityManager, ticketId: string, values: Map<string, string | null>): Promise<TicketChange[]> {
    if (!values.size) return [];
    const rows: { fieldId: string; value: string }[] = await manager.query(
      'SELECT field_id AS "fieldId", value FROM ticket_custom_value WHERE ticket_id = $1 AND field_id = ANY($2)',
      [ticketId, [...values.keys()]],
    );
    const current = new Map(rows.map((r) => [r.fieldId, r.value]));
    const changes: TicketChange[] = [];
    for (const [fieldId, to] of values) {
      const from = current.get(fieldId) ?? null;
      if (from === to) continue;
      if (to === null) await manager.query('DELETE FROM ticket_custom_value WHERE ticket_id = $1 AND field_id = $2', [ticketId, fieldId]);
      else {
        await manager.query(
          'INSERT INTO ticket_custom_value (ticket_id, field_id, value) VALUES ($1, $2, $3) ON CONFLICT (ticket_id, field_id) DO UPDATE SET value = EXCLUDED.value',
          [ticketId, fieldId, to],
        );
      }
      changes.push({ field: `customField:${fieldId}`, from, to });
    }
    return changes;
  }

  /** Loader fetch: each ticket's tracker fields in position order, with the ticket's value (null when unset). */
  customFieldsOf(tickets: { id: string; trackerId: string }[]): Promise<TicketCustomFieldValue[]> {
    return this.dataSource
      .query(
        `SELECT t.id AS "ticketId", t.tracker_id AS "trackerId", f.id, f.name, f.kind, f.required, f.options, f.position, v.value
           FROM unnest($1::uuid[], $2::uuid[]) AS t(id, tracker_id)
           JOIN ticket_custom_field_tracker ft ON ft.tracker_id = t.tracker_id
           JOIN ticket_custom_field f ON f.id = ft.field_id
           LEFT JOIN ticket_custom_value v ON v.ticket_id = t.id AND v.field_id = f.id
          ORDER BY f.position, lower(f.name), f.id`,
        [tickets.map((t) => t.id), tickets.map((t) => t.trackerId)],
      )
      .then((rows: (CustomFieldRow & { ticketId: string; trackerId: string; value: string | null })[]) =>
        rows.map((r) => ({
          ticketId: r.ticketId,
          trackerId: r.trackerId,
          fieldId: r.id,
          name: r.name,
          value: r.value,
          field: { id: r.id, name: r.name, kind: r.kind, required: r.required, options: r.options, position: r.position },
        })),
      );
  }
}
