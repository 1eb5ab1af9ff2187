import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { FormsService } from './forms.service';
import { RequestContext, clientAddress, formLocale } from './request-context';
import type { ContactFormInput, PartnerFormInput, QueryFormSubmissionsArgs, QueryNewsletterSubscribersArgs } from '../generated/graphql';

@Resolver()
export class FormsResolver {
  constructor(private readonly forms: FormsService) {}

  @Mutation('submitContactForm')
  submitContact(@Args('input') input: ContactFormInput, @Context() ctx: RequestContext) {
    return this.forms.submitContact(input, { locale: formLocale(input.locale, ctx), address: clientAddress(ctx) });
  }

  @Mutation('submitPartnerForm')
  submitPartner(@Args('input') input: PartnerFormInput, @Context() ctx: RequestContext) {
    return this.forms.submitPartner(input, { locale: formLocale(input.locale, ctx), address: clientAddress(ctx) });
  }

  @Mutation('subscribeNewsletter')
  subscribe(@Args('email') email: string, @Args('locale') locale: string | null | undefined, @Context() ctx: RequestContext) {
    return this.forms.subscribe(email, { locale: formLocale(locale, ctx), address: clientAddress(ctx) });
  }

  @Mutation('confirmNewsletter')
  confirm(@Args('token') token: string) {
    return this.forms.confirm(token);
  }

  @Mutation('unsubscribeNewsletter')
  unsubscribe(@Args('token') token: string) {
    return this.forms.unsubscribe(token);
  }

  @Query('formSubmissions')
  @RequirePermission('cms.forms.list')
  submissions(@Args() args: QueryFormSubmissionsArgs) {
    return this.forms.submissions(args);
  }

  @Query('newsletterSubscribers')
  @RequirePermission('marketing.newsletter-subscribers.list')
  subscribers(@Args() args: QueryNewsletterSubscribersArgs) {
    return this.forms.subscribers(args);
  }

  @Mutation('deleteFormSubmissions')
  @RequirePermission('cms.forms.delete')
  deleteSubmissions(@Args('ids') ids: string[]) {
    return this.forms.deleteSubmissions(ids);
  }

  @Mutation('deleteNewsletterSubscribers')
  @RequirePermission('marketing.newsletter-subscribers.delete')
  deleteSubscribers(@Args('ids') ids: string[]) {
    return this.forms.deleteSubscribers(ids);
  }
}
