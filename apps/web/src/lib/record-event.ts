import type { TAnalyticsEvent } from '@opinio/domain/schemas/events';
import { apiRequest } from './api-client.ts';

/** POST /api/vuejs/events: one product analytics event (e.g. 'linkable_hit'). */
export function recordEvent(event: TAnalyticsEvent): Promise<void> {
  return apiRequest('/vuejs/events', { method: 'POST', body: event, ignoreUnauthorized: true });
}
