import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { conflict, likeContains, notFound, mapUniqueViolation, paginateQuery } from '@guide/platform';
import { ServerMessageKey, SupplierValues, normalizeEmail, normalizeFrenchPhone, normalizeSiret, normalizeWebsite, supplierSchema } from '@guide/validation';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { SupplierEntity } from './supplier.entity';
import type { QuerySuppliersArgs, SupplierInput } from '../generated/graphql';

@Injectable()
export class SuppliersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  byId(id: string): Promise<SupplierEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(SupplierEntity).findOneBy({ id }) : Promise.resolve(null);
  }

  async list(args: QuerySuppliersArgs) {
    const qb = this.dataSource.getRepository(SupplierEntity).createQueryBuilder('s');
    const search = args.search?.trim();
    if (search) {
      const pattern = likeContains(search);
      const conditions = ['s.name ILIKE :pattern', 's.contact_name ILIKE :pattern', 's.email ILIKE :pattern'];
      // Digits (spaces and dots allowed, like a SIRET is written) also search the SIRET.
      const digits = search.replace(/[\s.]/g, '');
      if (/^\d+$/.test(digits)) conditions.push('s.siret LIKE :siret');
      qb.where(`(${conditions.join(' OR ')})`, { pattern, siret: `%${digits}%` });
    }
    return paginateQuery(args, qb.orderBy('lower(s.name)', 'ASC').addOrderBy('s.id', 'ASC'));
  }

  async create(input: SupplierInput): Promise<SupplierEntity> {
    const value = validateInput(supplierSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          await this.assertNameFree(manager, value.name);
          const repo = manager.getRepository(SupplierEntity);
          return repo.save(repo.create({ ...cleaned(value), active: value.active ?? true }));
        }),
      supplierExists,
    );
  }

  async update(id: string, input: SupplierInput): Promise<SupplierEntity> {
    const value = validateInput(supplierSchema, input);
    return mapUniqueViolation(
      () =>
        this.dataSource.transaction(async (manager) => {
          const repo = manager.getRepository(SupplierEntity);
          const supplier = isUuid(id) ? await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
          if (!supplier) throw notFound('Supplier');
          await this.assertNameFree(manager, value.name, supplier.id);
          Object.assign(supplier, { ...cleaned(value), active: value.active ?? supplier.active });
          return repo.save(supplier);
        }),
      supplierExists,
    );
  }

  async remove(id: string): Promise<boolean> {
    const result = isUuid(id) ? await this.dataSource.getRepository(SupplierEntity).delete({ id }) : { affected: 0 };
    if (!result.affected) throw notFound('Supplier');
    return true;
  }

  private async assertNameFree(manager: EntityManager, name: string, selfId?: string): Promise<void> {
    const rows = await manager.query('SELECT 1 FROM supplier WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, selfId ?? null]);
    if (rows.length) throw supplierExists();
  }
}

/** The stored forms of the shared rules: lower-case e-mail, E.164 phone, SIRET digits, normalised URL. */
function cleaned(value: SupplierValues) {
  return {
    name: value.name,
    contactName: value.contactName ?? null,
    email: value.email ? normalizeEmail(value.email) : null,
    phone: value.phone ? normalizeFrenchPhone(value.phone) : null,
    siret: value.siret ? normalizeSiret(value.siret) : null,
    website: value.website ? normalizeWebsite(value.website) : null,
    address: value.address ?? null,
    notes: value.notes ?? null,
  };
}

function supplierExists() {
  return conflict('A supplier with this name already exists', { name: ServerMessageKey.SUPPLIER_EXISTS });
}
