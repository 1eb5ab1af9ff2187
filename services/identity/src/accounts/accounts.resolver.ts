import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireCustomer, CurrentCustomer, SettingsReader, type CustomerIdentity } from '@guide/platform';
import { GraphQLHttpContext, clientInfo } from '../security/client';
import { SessionCookies, toAuthSession } from '../sessions/session-cookies';
import { AccountsService } from './accounts.service';
import type { RegisterInput } from '../generated/graphql';

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly cookies: SessionCookies,
    private readonly settings: SettingsReader,
  ) {}

  /** Public: the storefront hides the professional choice while customers.allowProfessionalAccounts is off. */
  @Query('registrationOptions')
  registrationOptions() {
    return { professionalAccounts: this.settings.get('customers', 'allowProfessionalAccounts') };
  }

  @Mutation('register')
  register(@Args('input') input: RegisterInput, @Context() ctx: GraphQLHttpContext) {
    return this.accounts.register(input, clientInfo(ctx));
  }

  @Mutation('verifyEmail')
  verifyEmail(@Args('token') token: string) {
    return this.accounts.verifyEmail(token);
  }

  @Mutation('resendVerificationEmail')
  resendVerificationEmail(@Args('email') email: string, @Context() ctx: GraphQLHttpContext) {
    return this.accounts.resendVerificationEmail(email, clientInfo(ctx));
  }

  @Mutation('login')
  async login(
    @Args('email') email: string,
    @Args('password') password: string,
    @Args('rememberMe') rememberMe: boolean | null,
    @Context() ctx: GraphQLHttpContext,
  ) {
    const session = await this.accounts.login(email, password, rememberMe === true, clientInfo(ctx));
    this.cookies.set(ctx, session);
    return toAuthSession(session, ctx);
  }

  @Mutation('refreshSession')
  async refreshSession(@Args('refreshToken') refreshToken: string | null, @Context() ctx: GraphQLHttpContext) {
    try {
      const session = await this.accounts.refresh(this.cookies.refreshToken(ctx, 'customer', refreshToken), clientInfo(ctx));
      this.cookies.set(ctx, session);
      return toAuthSession(session, ctx);
    } catch (error) {
      this.cookies.clear(ctx, 'customer'); // a dead session's cookies only cause more failed refreshes
      throw error;
    }
  }

  @Mutation('logout')
  async logout(@Args('refreshToken') refreshToken: string | null, @Context() ctx: GraphQLHttpContext) {
    await this.accounts.logout(this.cookies.refreshToken(ctx, 'customer', refreshToken));
    this.cookies.clear(ctx, 'customer');
    return true;
  }

  @Mutation('requestPasswordReset')
  requestPasswordReset(@Args('email') email: string, @Context() ctx: GraphQLHttpContext) {
    return this.accounts.requestPasswordReset(email, clientInfo(ctx));
  }

  @Mutation('resetPassword')
  resetPassword(@Args('token') token: string, @Args('password') password: string, @Args('passwordConfirmation') passwordConfirmation: string) {
    return this.accounts.resetPassword(token, password, passwordConfirmation);
  }

  @Mutation('changePassword')
  @RequireCustomer()
  changePassword(
    @CurrentCustomer() customer: CustomerIdentity,
    @Args('currentPassword') currentPassword: string,
    @Args('password') password: string,
    @Args('passwordConfirmation') passwordConfirmation: string,
    @Context() ctx: GraphQLHttpContext,
  ) {
    return this.accounts.changePassword(
      customer.id,
      { currentPassword, password, passwordConfirmation },
      this.cookies.refreshToken(ctx, 'customer'),
      clientInfo(ctx),
    );
  }
}
