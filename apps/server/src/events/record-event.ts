import type { TAnalyticsEvent } from '@opinio/domain/schemas/events';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Appends one analytics event; its fields other than the name are its properties. */
export async function recordEvent(
  db: Kysely<DB>,
  universeId: number | null,
  event: TAnalyticsEvent,
): Promise<void> {
  const { name, ...properties } = event;
  await db
    .insertInto('events')
    .values({ universe_id: universeId, name, properties: JSON.stringify(properties) })
    .execute();
}
