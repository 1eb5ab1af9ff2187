import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer reviews (src/reviews): one review per customer and subject (a product or an establishment),
 * moderated before it is shown. `review_summary` keeps the count and sum of the APPROVED ratings of each
 * subject, written in the moderating transaction, so pages, lists and the guide's RATING sort read one
 * row per subject. `review_author` and `review_purchase` are projections of identity's and commerce's
 * events: the author's name and "verified purchase" without calling those services.
 */
export class Reviews1700000001900 implements MigrationInterface {
  name = 'Reviews1700000001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE review (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid REFERENCES product(id) ON DELETE CASCADE,
      establishment_id uuid REFERENCES establishment(id) ON DELETE CASCADE,
      customer_id uuid NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title text CHECK (char_length(title) <= 120),
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      verified_purchase boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      moderated_at timestamptz,
      CONSTRAINT review_one_subject CHECK ((product_id IS NULL) <> (establishment_id IS NULL))
    )`);
    // One review per customer and subject, also under concurrent submissions (the service maps the
    // violation to CONFLICT ALREADY_REVIEWED).
    await q.query('CREATE UNIQUE INDEX review_customer_product ON review (customer_id, product_id) WHERE product_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX review_customer_establishment ON review (customer_id, establishment_id) WHERE establishment_id IS NOT NULL');
    // A subject's public page (approved, newest first) and the moderation list (by status, newest first).
    await q.query('CREATE INDEX review_product_status ON review (product_id, status, created_at DESC, id) WHERE product_id IS NOT NULL');
    await q.query('CREATE INDEX review_establishment_status ON review (establishment_id, status, created_at DESC, id) WHERE establishment_id IS NOT NULL');
    await q.query('CREATE INDEX review_status_created ON review (status, created_at DESC, id)');
    await q.query('CREATE INDEX review_created ON review (created_at DESC, id)');

    await q.query(`CREATE TABLE review_summary (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid CONSTRAINT review_summary_product_key UNIQUE REFERENCES product(id) ON DELETE CASCADE,
      establishment_id uuid CONSTRAINT review_summary_establishment_key UNIQUE REFERENCES establishment(id) ON DELETE CASCADE,
      review_count int NOT NULL CHECK (review_count >= 0),
      rating_sum int NOT NULL CHECK (rating_sum >= 0),
      CONSTRAINT review_summary_one_subject CHECK ((product_id IS NULL) <> (establishment_id IS NULL))
    )`);
    // The guide's RATING sort looks an establishment's summary up by id (the unique index above); the
    // search's result cache must forget its pages when a rating changes, as when a document does.
    await q.query(`CREATE FUNCTION guide_review_summary_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_generation SET n = n + 1;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER review_summary_search_generation AFTER INSERT OR UPDATE OR DELETE ON review_summary
      FOR EACH STATEMENT EXECUTE FUNCTION guide_review_summary_bump()`);

    await q.query(`CREATE TABLE review_author (
      customer_id uuid PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE review_purchase (
      customer_id uuid NOT NULL,
      product_id uuid NOT NULL,
      order_id uuid NOT NULL,
      PRIMARY KEY (customer_id, product_id, order_id)
    )`);
    await q.query('CREATE INDEX review_purchase_order ON review_purchase (order_id)');
    // Orders canceled: a placement delivered after its cancellation must not count either.
    await q.query('CREATE TABLE review_canceled_order (order_id uuid PRIMARY KEY)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE review_canceled_order');
    await q.query('DROP TABLE review_purchase');
    await q.query('DROP TABLE review_author');
    await q.query('DROP TRIGGER review_summary_search_generation ON review_summary');
    await q.query('DROP FUNCTION guide_review_summary_bump()');
    await q.query('DROP TABLE review_summary');
    await q.query('DROP TABLE review');
  }
}
