import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { testDatabaseUrl } from '../testing/harness';
import { UpdatedAtColumn, touchUpdatedAt, untouchUpdatedAt } from './updated-at';

@Entity('note')
class NoteEntity {
  @PrimaryColumn('int') id: number;
  @Column('text') body: string;
  @UpdatedAtColumn() updatedAt: Date;
}

describe('automatic updatedAt (trigger + @UpdatedAtColumn)', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await new DataSource({ type: 'postgres', url: await testDatabaseUrl('platform_updated_at'), entities: [NoteEntity] }).initialize();
    await db.query('CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())');
    const q = db.createQueryRunner();
    await touchUpdatedAt(q, ['note']);
    await touchUpdatedAt(q, ['note']); // a migration run twice changes nothing
    await q.release();
  });
  afterAll(() => db?.destroy());

  it('moves on every update, from a repository or plain SQL, and the entity reads it back', async () => {
    const repo = db.getRepository(NoteEntity);
    const note = await repo.save(repo.create({ id: 1, body: 'a' }));
    const created = note.updatedAt;
    expect(created).toBeInstanceOf(Date);
    note.body = 'b';
    await repo.save(note);
    expect(note.updatedAt.getTime()).toBeGreaterThan(created.getTime());
    // A writer cannot backdate it, and plain SQL moves it too.
    await db.query(`UPDATE note SET body = 'c', updated_at = '2000-01-01' WHERE id = 1`);
    const [{ updated_at }] = await db.query('SELECT updated_at FROM note WHERE id = 1');
    expect(updated_at.getTime()).toBeGreaterThan(note.updatedAt.getTime());
  });

  it('refuses table names that are not plain identifiers, and can be removed', async () => {
    const q = db.createQueryRunner();
    await expect(touchUpdatedAt(q, ['note; DROP TABLE note'])).rejects.toThrow(/plain table name/);
    await untouchUpdatedAt(q, ['note']);
    await q.release();
    await db.query(`UPDATE note SET updated_at = '2000-01-01T00:00:00Z' WHERE id = 1`);
    const [{ updated_at }] = await db.query('SELECT updated_at FROM note WHERE id = 1');
    expect(updated_at.toISOString()).toBe('2000-01-01T00:00:00.000Z');
  });
});
