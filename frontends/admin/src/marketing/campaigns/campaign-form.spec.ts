import { validateWith } from '@guide/validation';
import { EMPTY_CAMPAIGN, audienceGroup, campaignSchema, canCancel, groupAudience, isAudience, isEditable, toCampaignInput } from './campaign-form';

describe('campaign form', () => {
  const valid = { name: 'Printemps', subject: 'Les tables du printemps', bodyHtml: '<p>Bonjour</p>', audience: 'NEWSLETTER' };

  it('accepts a filled form and refuses what the API refuses', () => {
    expect(validateWith(campaignSchema, valid).ok).toBe(true);
    const bad = validateWith(campaignSchema, { ...EMPTY_CAMPAIGN, subject: 'Deux\nlignes', bodyHtml: '<p> </p>', audience: 'EVERYONE' });
    expect(bad.ok ? {} : bad.fieldErrors).toEqual({ name: 'REQUIRED', subject: 'INVALID_TEXT', bodyHtml: 'REQUIRED', audience: 'INVALID_AUDIENCE' });
    const big = validateWith(campaignSchema, { ...valid, bodyHtml: `<p>${'é'.repeat(110 * 1024)}</p>` });
    expect(big.ok ? {} : big.fieldErrors).toEqual({ bodyHtml: 'TOO_LONG' });
  });

  it('spells audiences as the API does', () => {
    expect(groupAudience('pros')).toBe('CUSTOMER_GROUP:pros');
    expect(audienceGroup('CUSTOMER_GROUP:pros')).toBe('pros');
    expect(audienceGroup('NEWSLETTER')).toBeNull();
    expect(isAudience('CUSTOMER_GROUP:Pros Club')).toBe(false);
    expect(toCampaignInput({ ...valid, name: '  Printemps  ' }).name).toBe('Printemps');
  });

  it('knows which statuses can still change or be canceled', () => {
    expect(isEditable('SCHEDULED')).toBe(true);
    expect(isEditable('SENDING')).toBe(false);
    expect(canCancel('SENDING')).toBe(true);
    expect(canCancel('SENT')).toBe(false);
  });
});
