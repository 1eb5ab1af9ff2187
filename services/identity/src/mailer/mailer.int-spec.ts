import { IdentityTestApp, bootIdentity, freshIp } from '../testing/identity-test-app';
import { SmtpSink } from '../testing/smtp-sink';

/**
 * The mailer behind the outbox: an email is sent once its change has committed, survives the SMTP
 * server being down and the service stopping in between, and a refused address blocks nobody.
 */
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { id email } }';
const PASSWORD = 'Radium88!';
const input = (email: string) => ({
  customerType: 'INDIVIDUAL',
  firstName: 'Alice',
  lastName: 'Waters',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  locale: 'en',
});

const running: IdentityTestApp[] = [];
const sinks: SmtpSink[] = [];
afterEach(async () => {
  for (const app of running.splice(0)) await app.close();
  for (const sink of sinks.splice(0)) await sink.stop();
});

it('sends the email after an SMTP outage and a restart in between: nothing is lost, nothing doubled', async () => {
  const sink = new SmtpSink();
  sinks.push(sink);
  const SMTP_URL = await sink.start();
  sink.unavailable = true;
  const first = await bootIdentity({ SMTP_URL }, { sink });
  const result = await first.call(REGISTER, { i: input('outage@example.com') }, { ip: freshIp() });
  expect(result.errors).toBeUndefined();
  // The relay published the event and the mailer tried, and failed, before the service stops.
  await new Promise((r) => setTimeout(r, 1500));
  const [event] = await first.db.query(`SELECT published_at FROM outbox WHERE type = 'identity.customer.registered'`);
  expect(event.published_at).not.toBeNull();
  expect(sink.mails).toHaveLength(0);
  await first.close();

  // A new instance on the same databases, with the SMTP server back, delivers it.
  sink.unavailable = false;
  const second = await bootIdentity({ ...first.config }, { sink });
  running.push(second);
  const delivered = await sink.waitFor((m) => m.to.includes('outage@example.com'));
  expect(delivered.subject).toBe('Confirm your email address');
  expect(delivered.body).toMatch(/http:\/\/storefront\.test\/en\/verify-email\/[A-Za-z0-9_-]{43}/);
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.mails.filter((m) => m.to.includes('outage@example.com'))).toHaveLength(1);
});

it('skips an address the SMTP server refuses for good, and keeps sending the others', async () => {
  const app = await bootIdentity();
  running.push(app);
  app.sink.refused.add('bounce@example.com');
  await app.call(REGISTER, { i: input('bounce@example.com') }, { ip: freshIp() });
  await app.call(REGISTER, { i: input('after-bounce@example.com') }, { ip: freshIp() });
  await app.sink.waitFor((m) => m.to.includes('after-bounce@example.com'));
  expect(app.sink.mails.some((m) => m.to.includes('bounce@example.com'))).toBe(false);
});
