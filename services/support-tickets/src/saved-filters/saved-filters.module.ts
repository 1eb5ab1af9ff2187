import { Module } from '@nestjs/common';
import { SavedFiltersResolver } from './saved-filters.resolver';
import { SavedFiltersService } from './saved-filters.service';

/** Named ticket-list filters, per staff member. */
@Module({ providers: [SavedFiltersService, SavedFiltersResolver] })
export class SavedFiltersModule {}
