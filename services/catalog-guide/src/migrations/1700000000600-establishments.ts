import { MigrationInterface, QueryRunner } from 'typeorm';

export class Establishments1700000000600 implements MigrationInterface {
  name = 'Establishments1700000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE establishment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      meal_category text,
      producer_category text,
      description text,
      street text,
      postal_code text,
      city_code text NOT NULL REFERENCES city(code),
      department_code text NOT NULL REFERENCES department(code),
      lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
      price_from int CHECK (price_from >= 0),
      cups smallint NOT NULL DEFAULT 0 CHECK (cups BETWEEN 0 AND 3),
      toques smallint NOT NULL DEFAULT 0 CHECK (toques BETWEEN 0 AND 3),
      equipment text[] NOT NULL DEFAULT '{}',
      services text[] NOT NULL DEFAULT '{}',
      published boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX establishment_type_slug ON establishment (type, slug)');
    await q.query('CREATE INDEX establishment_city ON establishment (city_code)');
    await q.query('CREATE INDEX establishment_department ON establishment (department_code)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE establishment');
  }
}
