import type { DataSource } from 'typeorm';

/** Demo reviewers: fixed ids no real customer has; their names stand in for identity's. */
const AUTHORS = [
  ['00000000-0000-4000-8000-00000000de01', 'Camille', 'Lefèvre'],
  ['00000000-0000-4000-8000-00000000de02', 'Julien', 'Moreau'],
  ['00000000-0000-4000-8000-00000000de03', 'Sophie', 'Garnier'],
] as const;

/** [rating, title, body] — plain text, as customers write. */
const TEXTS: [number, string | null, string][] = [
  [5, 'Une adresse à retenir', 'Accueil chaleureux, produits de saison et un vrai savoir-faire. Nous y retournerons avec plaisir.'],
  [4, 'Très bonne surprise', 'Tout était soigné, du premier au dernier moment. Seul bémol : un peu d’attente.'],
  [5, null, 'Exactement ce que nous attendions. Merci pour les conseils avisés !'],
  [3, 'Correct', 'Bien dans l’ensemble, sans être exceptionnel.'],
];

/**
 * A few APPROVED reviews for `npm start`, once (only into an empty review table): the first products of the
 * shop and establishments of the guide get two or three each, and their summaries are computed.
 */
export async function seedDemoReviews(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM review');
    if (n > 0) return 0;
    const products: { id: string }[] = await manager.query('SELECT id FROM product WHERE published ORDER BY sku LIMIT 3');
    const places: { id: string }[] = await manager.query('SELECT id FROM establishment WHERE published ORDER BY name, id LIMIT 6');
    if (!products.length && !places.length) return 0;
    for (const [id, first, last] of AUTHORS) {
      await manager.query(
        `INSERT INTO review_author (customer_id, first_name, last_name, changed_at) VALUES ($1, $2, $3, to_timestamp(0)) ON CONFLICT (customer_id) DO NOTHING`,
        [id, first, last],
      );
    }
    let written = 0;
    const subjects = [...products.map((p) => ['product_id', p.id] as const), ...places.map((e) => ['establishment_id', e.id] as const)];
    for (const [i, [column, subject]] of subjects.entries()) {
      const count = 2 + (i % 2);
      for (let k = 0; k < count; k++) {
        const [rating, title, body] = TEXTS[(i + k) % TEXTS.length];
        await manager.query(
          `INSERT INTO review (${column}, customer_id, rating, title, body, status, verified_purchase, created_at, moderated_at)
           VALUES ($1, $2, $3, $4, $5, 'APPROVED', $6, now() - make_interval(days => $7), now())`,
          [subject, AUTHORS[k][0], rating, title, body, column === 'product_id' && k === 0, 3 + i * 2 + k],
        );
        written++;
      }
    }
    for (const column of ['product_id', 'establishment_id']) {
      await manager.query(
        `INSERT INTO review_summary (${column}, review_count, rating_sum)
         SELECT ${column}, count(*)::int, sum(rating)::int FROM review WHERE ${column} IS NOT NULL AND status = 'APPROVED' GROUP BY ${column}
         ON CONFLICT (${column}) DO UPDATE SET review_count = EXCLUDED.review_count, rating_sum = EXCLUDED.rating_sum`,
      );
    }
    return written;
  });
}
