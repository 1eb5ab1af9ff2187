import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  Identity,
  MEDIA_STORAGE,
  MediaStorage,
  badInput,
  forbidden,
  hasPermission,
  likeContains,
  lockReferencedRow,
  mapUniqueViolation,
  notFound,
  paginateQuery,
} from '@guide/platform';
import { MEDIA_FILE_KINDS, MEDIA_LIMITS, MediaFileKind, mediaFileSchema, mediaFolderSchema, validateWith } from '@guide/validation';
import { MediaFileEntity, MediaFolderEntity } from './media.entities';
import { mediaPrefix, mediaUrl, processUpload } from './media-files';
import type { MediaFileInput, QueryMediaFilesArgs } from '../generated/graphql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface MediaUsage {
  type: 'CONTENT' | 'PAGE' | 'MENU';
  contentType: string | null;
  title: string;
  adminPath: string;
}

@Injectable()
export class MediaLibraryService {
  private readonly logger = new Logger('MediaLibrary');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  folders(): Promise<MediaFolderEntity[]> {
    return this.dataSource.getRepository(MediaFolderEntity).createQueryBuilder('f').orderBy('lower(f.name)', 'ASC').addOrderBy('f.id', 'ASC').getMany();
  }

  /** File counts of these folders (one query for a whole list). */
  fileCounts(folderIds: readonly string[]): Promise<{ folderId: string; n: number }[]> {
    return this.dataSource.query('SELECT folder_id AS "folderId", count(*)::int AS n FROM media_file WHERE folder_id = ANY($1) GROUP BY folder_id', [
      folderIds,
    ]);
  }

  async createFolder(input: { name: string; parentId?: string | null }): Promise<MediaFolderEntity> {
    const name = this.folderName(input.name);
    const parentId = input.parentId ?? null;
    return this.dataSource.transaction(async (manager) => {
      if (parentId !== null) {
        // Locked until the folder is written: deleteMediaFolder then waits and finds it not empty.
        const depth = isUuid(parentId) && (await lockReferencedRow(manager, 'media_folder', parentId)) ? await this.depth(manager, parentId) : 0;
        if (!depth) throw badInput({ parentId: 'NOT_FOUND' });
        if (depth >= MEDIA_LIMITS.depth) throw badInput({ parentId: 'TOO_DEEP' });
      }
      const repo = manager.getRepository(MediaFolderEntity);
      return mapUniqueViolation(
        () => repo.save(repo.create({ name, parentId })),
        () => badInput({ name: 'NAME_TAKEN' }),
      );
    });
  }

  async renameFolder(id: string, rawName: string): Promise<MediaFolderEntity> {
    const name = this.folderName(rawName);
    const repo = this.dataSource.getRepository(MediaFolderEntity);
    const folder = isUuid(id) ? await repo.findOneBy({ id }) : null;
    if (!folder) throw notFound('Media folder');
    folder.name = name;
    return mapUniqueViolation(
      () => repo.save(folder),
      () => badInput({ name: 'NAME_TAKEN' }),
    );
  }

  async deleteFolder(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.dataSource.transaction(async (manager) => {
      const folder = await manager.getRepository(MediaFolderEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!folder) return false;
      const [{ used }] = await manager.query(
        'SELECT EXISTS (SELECT 1 FROM media_file WHERE folder_id = $1) OR EXISTS (SELECT 1 FROM media_folder WHERE parent_id = $1) AS used',
        [id],
      );
      if (used) throw badInput({ id: 'FOLDER_NOT_EMPTY' }, 'The folder still has files or folders');
      await manager.delete(MediaFolderEntity, { id });
      return true;
    });
  }

