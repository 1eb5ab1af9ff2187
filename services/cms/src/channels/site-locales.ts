import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';

export interface LocaleStatus {
  /** `fr`, `en`: the default first. */
  enabledLocales: string[];
  defaultLocale: string;
}

/** What the registry's defaults say (packages/vocabulary/src/settings.ts): both languages, French the default. */
export const LOCALE_DEFAULTS: LocaleStatus = { enabledLocales: ['fr', 'en'], defaultLocale: 'fr' };

/**
 * The site's languages, as Settings › Locales holds them (the `locales` settings group). One place reads them so
 * the channel, siteStatus and the web server agree. The default is always listed, first.
 */
@Injectable()
export class SiteLocales {
  constructor(private readonly settings: SettingsService) {}

  async current(): Promise<LocaleStatus> {
    const values = await this.settings.values('locales');
    const defaultLocale = typeof values.defaultLocale === 'string' ? values.defaultLocale : LOCALE_DEFAULTS.defaultLocale;
    const enabled = Array.isArray(values.enabledLocales)
      ? values.enabledLocales.filter((l): l is string => typeof l === 'string')
      : LOCALE_DEFAULTS.enabledLocales;
    return { defaultLocale, enabledLocales: [defaultLocale, ...enabled.filter((l) => l !== defaultLocale)] };
  }
}
