import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Identity, hasPermission, notFound, unauthenticated, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { customerNoteSchema } from '@guide/validation';
import { AdminEntity } from '../admins/admin.entity';
import { isUuid } from '../ids';
import { validateInput } from '../validate-input';
import { CustomerNoteEntity } from './customer-note.entity';

/** Who may read notes: staff who may see the customer's detail. Customers never see them, not even their own. */
export const NOTES_READ_PERMISSION = 'users.customers.view';

@Injectable()
export class CustomerNotesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A customer's notes, newest first, for a caller who may read them; [] for anyone else. */
  notesOf(customerId: string, identity: Identity, context: object): Promise<CustomerNoteEntity[]> {
    if (identity.kind !== 'admin' || !hasPermission(identity, NOTES_READ_PERMISSION)) return Promise.resolve([]);
    return this.loaders(context).notes.load(customerId);
  }

  async add(customerId: string, body: string, identity: Identity): Promise<CustomerNoteEntity> {
    const value = validateInput(customerNoteSchema, { body });
    if (identity.kind !== 'admin') throw unauthenticated();
    return this.dataSource.transaction(async (manager) => {
      // An erased account is gone for staff, and its notes were deleted with it: a note for it is refused. Key-share
      // locked until the note is written, so an erasure running meanwhile (FOR UPDATE) either ends first and is seen
      // here, or waits and deletes this note too.
      const live: unknown[] = isUuid(customerId)
        ? await manager.query('SELECT 1 FROM customer WHERE id = $1 AND erased_at IS NULL FOR KEY SHARE', [customerId])
        : [];
      if (!live.length) throw notFound('Customer');
      // A valid token can outlive its account by up to one access-token lifetime.
      // Locked until the note is written: an administrator deleted meanwhile is gone here, never a foreign-key error.
      const author = isUuid(identity.id)
        ? await manager.getRepository(AdminEntity).findOne({ where: { id: identity.id }, lock: { mode: 'for_key_share' } })
        : null;
      if (!author) throw unauthenticated();
      const repo = manager.getRepository(CustomerNoteEntity);
      return repo.save(repo.create({ customerId, adminId: author.id, authorName: fullName(author), body: value.body }));
    });
  }

  async remove(id: string): Promise<boolean> {
    const result = isUuid(id) ? await this.dataSource.getRepository(CustomerNoteEntity).delete({ id }) : { affected: 0 };
    if (!result.affected) throw notFound('Customer note');
    return true;
  }

  /** The author's current name, or the one stored with the note once the account is gone. */
  async authorName(note: CustomerNoteEntity, context: object): Promise<string> {
    const current = note.adminId ? await this.loaders(context).authorName.load(note.adminId) : null;
    return current ?? note.authorName;
  }

  /** One loader set per GraphQL request: the notes of a page of customers, and their authors, in two queries. */
  private readonly loaders = perRequest(() => ({
    notes: loadGroupsByKey(
      (customerIds: string[]) =>
        this.dataSource.getRepository(CustomerNoteEntity).find({ where: { customerId: In(customerIds) }, order: { createdAt: 'DESC', id: 'ASC' } }),
      (r) => r.customerId,
    ),
    authorName: loadByKey(
      (adminIds: string[]) =>
        this.dataSource.getRepository(AdminEntity).find({ select: { id: true, firstName: true, lastName: true }, where: { id: In(adminIds) } }),
      (a) => a.id,
      { value: fullName },
    ),
  }));
}

function fullName(admin: Pick<AdminEntity, 'firstName' | 'lastName'>): string {
  return `${admin.firstName} ${admin.lastName}`.trim();
}
