import { DataSource } from 'typeorm';
import { testDatabaseUrl } from '../testing/harness';
import { escapeLike, isUniqueViolation, likeContains, likePrefix, lockReferenced, lockReferencedRow, mapUniqueViolation } from './sql';

describe('SQL helpers against PostgreSQL', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: await testDatabaseUrl('platform_sql') }).initialize();
    await db.query('CREATE TABLE word (w text PRIMARY KEY)');
    await db.query(`INSERT INTO word VALUES ('100%'), ('1000'), ('a_b'), ('axb'), ('c:\\dir'), ('c:dir'), ('back\\'), ('backslash')`);
  });
  afterAll(() => db?.destroy());

  const matching = async (pattern: string) => (await db.query('SELECT w FROM word WHERE w ILIKE $1 ORDER BY w', [pattern])).map((r: { w: string }) => r.w);

  it('escapes %, _ and the backslash so user text matches literally', async () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(await matching(likeContains('%'))).toEqual(['100%']);
    expect(await matching(likeContains('a_b'))).toEqual(['a_b']);
    expect(await matching(likeContains(':\\'))).toEqual(['c:\\dir']);
    // An unescaped trailing backslash would escape the closing % and match nothing.
    expect(await matching(likeContains('back\\'))).toEqual(['back\\']);
    expect(await matching(likePrefix('BACK'))).toEqual(['back\\', 'backslash']);
  });

  it('maps a unique violation, and only that, to the given error', async () => {
    const insert = () => db.query(`INSERT INTO word VALUES ('axb')`);
    const error = await insert().catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'word_pkey')).toBe(true);
    expect(isUniqueViolation(error, 'other_index')).toBe(false);
    await expect(mapUniqueViolation(insert, 'This word exists')).rejects.toMatchObject({ message: 'This word exists', extensions: { code: 'CONFLICT' } });
    await expect(mapUniqueViolation(insert, (constraint) => new Error(`taken: ${constraint}`))).rejects.toThrow('taken: word_pkey');
    const notNull = await mapUniqueViolation(() => db.query('INSERT INTO word VALUES (NULL)'), 'never').catch((e: unknown) => e);
    expect(isUniqueViolation(notNull)).toBe(false);
    expect((notNull as { driverError?: { code?: string } }).driverError?.code).toBe('23502');
    await expect(mapUniqueViolation(async () => 'written', 'never')).resolves.toBe('written');
  });

  it("lockReferenced: a parent locked by the child's transaction is deleted only after it, one deleted first is not found", async () => {
    await db.query('CREATE TABLE parent (id int PRIMARY KEY)');
    await db.query('CREATE TABLE child (parent_id int NOT NULL REFERENCES parent (id) ON DELETE CASCADE)');
    await db.query('INSERT INTO parent VALUES (1), (2), (3)');
    const child = db.createQueryRunner();
    await child.startTransaction();
    try {
      expect(await lockReferenced(child, 'parent', [3, 1, 9, 1])).toEqual([1, 3]);
      let deleted = false;
      const deleting = db.query('DELETE FROM parent WHERE id = 1').then(() => (deleted = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deleted).toBe(false); // waits for the child's transaction
      await child.query('INSERT INTO child VALUES (1)');
      await child.commitTransaction();
      await deleting;
      expect(await db.query('SELECT * FROM child')).toEqual([]); // then cascades
    } finally {
      await child.release();
    }
    // Deleted first: the lock waits for that transaction, then finds nothing.
    const remover = db.createQueryRunner();
    await remover.startTransaction();
    await remover.query('DELETE FROM parent WHERE id = 3');
    const found = db.transaction((manager) => lockReferencedRow(manager, 'parent', 3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await remover.commitTransaction();
    await remover.release();
    await expect(found).resolves.toBe(false);
    await expect(lockReferenced(db, 'parent; DROP TABLE parent', [1])).rejects.toThrow('bad identifier');
  });
});
