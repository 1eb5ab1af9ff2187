import { Module } from '@nestjs/common';
import { CityResolver, DepartmentResolver } from './geography.resolver';
import { GeographyService } from './geography.service';

/** Departments and communes (reference data) and their per-request loaders. */
@Module({
  providers: [GeographyService, DepartmentResolver, CityResolver],
  exports: [GeographyService],
})
export class GeographyModule {}
