import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import type { MutationResetEmailTemplateArgs, MutationUpdateEmailTemplateArgs, QueryPreviewEmailTemplateArgs } from '../generated/graphql';
import { EmailTemplatesService } from './email-templates.service';

@Resolver('EmailTemplate')
export class EmailTemplatesResolver {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Query('emailTemplates')
  @RequirePermission('marketing.email-templates.list')
  list() {
    return this.templates.list();
  }

  @Query('previewEmailTemplate')
  @RequirePermission('marketing.email-templates.list')
  preview(@Args() args: QueryPreviewEmailTemplateArgs) {
    return this.templates.preview(args.code, args.locale, { subject: args.subject, bodyHtml: args.bodyHtml });
  }

  @Mutation('updateEmailTemplate')
  @RequirePermission('marketing.email-templates.update')
  update(@Args() args: MutationUpdateEmailTemplateArgs) {
    return this.templates.update(args.code, args.locale, args.subject, args.bodyHtml);
  }

  @Mutation('resetEmailTemplate')
  @RequirePermission('marketing.email-templates.update')
  reset(@Args() args: MutationResetEmailTemplateArgs) {
    return this.templates.reset(args.code, args.locale);
  }
}