  list(args: QueryMediaFilesArgs) {
    const qb = this.dataSource.getRepository(MediaFileEntity).createQueryBuilder('m');
    if (args.folderId !== undefined && args.folderId !== null) {
      if (!isUuid(args.folderId)) throw badInput({ folderId: 'INVALID_ID' });
      qb.andWhere('m.folder_id = :folderId', { folderId: args.folderId });
    }
    if (args.kind) {
      if (!(MEDIA_FILE_KINDS as readonly string[]).includes(args.kind)) throw badInput({ kind: 'INVALID_CHOICE' });
      qb.andWhere('m.kind = :kind', { kind: args.kind });
    }
    const search = args.search?.trim();
    if (search) {
      qb.andWhere('(m.original_name ILIKE :pattern OR m.title ILIKE :pattern OR m.alt_text ILIKE :pattern OR m.alt_text_en ILIKE :pattern)', {
        pattern: likeContains(search),
      });
    }
    return paginateQuery(args, qb.orderBy('m.created_at', 'DESC').addOrderBy('m.id', 'ASC'));
  }

  byId(id: string): Promise<MediaFileEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(MediaFileEntity).findOneBy({ id }) : Promise.resolve(null);
  }

  /** Checks what the upload form says before the (possibly 10 MB) file is processed. */
  async assertFolder(folderId: string | null): Promise<void> {
    if (folderId === null) return;
    if (!isUuid(folderId) || !(await this.dataSource.getRepository(MediaFolderEntity).existsBy({ id: folderId }))) throw badInput({ folderId: 'NOT_FOUND' });
  }

  /**
   * Checks and stores an upload (re-encoded image variants, or the document as checked), then its row.
   * A row that cannot be written leaves no files behind.
   */
  async upload(data: Buffer, originalName: string, folderId: string | null, identity: Identity): Promise<MediaFileEntity> {
    await this.assertFolder(folderId);
    const id = randomUUID();
    const processed = await processUpload(id, data, originalName);
    try {
      for (const file of processed.files) await this.storage.put(file.key, file.data, file.contentType);
      return await this.dataSource.transaction(async (manager) => {
        // Checked again, locked: the folder may have been deleted while the file was processed.
        if (folderId !== null && !(await lockReferencedRow(manager, 'media_folder', folderId))) throw badInput({ folderId: 'NOT_FOUND' });
        const repo = manager.getRepository(MediaFileEntity);
        return repo.save(
          repo.create({
            id,
            folderId,
            originalName: originalName.slice(0, 255) || 'fichier',
            kind: processed.kind,
            mime: processed.mime,
            size: processed.size,
            width: processed.width,
            height: processed.height,
            storageKey: processed.storageKey,
            variantKeys: processed.variantKeys,
            createdBy: identity.kind === 'admin' ? identity.id : null,
            altText: null,
            altTextEn: null,
            title: null,
          }),
        );
      });
    } catch (error) {
      await this.removeFiles([id]);
      throw error;
    }
  }

  async update(id: string, input: MediaFileInput): Promise<MediaFileEntity> {
    const result = validateWith(mediaFileSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(MediaFileEntity);
      const file = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!file) throw notFound('Media file');
      // Only the fields sent change: the drawer saves texts and moves with separate calls.
      if (input.altText !== undefined) file.altText = result.value.altText;
      if (input.altTextEn !== undefined) file.altTextEn = result.value.altTextEn;
      if (input.title !== undefined) file.title = result.value.title;
      if (input.toRoot) file.folderId = null;
      else if (input.folderId !== undefined && input.folderId !== null) {
        // Locked until the move is written: deleteMediaFolder then waits and finds the folder not empty.
        if (!isUuid(input.folderId) || !(await lockReferencedRow(manager, 'media_folder', input.folderId))) throw badInput({ folderId: 'NOT_FOUND' });
        file.folderId = input.folderId;
      }
      return repo.save(file);
    });
  }

  /** More than one id also needs cms.media.mass-delete. Files still in use need `force`. */
  async delete(ids: string[], force: boolean, identity: Identity): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length > 1 && !hasPermission(identity, 'cms.media.mass-delete')) throw forbidden('Missing permission cms.media.mass-delete');
    if (unique.length > MEDIA_LIMITS.deleteBatch) throw badInput({ ids: 'TOO_MANY' });
    const valid = unique.filter(isUuid);
    if (!valid.length) return 0;
    const deleted = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.getRepository(MediaFileEntity).find({ where: { id: In(valid) }, lock: { mode: 'pessimistic_write' } });
      if (!rows.length) return [];
      if (!force) {
        for (const row of rows) if ((await this.usageOf(manager, row.id)).length) throw badInput({ ids: 'FILE_IN_USE' }, `${row.originalName} is still used`);
      }
      await manager.delete(MediaFileEntity, { id: In(rows.map((r) => r.id)) });
      return rows.map((r) => r.id);
    });
    // After the commit: a rolled-back deletion keeps its files.
    await this.removeFiles(deleted);
    return deleted.length;
  }

  usage(fileId: string): Promise<MediaUsage[]> {
    return this.usageOf(this.dataSource.manager, fileId);
  }

  /**
   * Where a file is used: every key of a file shares the prefix `/media/files/cms/media/{id}/`, so one
   * substring search covers the original and every variant, relative or absolute URLs alike.
   */
  private async usageOf(manager: EntityManager, fileId: string): Promise<MediaUsage[]> {
    const pattern = likeContains(mediaUrl(mediaPrefix(fileId)));
    const contents: { id: string; content_type: string; title: string }[] = await manager.query(
      `SELECT c.id, c.content_type, c.title FROM content c
        WHERE c.thumbnail_url LIKE $1 OR c.main_image_url LIKE $1 OR c.og_image_url LIKE $1 OR c.body LIKE $1 OR c.body_en LIKE $1
           OR EXISTS (SELECT 1 FROM content_field_value v WHERE v.content_id = c.id AND v.value LIKE $1)
        ORDER BY c.title, c.id`,
      [pattern],
    );
    const pageColumns: { column_name: string }[] = await manager.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'page'
         AND column_name IN ('body', 'blocks', 'thumbnail_url', 'main_image_url', 'og_image_url')`,
    );
    // The page builder's `blocks` and the page's images (migration 1700000003980): searched as text when they exist.
    const pageWhere = pageColumns.map((c) => `p.${c.column_name}::text LIKE $1`).join(' OR ') || 'false';
    const pages: { id: string; title: string }[] = await manager.query(`SELECT p.id, p.title FROM page p WHERE ${pageWhere} ORDER BY p.title, p.id`, [pattern]);
    const menus: { code: string; name: string }[] = await manager.query('SELECT code, name FROM menu WHERE items::text LIKE $1 ORDER BY name, code', [pattern]);
    return [
      ...contents.map(
        (c): MediaUsage => ({ type: 'CONTENT', contentType: c.content_type, title: c.title, adminPath: `/cms/contents/${c.content_type}/edit/${c.id}` }),
      ),
      ...pages.map((p): MediaUsage => ({ type: 'PAGE', contentType: null, title: p.title, adminPath: `/cms/pages/edit/${p.id}` })),
      ...menus.map((m): MediaUsage => ({ type: 'MENU', contentType: null, title: m.name, adminPath: `/cms/menus/${m.code}` })),
    ];
  }

  /** Storage failures are logged, not raised: the rows are gone and an orphan file harms nobody. */
  private async removeFiles(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.storage.deletePrefix(mediaPrefix(id));
      } catch (error) {
        this.logger.error(`could not remove the files of media ${id}: ${(error as Error).message}`);
      }
    }
  }

  private folderName(raw: string): string {
    const result = validateWith(mediaFolderSchema, { name: raw });
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value.name;
  }

  /** Levels from the root down to this folder (1 for a root folder), 0 when it does not exist. */
  private async depth(manager: EntityManager, folderId: string): Promise<number> {
    const rows: { depth: number }[] = await manager.query(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
         SELECT id, parent_id, 1 FROM media_folder WHERE id = $1
         UNION ALL SELECT f.id, f.parent_id, up.depth + 1 FROM media_folder f JOIN up ON f.id = up.parent_id WHERE up.depth < 20
       ) SELECT max(depth)::int AS depth FROM up`,
      [folderId],
    );
    return rows[0]?.depth ?? 0;
  }
}

export type { MediaFileKind };
