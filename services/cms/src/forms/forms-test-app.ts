import { DataSource } from 'typeorm';
import { ANONYMOUS, GATEWAY_SECRET_HEADER, IDENTITY_HEADER, Identity, MailMessage, MailSender, encodeIdentity } from '@guide/platform';
import { TEST_GATEWAY_SECRET, TestSubgraph, bootTestSubgraph, postGraphQL, testSubgraphConfig } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { CmsMailConfig } from '../mailer/mailer.config';

/** Mails "sent" by the cms mailer in tests (the SMTP edge replaced). */
export class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
}

export interface FormsTestApp extends TestSubgraph {
  db: DataSource;
  mails: FakeMailSender;
  /** A GraphQL call with extra HTTP headers (Accept-Language, X-Forwarded-For). */
  gqlWith<T = any>(query: string, variables: Record<string, unknown>, headers: Record<string, string>, identity?: Identity): Promise<{ data: T; errors: any }>;
  /** Waits until `count` mails were sent (or 10 s). */
  waitForMails(count: number): Promise<void>;
}

export const TEST_TOKEN_SECRET = 'test-newsletter-secret';

export async function bootForms(): Promise<FormsTestApp> {
  const config: CmsMailConfig = {
    ...(await testSubgraphConfig(SERVICE)),
    CMS_STAFF_EMAIL: 'staff@example.fr',
    PUBLIC_WEB_URL: 'https://guide.example/',
    NEWSLETTER_TOKEN_SECRET: TEST_TOKEN_SECRET,
  };
  const mails = new FakeMailSender();
  const t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => mails }), config);
  return {
    ...t,
    db: t.app.get(DataSource),
    mails,
    gqlWith: (query, variables, headers, identity = ANONYMOUS) =>
      postGraphQL(t.url, query, variables, { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity), ...headers }),
    waitForMails: async (count) => {
      const end = Date.now() + 10_000;
      while (mails.sent.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    },
  };
}
