import { Module } from '@nestjs/common';
import { SettingsResolver } from './settings.resolver';
import { SettingsService } from './settings.service';

/** Settings › Configuration and › Locales: the settings groups, stored and published. Exports SettingsService (siteStatus reads the locales). */
@Module({
  providers: [SettingsService, SettingsResolver],
  exports: [SettingsService],
})
export class SettingsModule {}
