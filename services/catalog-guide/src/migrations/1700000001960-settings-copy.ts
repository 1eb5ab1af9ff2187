import { MigrationInterface, QueryRunner } from 'typeorm';
import { SETTINGS_COPY_TABLE, createSettingsCopyTable } from '@guide/platform';

/** The copy of the settings saved in the cms (cms.settings.changed): catalog.* are read from it. */
export class SettingsCopy1700000001960 implements MigrationInterface {
  name = 'SettingsCopy1700000001960';

  async up(q: QueryRunner): Promise<void> {
    await createSettingsCopyTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${SETTINGS_COPY_TABLE}`);
  }
}
