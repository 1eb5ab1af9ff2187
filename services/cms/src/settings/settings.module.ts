import { Global, Module } from '@nestjs/common';
import { SETTINGS_SOURCE } from '@guide/platform';
import { SettingsResolver } from './settings.resolver';
import { SettingsService } from './settings.service';

/**
 * Settings › Configuration and › Locales: the settings groups, stored and published. Global: SettingsService
 * is what the cms's readers use (siteStatus the locales, forms the contact address), and the
 * `SETTINGS_SOURCE` the platform's mailer reads the sender from (services/platform/src/settings).
 */
@Global()
@Module({
  providers: [SettingsService, SettingsResolver, { provide: SETTINGS_SOURCE, useExisting: SettingsService }],
  exports: [SettingsService, SETTINGS_SOURCE],
})
export class SettingsModule {}
