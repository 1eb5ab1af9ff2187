import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentCustomer, RequireCustomer, type CustomerIdentity } from '@guide/platform';
import { GraphQLHttpContext, clientInfo } from '../security/client';
import { SessionCookies } from '../sessions/session-cookies';
import { PrivacyService } from './privacy.service';

@Resolver()
export class PrivacyResolver {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly cookies: SessionCookies,
  ) {}

  @Query('exportMyData')
  @RequireCustomer()
  exportMyData(@CurrentCustomer() customer: CustomerIdentity) {
    return this.privacy.exportData(customer.id);
  }

  @Mutation('deleteMyAccount')
  @RequireCustomer()
  async deleteMyAccount(@CurrentCustomer() customer: CustomerIdentity, @Args('currentPassword') currentPassword: string, @Context() ctx: GraphQLHttpContext) {
    await this.privacy.deleteAccount(customer.id, currentPassword, clientInfo(ctx));
    this.cookies.clear(ctx, 'customer');
    return true;
  }
}
