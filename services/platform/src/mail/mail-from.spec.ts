import { SettingsFromMailSender } from './mail-from';
import { MailMessage, parseMailFrom } from './mail-sender';

describe('the sender of the mails (emails settings, else MAIL_FROM)', () => {
  const message: MailMessage = { to: 'a@example.fr', subject: 's', text: 't', html: 'h' };
  const capture = () => {
    const sent: MailMessage[] = [];
    return { sent, send: async (m: MailMessage) => void sent.push(m), close: () => undefined };
  };

  it('reads MAIL_FROM as name and address, or a bare address', () => {
    expect(parseMailFrom('Guide Gourmand <no-reply@guide.test>')).toEqual({ name: 'Guide Gourmand', address: 'no-reply@guide.test' });
    expect(parseMailFrom('"Guide, Gourmand" <no-reply@guide.test>')).toEqual({ name: 'Guide, Gourmand', address: 'no-reply@guide.test' });
    expect(parseMailFrom(' no-reply@guide.test ')).toEqual({ address: 'no-reply@guide.test' });
  });

  it('sets what staff saved, per message, and leaves the rest to MAIL_FROM', async () => {
    const inner = capture();
    let saved: Record<string, unknown> = {};
    const sender = new SettingsFromMailSender(inner, { group: () => ({}) as never, saved: () => saved as never });
    await sender.send(message);
    saved = { senderName: 'Épicerie Fine' };
    await sender.send(message);
    saved = { senderName: 'Épicerie Fine', senderAddress: 'bonjour@epicerie.example' };
    await sender.send(message);
    expect(inner.sent.map((m) => m.from)).toEqual([undefined, { name: 'Épicerie Fine' }, { name: 'Épicerie Fine', address: 'bonjour@epicerie.example' }]);
  });

  it('sends as before without settings', async () => {
    const inner = capture();
    await new SettingsFromMailSender(inner, null).send(message);
    expect(inner.sent).toEqual([message]);
  });
});
