import type { FieldErrors } from '@guide/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { badInput, conflict, escapeLike, mapUniqueViolation, paginateQuery, writeEvent, type Locale } from '@guide/platform';
import { ContestMessageKey as CK } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import { EditionsService, isEditionYear } from '../editions/editions.service';
import { FormThrottle, REGISTRATION_THROTTLE } from '../shared/form-throttle';
import { CONTEST_CATEGORIES } from './contest.constants';
import { ContestRegistrationEntity } from './registration.entity';
import { registrationsCsv } from './registrations-csv';
import { validateRegistration } from './registration.validation';
import type { ContestRegistrationInput, QueryContestRegistrationsArgs } from '../generated/graphql';

/** The SDL's bound on `search`. */
export const SEARCH_MAX_LENGTH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const alreadyRegistered = () => conflict('This email is already registered for this edition', { email: CK.ALREADY_REGISTERED });

/** Lower-case, accents removed (the column side is folded by contest_unaccent in SQL). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

@Injectable()
export class RegistrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly editions: EditionsService,
    private readonly throttle: FormThrottle,
  ) {}

  /**
   * Throttled like the contest's other public form (REGISTRATION_THROTTLE: per email and per client
   * address, every valid attempt counted, TOO_MANY_REQUESTS beyond), then stores the application to the
   * edition open now and, in the same transaction, the contest.registration.received event the mailer
   * confirms from (in the request's language). The edition stays locked until then, so it cannot be
   * deleted under the new registration.
   */
  async register(input: ContestRegistrationInput, context: { locale: Locale; address: string }): Promise<ContestRegistrationEntity> {
    const fields = validateRegistration(input);
    const { locale } = context;
    await this.throttle.hit(REGISTRATION_THROTTLE, { email: fields.email, address: context.address });
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const edition = await this.editions.openAt(this.editions.now(), manager, { lock: true });
          if (!edition) throw conflict('Registrations are closed', { edition: CK.REGISTRATION_CLOSED });
          if (await manager.existsBy(ContestRegistrationEntity, { edition: edition.year, email: fields.email })) throw alreadyRegistered();
          // A double click races the check above: the unique index answers the second.
          const saved = await manager.save(manager.create(ContestRegistrationEntity, { ...fields, edition: edition.year }));
          await writeEvent(manager, Events.contestRegistrationReceived, saved.id, {
            registrationId: saved.id,
            editionYear: saved.edition,
            category: saved.category,
            name: saved.name,
            establishmentName: saved.establishmentName,
            email: saved.email,
            phone: saved.phone,
            language: locale,
            receivedAt: saved.createdAt.toISOString(),
          });
          return saved;
        }),
      alreadyRegistered,
    );
  }

  async list(args: QueryContestRegistrationsArgs) {
    const fieldErrors: FieldErrors = {};
    if (args.edition != null && !isEditionYear(args.edition)) fieldErrors.edition = 'OUT_OF_RANGE';
    if (args.category != null && !CONTEST_CATEGORIES.includes(args.category)) fieldErrors.category = 'INVALID_CHOICE';
    const search = args.search?.trim() ?? '';
    if ([...search].length > SEARCH_MAX_LENGTH) fieldErrors.search = 'TOO_LONG';
    if (Object.keys(fieldErrors).length) throw badInput(fieldErrors);
    const qb = this.dataSource.getRepository(ContestRegistrationEntity).createQueryBuilder('r').orderBy('r.created_at', 'DESC').addOrderBy('r.id', 'ASC');
    if (args.edition != null) qb.andWhere('r.edition = :edition', { edition: args.edition });
    if (args.category != null) qb.andWhere('r.category = :category', { category: args.category });
    search
      .split(/\s+/)
      .filter(Boolean)
      .forEach((word, i) => qb.andWhere(`r.search_text LIKE :w${i}`, { [`w${i}`]: `%${escapeLike(fold(word))}%` }));
    return paginateQuery(args, qb);
  }

  byId(id: string): Promise<ContestRegistrationEntity | null> {
    return UUID.test(id) ? this.dataSource.getRepository(ContestRegistrationEntity).findOneBy({ id }) : Promise.resolve(null);
  }

  /** Winners chosen from a deleted registration stay, unlinked (ON DELETE SET NULL). */
  async remove(ids: string[]): Promise<number> {
    const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
    if (!valid.length) return 0;
    const result = await this.dataSource.getRepository(ContestRegistrationEntity).delete({ id: In(valid) });
    return result.affected ?? 0;
  }

  async exportCsv(year: number, locale: Locale): Promise<string> {
    const edition = await this.editions.get(year);
    const rows = await this.dataSource
      .getRepository(ContestRegistrationEntity)
      .find({ where: { edition: edition.year }, order: { category: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    return registrationsCsv(rows, locale);
  }
}
