import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Identity, MailMessage, MailSender } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, postGraphQL, testSubgraphConfig, TEST_GATEWAY_SECRET } from '@guide/platform/testing';
import { GATEWAY_SECRET_HEADER, IDENTITY_HEADER, encodeIdentity, ANONYMOUS } from '@guide/platform';
import { AppModule, SERVICE } from '../app.module';
import { ContestConfig } from '../contest.config';
import { ContestClock } from '../shared/clock';

/** Mails "sent" by the contest mailer in tests (the SMTP edge replaced). */
export class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  failNext = 0;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP unavailable');
    }
    this.sent.push(message);
  }
  close(): void {}
}

export interface ContestTestApp extends TestSubgraph {
  db: DataSource;
  mails: FakeMailSender;
  mediaDir: string;
  /** Places the service's clock at `at` (null: the real clock). */
  setNow(at: Date | string | null): void;
  /** A GraphQL call with extra HTTP headers (Accept-Language, X-Forwarded-For). */
  gqlWith<T = any>(query: string, variables: Record<string, unknown>, headers: Record<string, string>, identity?: Identity): Promise<{ data: T; errors: any }>;
}

export const ALL_CONTEST_PERMISSIONS = [
  'contest.editions.create',
  'contest.editions.update',
  'contest.editions.delete',
  'contest.registrations.list',
  'contest.registrations.view',
  'contest.registrations.delete',
  'contest.registrations.export',
  'contest.winners.list',
  'contest.winners.update',
  'contest.partners.list',
  'contest.partners.create',
  'contest.partners.update',
  'contest.partners.delete',
];
export const contestAdmin = adminIdentity(ALL_CONTEST_PERMISSIONS);

export async function bootContest(): Promise<ContestTestApp> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'contest-media-'));
  const config: ContestConfig = { ...(await testSubgraphConfig(SERVICE)), MEDIA_DIR: mediaDir, CONTEST_ORGANISERS_EMAIL: 'jury@example.fr' };
  const mails = new FakeMailSender();
  const t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => mails }), config);
  const clock = t.app.get(ContestClock);
  let fixed: Date | null = null;
  clock.now = () => (fixed ? new Date(fixed) : new Date());
  return {
    ...t,
    // The media folder goes with the app: a run boots dozens of these.
    close: async () => {
      await t.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
    db: t.app.get(DataSource),
    mails,
    mediaDir,
    setNow: (at) => {
      fixed = at == null ? null : new Date(at);
    },
    gqlWith: (query, variables, headers, identity = ANONYMOUS) =>
      postGraphQL(t.url, query, variables, { [GATEWAY_SECRET_HEADER]: TEST_GATEWAY_SECRET, [IDENTITY_HEADER]: encodeIdentity(identity), ...headers }),
  };
}

const EDITION = 'mutation($input: ContestEditionInput!) { createContestEdition(input: $input) { year opensAt closesAt open } }';

/** Creates an edition as staff (dates as ISO texts with offset). */
export async function createEdition(t: TestSubgraph, input: { year: number; opensAt: string; closesAt: string; [k: string]: unknown }) {
  return t.gql(EDITION, { input }, contestAdmin);
}
