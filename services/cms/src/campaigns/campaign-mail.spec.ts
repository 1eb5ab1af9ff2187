import { campaignMail } from './campaign-mail';

describe('campaign mail', () => {
  const input = {
    to: 'a@example.fr',
    subject: 'Les nouveautés',
    bodyHtml: '<p>Bonjour</p>',
    locale: 'fr' as const,
    unsubscribeUrl: 'https://x/newsletter/unsubscribe/t',
  };

  it('names the site as general.siteName says, the default name otherwise', () => {
    expect(campaignMail(input).text).toContain('abonné(e) à la newsletter « Guide Gourmand ».');
    const mail = campaignMail({ ...input, siteName: 'Épicerie <Fine>' });
    expect(mail.html).toContain('font-weight:bold">Épicerie &lt;Fine&gt;</td>');
    expect(mail.text).toContain('abonné(e) à la newsletter « Épicerie <Fine> ».');
    expect(campaignMail({ ...input, locale: 'en', siteName: 'Fine Foods' }).text).toContain('subscribed to the Fine Foods newsletter.');
  });
});
