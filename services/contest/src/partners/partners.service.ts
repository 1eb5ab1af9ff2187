import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MEDIA_STORAGE, MediaStorage, badInput, loadGroupsByKey, notFound, paginate, perRequest, writeEvent, type Locale } from '@guide/platform';
import { ContestMessageKey as CK, contestPartnerSchema, partnerFormSchema, validateWith } from '@guide/validation';
import { Events } from '@guide/proto-schemas';
import { EditionsService } from '../editions/editions.service';
import { FormThrottle, PARTNER_APPLICATION_THROTTLE } from '../shared/form-throttle';
import { ContestPartnerApplicationEntity, ContestPartnerEntity } from './partner.entity';
import { partnerLogoKey, processLogo } from './partner-logo';
import type { ContestPartnerInput, PartnerFormInput } from '../generated/graphql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PartnersService {
  private readonly logger = new Logger('ContestPartners');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly editions: EditionsService,
    private readonly throttle: FormThrottle,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(ContestPartnerEntity);
  }

  /** Every edition's partners of one request in one query, in display order. */
  readonly loaders = perRequest(() => ({
    byEdition: loadGroupsByKey<number, ContestPartnerEntity>(
      (years) =>
        this.repo
          .createQueryBuilder('p')
          .where('p.edition = ANY(:years)', { years })
          .orderBy('p.edition')
          .addOrderBy('p.position')
          .addOrderBy('p.created_at')
          .getMany(),
      (p) => p.edition,
    ),
  }));

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<ContestPartnerEntity> {
    const partner = UUID.test(id) ? await manager.findOneBy(ContestPartnerEntity, { id }) : null;
    if (!partner) throw notFound('Contest partner');
    return partner;
  }

  async create(year: number, input: ContestPartnerInput): Promise<ContestPartnerEntity> {
    const fields = this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      // Serialises appends to one edition, so two creations do not take the same position (and the
      // edition cannot be deleted under the new partner: NOT_FOUND when it went first).
      const edition = await this.editions.lock(year, manager);
      const [{ next }] = await manager.query('SELECT coalesce(max(position) + 1, 0)::int AS next FROM contest_partner WHERE edition = $1', [edition.year]);
      return manager.save(manager.create(ContestPartnerEntity, { ...fields, edition: edition.year, logoKey: null, position: next }));
    });
  }

  async update(id: string, input: ContestPartnerInput): Promise<ContestPartnerEntity> {
    const fields = this.validate(input);
    const partner = await this.get(id);
    await this.repo.update({ id: partner.id }, fields);
    return { ...partner, ...fields };
  }

  async remove(id: string): Promise<boolean> {
    const partner = await this.get(id);
    await this.repo.delete({ id: partner.id });
    await this.media.deletePrefix(`contest-partners/${partner.id}/`).catch((e: Error) => this.logger.warn(`logo of ${partner.id} not removed: ${e.message}`));
    return true;
  }

  async reorder(year: number, ids: string[]): Promise<ContestPartnerEntity[]> {
    return this.dataSource.transaction(async (manager) => {
      const edition = await this.editions.lock(year, manager);
      const partners = await manager.find(ContestPartnerEntity, { where: { edition: edition.year } });
      const known = new Set(partners.map((p) => p.id));
      const given = ids.map((id) => id.toLowerCase());
      if (given.length !== known.size || new Set(given).size !== given.length || !given.every((id) => known.has(id))) {
        throw badInput({ ids: CK.IDS_MISMATCH }, 'List every partner of the edition once');
      }
      for (const [position, id] of given.entries()) await manager.update(ContestPartnerEntity, { id }, { position });
      const byId = new Map(partners.map((p) => [p.id, p]));
      return given.map((id, position) => ({ ...byId.get(id)!, position }));
    });
  }

  /** Checks and re-encodes the logo, stores it, then replaces (and deletes) the previous one. */
  async uploadLogo(id: string, data: Buffer): Promise<ContestPartnerEntity> {
    const partner = await this.get(id);
    const webp = await processLogo(data);
    const key = partnerLogoKey(partner.id);
    await this.media.put(key, webp, 'image/webp');
    const previous = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query('SELECT logo_key FROM contest_partner WHERE id = $1 FOR UPDATE', [partner.id]);
      if (!row) return undefined;
      await manager.update(ContestPartnerEntity, { id: partner.id }, { logoKey: key });
      return (row.logo_key as string | null) ?? null;
    });
    if (previous === undefined) {
      // Deleted while uploading: the new file has no owner.
      await this.media.delete(key).catch(() => undefined);
      throw notFound('Contest partner');
    }
    if (previous) await this.media.delete(previous).catch((e: Error) => this.logger.warn(`old logo ${previous} not removed: ${e.message}`));
    return { ...partner, logoKey: key };
  }

  /** Who may upload is decided before the body is read (the gateway checked the permission too). */
  async assertExists(id: string): Promise<void> {
    await this.get(id);
  }

  applications(args: { first?: number | null; after?: string | null }) {
    return paginate(args, (page) =>
      this.dataSource.getRepository(ContestPartnerApplicationEntity).findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, ...page }),
    );
  }

  /**
   * "Become a partner": validated, throttled per email and per client address, stored with the
   * contest.partner.applied event (the mailer tells the organisers and acknowledges the applicant).
   */
  async apply(input: PartnerFormInput, context: { locale: Locale; address: string }): Promise<boolean> {
    // A filled honeypot is a robot: answered like anyone, nothing stored nor mailed.
    if (typeof input.website === 'string' && input.website.trim() !== '') return true;
    const result = validateWith(partnerFormSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    const fields = result.value;
    await this.throttle.hit(PARTNER_APPLICATION_THROTTLE, { email: fields.email, address: context.address });
    await this.dataSource.transaction(async (manager) => {
      const edition = await this.editions.openAt(this.editions.now(), manager, { lock: true });
      const saved = await manager.save(
        manager.create(ContestPartnerApplicationEntity, { ...fields, edition: edition?.year ?? null, language: context.locale }),
      );
      await writeEvent(manager, Events.contestPartnerApplied, saved.id, {
        applicationId: saved.id,
        editionYear: saved.edition ?? 0,
        name: saved.name,
        email: saved.email,
        company: saved.company,
        language: context.locale,
        appliedAt: saved.createdAt.toISOString(),
      });
    });
    return true;
  }

  private validate(input: ContestPartnerInput) {
    const result = validateWith(contestPartnerSchema, input);
    if (!result.ok) throw badInput(result.fieldErrors);
    return result.value;
  }
}
