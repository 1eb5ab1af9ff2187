import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { EventMailer } from '@guide/platform';
import { deliverSettings } from '@guide/platform/testing';
import { ContestPartnerAppliedSchema, Events } from '@guide/proto-schemas';
import { ContestTestApp, bootContest } from '../testing/contest-test-app';

/** The contest reads one thing of the settings: the mails' sender (emails.senderName / senderAddress), per mail, without a restart. */
describe('contest reads the settings (cms.settings.changed)', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
  });
  afterAll(() => t?.close());

  const applied = () => ({
    id: randomUUID(),
    type: Events.contestPartnerApplied.type,
    key: 'k',
    occurredAt: new Date().toISOString(),
    data: create(ContestPartnerAppliedSchema, {
      applicationId: 'a',
      editionYear: 2026,
      name: 'Paul',
      email: 'paul@example.fr',
      company: 'Moulins',
      language: 'fr',
    }),
  });

  it('sends from MAIL_FROM until staff save a sender, then from theirs', async () => {
    const mailer = t.app.get(EventMailer);
    t.mails.sent.length = 0;
    await mailer.handle(applied());
    expect(t.mails.sent.map((m) => m.from)).toEqual([undefined, undefined]);

    await deliverSettings(t.app, 'contest.settings', 'emails', { senderName: 'Concours du Guide' });
    t.mails.sent.length = 0;
    await mailer.handle(applied());
    expect(t.mails.sent.map((m) => m.from)).toEqual([{ name: 'Concours du Guide' }, { name: 'Concours du Guide' }]);
  });
});
