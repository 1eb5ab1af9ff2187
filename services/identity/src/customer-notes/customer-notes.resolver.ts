import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import { CustomerEntity } from '../customers/customer.entity';
import { CustomerNoteEntity } from './customer-note.entity';
import { CustomerNotesService } from './customer-notes.service';

@Resolver('CustomerNote')
export class CustomerNotesResolver {
  constructor(private readonly notes: CustomerNotesService) {}

  @Mutation('addCustomerNote')
  @RequirePermission('users.customers.notes')
  add(@Args('customerId') customerId: string, @Args('body') body: string, @CurrentIdentity() identity: Identity) {
    return this.notes.add(customerId, body, identity);
  }

  @Mutation('deleteCustomerNote')
  @RequirePermission('users.customers.notes')
  remove(@Args('id') id: string) {
    return this.notes.remove(id);
  }

  @ResolveField('authorId')
  authorId(@Parent() note: CustomerNoteEntity) {
    return note.adminId;
  }

  @ResolveField('authorName')
  authorName(@Parent() note: CustomerNoteEntity, @Context() ctx: object) {
    return this.notes.authorName(note, ctx);
  }
}

/** `Customer.notes`: staff with users.customers.view only; [] for the customer's own `me` and everyone else. */
@Resolver('Customer')
export class CustomerNotesFieldResolver {
  constructor(private readonly notes: CustomerNotesService) {}

  @ResolveField('notes')
  notesOf(@Parent() customer: CustomerEntity, @CurrentIdentity() identity: Identity, @Context() ctx: object) {
    return this.notes.notesOf(customer.id, identity, ctx);
  }
}
