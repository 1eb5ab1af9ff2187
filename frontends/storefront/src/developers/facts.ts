import { API_OPERATION_LIMITS, WEBHOOK_EVENTS, type WebhookEventName } from '@guide/vocabulary';

/** The figures the guide prints, from the rules the gateway applies (packages/vocabulary/src/partners.ts). */
export const API_LIMITS = {
  maxDepth: API_OPERATION_LIMITS.maxDepth,
  maxAliases: API_OPERATION_LIMITS.maxAliases,
  maxTokens: API_OPERATION_LIMITS.maxTokens,
  maxCost: API_OPERATION_LIMITS.maxCost,
  maxBodyKb: Math.round(API_OPERATION_LIMITS.maxBodyBytes / 1024),
};

export { WEBHOOK_EVENTS, type WebhookEventName };
