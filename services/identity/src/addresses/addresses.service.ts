import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not } from 'typeorm';
import { notFound } from '@guide/platform';
import { addressSchema, normalizeFrenchPhone } from '@guide/validation';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { AddressEntity, AddressType } from './address.entity';
import type { AddressInput } from '../generated/graphql';

/**
 * A customer's billing and delivery addresses. Each type has at most one default (a partial unique
 * index says so): the first address of a type becomes it, and deleting it promotes the newest other.
 */
@Injectable()
export class AddressesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(customerId: string, input: AddressInput): Promise<AddressEntity> {
    const value = this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(manager, customerId);
      const repo = manager.getRepository(AddressEntity);
      const hasDefault = await repo.existsBy({ customerId, type: value.type, isDefault: true });
      const isDefault = value.isDefault === true || !hasDefault;
      if (isDefault) await repo.update({ customerId, type: value.type, isDefault: true }, { isDefault: false });
      const address = repo.create({ ...value, customerId, isDefault });
      return repo.save(address);
    });
  }

  async update(customerId: string, id: string, input: AddressInput): Promise<AddressEntity> {
    const value = this.validate(input);
    return this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(manager, customerId);
      const repo = manager.getRepository(AddressEntity);
      const address = await this.own(manager, customerId, id);
      const previousType = address.type;
      const typeChanged = previousType !== value.type;
      const wasDefault = address.isDefault;
      // Left out, the flag keeps its value within the same type. An address cannot stop being the
      // default by itself: another one becomes the default instead.
      let isDefault = value.isDefault ?? (!typeChanged && wasDefault);
      if (!isDefault && !(await repo.existsBy({ customerId, type: value.type, isDefault: true, id: Not(address.id) }))) isDefault = true;
      if (isDefault) await repo.update({ customerId, type: value.type, isDefault: true, id: Not(address.id) }, { isDefault: false });
      Object.assign(address, value, { isDefault });
      await repo.save(address);
      if (wasDefault && typeChanged) await this.promoteDefault(manager, customerId, previousType);
      return address;
    });
  }

  async remove(customerId: string, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(manager, customerId);
      const address = await this.own(manager, customerId, id);
      await manager.getRepository(AddressEntity).delete({ id: address.id });
      if (address.isDefault) await this.promoteDefault(manager, customerId, address.type);
      return true;
    });
  }

  private validate(input: AddressInput) {
    const value = validateInput(addressSchema, input);
    const phone = value.phone && value.country === 'FR' ? normalizeFrenchPhone(value.phone) : (value.phone ?? null);
    return {
      type: value.type as AddressType,
      firstName: value.firstName,
      lastName: value.lastName,
      company: value.company ?? null,
      street: value.street,
      additionalAddress: value.additionalAddress ?? null,
      postalCode: value.postalCode,
      city: value.city,
      country: value.country,
      phone,
      isDefault: value.isDefault ?? null,
    };
  }

  /** Serialises a customer's address changes, so two requests cannot both make a default. */
  private async lockCustomer(manager: EntityManager, customerId: string): Promise<void> {
    // Staff name the customer (the back office's addresses tab): a malformed or erased one is not found.
    if (!isUuid(customerId)) throw notFound('Customer');
    const rows = await manager.query('SELECT id FROM customer WHERE id = $1 AND erased_at IS NULL FOR UPDATE', [customerId]);
    if (!rows.length) throw notFound('Customer');
  }

  private async own(manager: EntityManager, customerId: string, id: string): Promise<AddressEntity> {
    const address = isUuid(id) ? await manager.getRepository(AddressEntity).findOneBy({ id, customerId }) : null;
    if (!address) throw notFound('Address');
    return address;
  }

  private async promoteDefault(manager: EntityManager, customerId: string, type: AddressType): Promise<void> {
    await manager.query(
      `UPDATE address SET is_default = true WHERE id = (
         SELECT id FROM address WHERE customer_id = $1 AND type = $2 ORDER BY created_at DESC, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM address WHERE customer_id = $1 AND type = $2 AND is_default)`,
      [customerId, type],
    );
  }
}
