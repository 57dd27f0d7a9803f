import { isLocale } from '@opinio/domain/localized-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';

/**
 * The language of each interview that has one: its contact's (a campaign's invitee answers
 * in the language they were invited in). Interviews without a contact, or whose contact has
 * no language, are left out: their comments are read in every language.
 */
export async function commentLocales(
  database: Database,
  universeId: number,
  interviewIds: readonly number[],
): Promise<Map<number, TLocale>> {
  const locales = new Map<number, TLocale>();
  if (interviewIds.length === 0) return locales;
  const { rows } = await sql<{ pairs: string | null }>`
    SELECT string_agg(concat(c.interview_id, ',', c.locale), ';') AS pairs FROM contacts c
    WHERE c.universe_id = ${universeId} AND c.locale IS NOT NULL
      AND c.interview_id = ANY(${[...interviewIds]}::bigint[])`.execute(database.db);
  for (const pair of rows[0]?.pairs?.split(';') ?? []) {
    const [id, locale] = pair.split(',');
    if (isLocale(locale)) locales.set(Number(id), locale);
  }
  return locales;
}
