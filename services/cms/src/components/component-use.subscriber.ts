import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';
import { componentIdsOf, type PageBlock } from '../pages/blocks';
import { BLOCK_OWNERS, expandedText, missingComponentErrors, readComponents } from './page-components.service';

interface BlocksRow {
  blocks?: PageBlock[] | null;
  body?: string | null;
}

/**
 * Pages (and contents) with Component blocks, whatever service method saves them: before the row is
 * written, the components it shows must exist (`blocks.N.componentId` NOT_FOUND) and are locked FOR KEY
 * SHARE (a concurrent delete then sees this use and refuses), and the row's `body` — the text site search
 * and excerpts read, which validation wrote from the blocks alone — gets the components' text too.
 * A TypeORM subscriber rather than a call in each service: pages.service.ts and contents stay unaware of
 * components, and a new way of saving a page cannot forget it. Raw SQL writes (none touch blocks) pass by.
 */
@Injectable()
export class ComponentUseSubscriber implements EntitySubscriberInterface {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async beforeInsert(event: InsertEvent<BlocksRow>): Promise<void> {
    await this.check(event.metadata.tableName, event.entity, event.manager);
  }

  async beforeUpdate(event: UpdateEvent<BlocksRow>): Promise<void> {
    await this.check(event.metadata.tableName, event.entity as BlocksRow | undefined, event.manager);
  }

  private async check(table: string, row: BlocksRow | undefined, manager: InsertEvent<BlocksRow>['manager']): Promise<void> {
    if (!row || !(BLOCK_OWNERS as readonly string[]).includes(table) || !Array.isArray(row.blocks)) return;
    const ids = componentIdsOf(row.blocks);
    if (!ids.length) return;
    const components = await readComponents(manager, ids, true);
    const refused = missingComponentErrors(row.blocks, components);
    if (refused) throw refused;
    row.body = expandedText(row.blocks, components);
  }
}
