import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, conflict, mapUniqueViolation, paginate } from '@guide/platform';
import { ContestEditionEntity, ContestRegistrationEntity } from './registration.entity';
import { ContestRegistrationInput, validateRegistration } from './registration.validation';

export interface RegistrationListArgs {
  edition?: number | null;
  first?: number | null;
  after?: string | null;
}

const alreadyRegistered = () => conflict('This email is already registered for this edition', { email: 'ALREADY_REGISTERED' });

@Injectable()
export class RegistrationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The most recent open edition; the table normally holds at most one. */
  openEdition(): Promise<ContestEditionEntity | null> {
    return this.dataSource.getRepository(ContestEditionEntity).findOne({ where: { open: true }, order: { year: 'DESC' } });
  }

  async register(input: ContestRegistrationInput): Promise<ContestRegistrationEntity> {
    const fields = validateRegistration(input);
    const edition = await this.openEdition();
    if (!edition) throw conflict('Registrations are closed', { edition: 'REGISTRATION_CLOSED' });
    const repo = this.dataSource.getRepository(ContestRegistrationEntity);
    if (await repo.existsBy({ edition: edition.year, email: fields.email })) throw alreadyRegistered();
    // A double click races the check above: the unique index answers the second.
    return mapUniqueViolation(() => repo.save(repo.create({ ...fields, edition: edition.year })), alreadyRegistered);
  }

  async list(args: RegistrationListArgs) {
    if (args.edition != null && !(Number.isInteger(args.edition) && args.edition >= 2000 && args.edition <= 2100)) throw badInput({ edition: 'OUT_OF_RANGE' });
    const where = args.edition != null ? { edition: args.edition } : {};
    return paginate(args, (page) => this.dataSource.getRepository(ContestRegistrationEntity).findAndCount({ where, order: { createdAt: 'DESC', id: 'ASC' }, ...page }));
  }
}
