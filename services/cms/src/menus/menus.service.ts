import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, conflict, insertNew, notFound } from '@guide/platform';
import { MENU_LIMITS, MessageKey as K, ServerMessageKey, validateMenuItems, type MenuItemValue } from '@guide/validation';
import { isSlug } from '@guide/vocabulary';
import { REQUIRED_MENUS } from '../migrations/1700000003300-menus';
import { MenuEntity } from './menu.entity';
import type { NavigationMenuInput } from '../generated/graphql';

/** Lookups are case-insensitive: codes are stored lower-case. */
const normalCode = (code: string) => code.trim().toLowerCase();

function checkName(name: string): string {
  const value = name.trim();
  if (!value) throw badInput({ name: K.REQUIRED });
  if (value.length > MENU_LIMITS.name) throw badInput({ name: K.TOO_LONG });
  return value;
}

@Injectable()
export class MenusService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(MenuEntity);
  }

  byCode(code: string): Promise<MenuEntity | null> {
    return this.repo.findOneBy({ code: normalCode(code) });
  }

  list(): Promise<MenuEntity[]> {
    return this.repo.createQueryBuilder('m').orderBy('lower(m.name)', 'ASC').addOrderBy('m.code', 'ASC').getMany();
  }

  async create(input: NavigationMenuInput): Promise<MenuEntity> {
    const code = normalCode(input.code);
    const errors: FieldErrors = {};
    if (!code) errors.code = K.REQUIRED;
    else if (!isSlug(code)) errors.code = K.SLUG_INVALID;
    const name = input.name.trim();
    if (!name) errors.name = K.REQUIRED;
    else if (name.length > MENU_LIMITS.name) errors.name = K.TOO_LONG;
    if (Object.keys(errors).length) throw badInput(errors);
    const taken = () => conflict('A menu already has this code', { code: ServerMessageKey.CODE_TAKEN });
    if (await this.repo.existsBy({ code })) throw taken();
    return insertNew(this.repo, this.repo.create({ code, name, items: [] }), taken);
  }

  /** The whole tree is replaced in one UPDATE: readers see the old tree or the new one, never a mix. */
  async setItems(code: string, items: MenuItemValue[]): Promise<MenuEntity> {
    const result = validateMenuItems(items);
    if (!result.ok) throw badInput(result.fieldErrors);
    return this.updateAndRead('UPDATE menu SET items = $2::jsonb WHERE code = $1 RETURNING code', [normalCode(code), JSON.stringify(result.items)]);
  }

  async rename(code: string, name: string): Promise<MenuEntity> {
    const value = checkName(name);
    return this.updateAndRead('UPDATE menu SET name = $2 WHERE code = $1 RETURNING code', [normalCode(code), value]);
  }

  /**
   * The update and the menu it answers with in one transaction: the row stays locked in between, so a
   * deleteMenu racing it waits instead of leaving the mutation a null Menu to return. NOT_FOUND when gone.
   */
  private updateAndRead(sql: string, parameters: unknown[]): Promise<MenuEntity> {
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [{ code: string }[], number] = await manager.query(sql, parameters);
      if (!rows.length) throw notFound('Menu');
      return manager.getRepository(MenuEntity).findOneByOrFail({ code: rows[0].code });
    });
  }

  async delete(code: string): Promise<boolean> {
    const key = normalCode(code);
    if ((REQUIRED_MENUS as readonly string[]).includes(key))
      throw badInput({ code: ServerMessageKey.MENU_REQUIRED }, 'The header and footer menus cannot be deleted');
    const [, affected] = await this.dataSource.query('DELETE FROM menu WHERE code = $1', [key]);
    return affected > 0;
  }
}
