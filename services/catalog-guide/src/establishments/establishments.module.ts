import { Module } from '@nestjs/common';
import { GeographyModule } from '../geography/geography.module';
import { SearchModule } from '../search/search.module';
import { EstablishmentsResolver } from './establishments.resolver';
import { EstablishmentsService } from './establishments.service';
import { GuideCitiesResolver, GuideCitiesService } from './guide-cities';

/** The guide's establishments: back-office CRUD, public pages, towns with establishments. */
@Module({
  imports: [GeographyModule, SearchModule],
  providers: [EstablishmentsService, EstablishmentsResolver, GuideCitiesService, GuideCitiesResolver],
  exports: [EstablishmentsService],
})
export class EstablishmentsModule {}
