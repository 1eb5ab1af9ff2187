import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ChannelsResolver } from './channels.resolver';
import { ChannelsService } from './channels.service';
import { SiteLocales } from './site-locales';

/** Settings › Channels (maintenance mode) and the public siteStatus the web server polls. */
@Module({ imports: [SettingsModule], providers: [SiteLocales, ChannelsService, ChannelsResolver] })
export class ChannelsModule {}
