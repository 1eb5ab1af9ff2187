import { renderDefault } from '@guide/platform';
import { create } from '@bufbuild/protobuf';
import { ReturnStatusChangedSchema } from '@guide/proto-schemas';
import { RETURN_STATUSES } from './return-status';
import { returnStatusChangedMail as returnStatusChangedMailContent } from './return-mail';

/** The mail as sent with the default templates. */
const returnStatusChangedMail = (...args: Parameters<typeof returnStatusChangedMailContent>) => renderDefault(returnStatusChangedMailContent(...args));

const event = (toStatus: string, comment = '') =>
  create(ReturnStatusChangedSchema, { number: 'R-2026-000007', orderNumber: '2026-000042', firstName: 'Alice', toStatus, comment });

describe('the "return status changed" mail', () => {
  it('has a sentence for every status, in French and in English', () => {
    for (const status of RETURN_STATUSES) {
      for (const locale of ['fr', 'en'] as const) {
        const mail = returnStatusChangedMail(event(status), locale);
        expect(mail.text).not.toContain(status);
        expect(mail.text).toContain('R-2026-000007');
      }
    }
  });

  it('carries staff’s comment, escaped in HTML', () => {
    const mail = returnStatusChangedMail(event('AWAITING_RETURN', 'Étiquette <jointe>\nMerci'), 'fr');
    expect(mail.subject).toBe('Votre demande de retour R-2026-000007');
    expect(mail.text).toContain('Votre demande de retour R-2026-000007 (commande 2026-000042) est acceptée');
    expect(mail.text).toContain('Le message de notre équipe :\n\n> Étiquette <jointe>\n> Merci');
    expect(mail.html).toContain('<blockquote>Étiquette &lt;jointe&gt;<br>Merci</blockquote>');
  });
});
