import { MigrationInterface, QueryRunner } from 'typeorm';

type Dept = { code: string; nom: string; region: string; zone: string };
type Commune = { code: string; nom: string; departement: string; codesPostaux?: string[]; population?: number; type: string };

/**
 * French geography from the maintained open-data package @etalab/decoupage-administratif: the 101
 * departments (metropolitan + overseas) and every current commune with INSEE and postal codes.
 * Loaded by a migration so a fresh database is complete before the service answers.
 */
export class Geography1700000000500 implements MigrationInterface {
  name = 'Geography1700000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE department (code text PRIMARY KEY, name text NOT NULL, region_code text NOT NULL)`);
    await q.query(`CREATE TABLE city (
      code text PRIMARY KEY, name text NOT NULL,
      department_code text NOT NULL REFERENCES department(code),
      postal_codes text[] NOT NULL DEFAULT '{}', population int)`);
    await q.query('CREATE INDEX city_department ON city (department_code, name)');
    await q.query('CREATE INDEX city_postal_codes ON city USING gin (postal_codes)');

    const departments = (require('@etalab/decoupage-administratif/data/departements.json') as Dept[]).filter((d) => d.zone === 'metro' || d.zone === 'drom');
    for (const d of departments) await q.query('INSERT INTO department VALUES ($1, $2, $3)', [d.code, d.nom, d.region]);
    const known = new Set(departments.map((d) => d.code));
    const communes = (require('@etalab/decoupage-administratif/data/communes.json') as Commune[]).filter(
      (c) => c.type === 'commune-actuelle' && known.has(c.departement),
    );
    const batch = 1000;
    for (let i = 0; i < communes.length; i += batch) {
      const rows = communes.slice(i, i + batch);
      await q.query(
        `INSERT INTO city (code, name, department_code, postal_codes, population)
         SELECT code, name, dep, coalesce(string_to_array(NULLIF(pcs, ''), ','), '{}'), pop
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) AS t(code, name, dep, pcs, pop)`,
        [
          rows.map((c) => c.code),
          rows.map((c) => c.nom),
          rows.map((c) => c.departement),
          rows.map((c) => (c.codesPostaux ?? []).join(',')),
          rows.map((c) => c.population ?? null),
        ],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE city');
    await q.query('DROP TABLE department');
  }
}
