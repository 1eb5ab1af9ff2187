import { ALL_EVENT_TYPES } from '@guide/proto-schemas';
import { CAMPAIGN_MACHINE } from './campaign-status';

describe('campaign status table', () => {
  it('refuses to cancel a sent campaign with CONFLICT status = INVALID_TRANSITION', () => {
    let error: any;
    try {
      CAMPAIGN_MACHINE.assert('SENT', 'CANCELED');
    } catch (e) {
      error = e;
    }
    expect(error?.extensions).toEqual({ code: 'CONFLICT', fieldErrors: { status: 'INVALID_TRANSITION' } });
    expect(CAMPAIGN_MACHINE.next('SENDING')).toEqual(['SENT', 'CANCELED']);
  });

  it('writes only event types registered in proto-schemas (Kafka topics)', () => {
    expect(CAMPAIGN_MACHINE.eventTypes).toEqual(['cms.campaign.scheduled', 'cms.campaign.sending', 'cms.campaign.sent', 'cms.campaign.canceled']);
    expect(ALL_EVENT_TYPES).toEqual(expect.arrayContaining([...CAMPAIGN_MACHINE.eventTypes]));
  });
});
