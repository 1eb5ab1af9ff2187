import { defineStateMachine } from '@guide/platform';

export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * A campaign's lifecycle. DRAFT when created; SCHEDULED for a date (the worker starts it then); SENDING once
 * its recipients are queued; SENT when none is left PENDING; CANCELED stops what is left (what was sent stays
 * sent). Anything else is CONFLICT status = INVALID_TRANSITION. Each change leaves a status_history row
 * (entity `campaign`) and a cms.campaign.<status> event.
 */
export const CAMPAIGN_MACHINE = defineStateMachine({
  area: 'cms',
  entity: 'campaign',
  states: CAMPAIGN_STATUSES,
  refusal: 'CONFLICT',
  transitions: {
    DRAFT: ['SCHEDULED', 'SENDING', 'CANCELED'],
    SCHEDULED: ['SENDING', 'CANCELED'],
    SENDING: ['SENT', 'CANCELED'],
    SENT: [],
    CANCELED: [],
  },
});

/** Still editable (content, audience, date). */
export const isEditable = (status: string) => status === 'DRAFT' || status === 'SCHEDULED';
