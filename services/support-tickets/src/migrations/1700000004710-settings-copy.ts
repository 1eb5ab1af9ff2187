import { MigrationInterface, QueryRunner } from 'typeorm';
import { SETTINGS_COPY_TABLE, createSettingsCopyTable } from '@guide/platform';

/** The copy of the settings saved in the cms (cms.settings.changed): general.contactEmail and the emails sender are read from it. */
export class SettingsCopy1700000004710 implements MigrationInterface {
  name = 'SettingsCopy1700000004710';

  async up(q: QueryRunner): Promise<void> {
    await createSettingsCopyTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${SETTINGS_COPY_TABLE}`);
  }
}
