import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, loadByKey, mapUniqueViolation, notFound, perRequest, sqlState } from '@guide/platform';
import { CONTEST_LIMITS, ContestMessageKey as CK, contestEditionSchema, validateWith } from '@guide/validation';
import { ContestClock } from '../shared/clock';
import { ContestEditionEntity } from './edition.entity';
import type { ContestEditionInput } from '../generated/graphql';

/** A year the API could name (2000–2100); anything else has no edition. */
export const isEditionYear = (year: unknown): year is number =>
  typeof year === 'number' && Number.isInteger(year) && year >= CONTEST_LIMITS.yearMin && year <= CONTEST_LIMITS.yearMax;

const yearTaken = () => conflict('An edition of this year exists', { year: CK.YEAR_TAKEN });
const overlap = () => badInput({ opensAt: CK.DATES_OVERLAP }, 'The period overlaps another edition');
const hasRegistrations = () => conflict('This edition has registrations', { year: CK.HAS_REGISTRATIONS });

@Injectable()
export class EditionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: ContestClock,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(ContestEditionEntity);
  }

  now(): Date {
    return this.clock.now();
  }

  list(): Promise<ContestEditionEntity[]> {
    return this.repo.find({ order: { year: 'DESC' } });
  }

  byYear(year: number): Promise<ContestEditionEntity | null> {
    return isEditionYear(year) ? this.repo.findOneBy({ year }) : Promise.resolve(null);
  }

  async get(year: number, manager: EntityManager = this.dataSource.manager): Promise<ContestEditionEntity> {
    const edition = isEditionYear(year) ? await manager.findOneBy(ContestEditionEntity, { year }) : null;
    if (!edition) throw notFound('Contest edition');
    return edition;
  }

  /**
   * The edition taking registrations now (periods never overlap: at most one). With `lock` (in the
   * transaction writing a registration or an application to it), it stays locked FOR KEY SHARE until that
   * transaction ends: deleteContestEdition waits for the write and sees it, or came first and there is no
   * open edition here, never a foreign-key error.
   */
  openAt(now: Date = this.now(), manager: EntityManager = this.dataSource.manager, options: { lock?: boolean } = {}): Promise<ContestEditionEntity | null> {
    const qb = manager.getRepository(ContestEditionEntity).createQueryBuilder('e').where('e.opens_at <= :now AND :now < e.closes_at', { now });
    return (options.lock ? qb.setLock('for_key_share') : qb).getOne();
  }

  /**
   * The edition locked FOR UPDATE until the transaction ends, or NOT_FOUND: what writes its partners or
   * winners (or deletes it) start with, so a delete and a child written to it wait for each other
   * instead of the child failing on the foreign key.
   */
  async lock(year: number, manager: EntityManager): Promise<ContestEditionEntity> {
    const edition = isEditionYear(year) ? await manager.findOne(ContestEditionEntity, { where: { year }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!edition) throw notFound('Contest edition');
    return edition;
  }

  upcoming(now: Date = this.now()): Promise<ContestEditionEntity | null> {
    return this.repo.createQueryBuilder('e').where('e.opens_at > :now', { now }).orderBy('e.opens_at', 'ASC').getOne();
  }

  async create(input: ContestEditionInput): Promise<ContestEditionEntity> {
    const fields = this.validate(input);
    return this.write(async (manager) => {
      if (await manager.existsBy(ContestEditionEntity, { year: fields.year })) throw yearTaken();
      await this.assertNoOverlap(manager, fields, null);
      return manager.save(manager.create(ContestEditionEntity, { ...fields, winnersPublishedAt: null }));
    });
  }

  async update(year: number, input: ContestEditionInput): Promise<ContestEditionEntity> {
    const fields = this.validate(input);
    return this.write(async (manager) => {
      const edition = await this.lock(year, manager);
      if (fields.year !== edition.year) {
        if (await manager.existsBy(ContestEditionEntity, { year: fields.year })) throw yearTaken();
        if (await this.hasRegistrations(manager, edition.year)) throw badInput({ year: CK.HAS_REGISTRATIONS }, 'An edition with registrations keeps its year');
      }
      await this.assertNoOverlap(manager, fields, edition.year);
      // The year is the key: winners and partners follow it (ON UPDATE CASCADE).
      await manager.update(ContestEditionEntity, { year: edition.year }, fields);
      return this.get(fields.year, manager);
    });
  }

  async remove(year: number): Promise<boolean> {
    return this.write(async (manager) => {
      // Locked first: a registration being written to it commits before the check below sees it.
      const edition = await this.lock(year, manager);
      if (await this.hasRegistrations(manager, edition.year)) throw hasRegistrations();
      await manager.delete(ContestEditionEntity, { year: edition.year });
      return true;
    });
  }

  /** Registrations per edition, one grouped query per request (no query per edition). */
  readonly loaders = perRequest(() => ({
    registrationCount: loadByKey<number, { edition: number; n: number }, number, number>(
      (years) => this.dataSource.query('SELECT edition, count(*)::int AS n FROM contest_registration WHERE edition = ANY($1::int[]) GROUP BY edition', [years]),
      (row) => row.edition,
      { value: (row) => row.n, missing: 0 },
    ),
  }));

  private validate(input: ContestEditionInput) {
    const result = validateWith(contestEditionSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }

  private async hasRegistrations(manager: EntityManager, year: number): Promise<boolean> {
    const [row] = await manager.query('SELECT EXISTS (SELECT 1 FROM contest_registration WHERE edition = $1) AS has', [year]);
    return row.has === true;
  }

  private async assertNoOverlap(manager: EntityManager, period: { opensAt: Date; closesAt: Date }, except: number | null): Promise<void> {
    const [row] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM contest_edition
         WHERE tstzrange(opens_at, closes_at, '[)') && tstzrange($1, $2, '[)') AND year IS DISTINCT FROM $3) AS overlaps`,
      [period.opensAt, period.closesAt, except],
    );
    if (row.overlaps === true) throw overlap();
  }

  /**
   * One transaction, edition writes one at a time (advisory lock, taken first): the year and overlap
   * checks then see every other write, and two overlapping periods never deadlock on the exclusion
   * constraint. The constraints stay, and answer anything written around this service (plain SQL, a
   * registration racing a delete) with the same errors as the checks.
   */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await mapUniqueViolation(
        () =>
          this.dataSource.transaction(async (manager) => {
            await manager.query(`SELECT pg_advisory_xact_lock(hashtext('contest.editions'))`);
            return work(manager);
          }),
        yearTaken,
      );
    } catch (error) {
      const { code } = sqlState(error);
      if (code === '23P01') throw overlap(); // exclusion constraint: the period overlaps another
      if (code === '23503') throw hasRegistrations(); // a registration still points at the edition
      throw error;
    }
  }
}
