import { Module } from '@nestjs/common';
import { RolesResolver } from './roles.resolver';
import { RolesService } from './roles.service';

/** Back-office roles and their permissions. */
@Module({
  providers: [RolesService, RolesResolver],
  exports: [RolesService],
})
export class RolesModule {}
