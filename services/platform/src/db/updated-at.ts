import { UpdateDateColumn, type QueryRunner } from 'typeorm';

/**
 * `updatedAt`, one mechanism everywhere: the database sets `updated_at` on every UPDATE of the row
 * (trigger, clock time of the write, so a change made after waiting on a row lock is later than the
 * one it waited for, whichever transaction began first), whether the write comes from a repository
 * or from plain SQL. Entities declare the column with `@UpdatedAtColumn()` so TypeORM reads the value
 * back after each save (RETURNING) and never needs a service to set it. Inserts take the column default.
 */
export const UpdatedAtColumn = (): PropertyDecorator => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

const FUNCTION_SQL = `CREATE OR REPLACE FUNCTION guide_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$`;

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;
const triggerName = (table: string) => `${table}_touch_updated_at`;

function checked(tables: string[]): string[] {
  for (const t of tables) if (!SAFE_NAME.test(t)) throw new Error(`Not a plain table name: ${t}`);
  return tables;
}

/** In a migration's `up`: every listed table (each has an `updated_at` column) gets the trigger. */
export async function touchUpdatedAt(q: QueryRunner, tables: string[]): Promise<void> {
  await q.query(FUNCTION_SQL);
  for (const table of checked(tables)) {
    await q.query(`DROP TRIGGER IF EXISTS ${triggerName(table)} ON "${table}"`);
    await q.query(`CREATE TRIGGER ${triggerName(table)} BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION guide_touch_updated_at()`);
  }
}

/** In the same migration's `down`. The function stays: other tables of the database may use it. */
export async function untouchUpdatedAt(q: QueryRunner, tables: string[]): Promise<void> {
  for (const table of checked(tables)) await q.query(`DROP TRIGGER IF EXISTS ${triggerName(table)} ON "${table}"`);
}
