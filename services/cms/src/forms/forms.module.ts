import { Module } from '@nestjs/common';
import { FormsResolver } from './forms.resolver';
import { FormsService } from './forms.service';

/** The site's public forms (contact, join us, partner), the newsletter's double opt-in and their back-office lists. */
@Module({
  providers: [FormsService, FormsResolver],
  exports: [FormsService],
})
export class FormsModule {}
