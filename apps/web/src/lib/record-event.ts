import { eventsApi } from '@opinio/domain/api/events';
import type { TAnalyticsEvent } from '@opinio/domain/schemas/events';
import { callApi } from './api-client.ts';

/** POST /api/vuejs/events: one product analytics event (e.g. 'linkable_hit'). */
export function recordEvent(event: TAnalyticsEvent): Promise<void> {
  return callApi(eventsApi.record, { body: event, ignoreUnauthorized: true });
}
