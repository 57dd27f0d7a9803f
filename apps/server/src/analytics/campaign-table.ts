import type { DuckDBConnection } from '@duckdb/node-api';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { databaseOf, localName } from './query-spec.ts';
import type { ReadModelRow } from './read-rows.ts';

/** Message states as stored in the side table (UTINYINT codes, in this order). */
export const CAMPAIGN_MESSAGE_STATES = ['pending', 'delivered', 'failed', 'unsub'] as const;

/** The campaign side table of a survey's wide table (`s<id>.survey_<id>`). */
export const campaignTable = (surveyTableName: string) => `${surveyTableName}_campaign`;

interface MessageRow {
  interview_id: string | number;
  campaign_id: number;
  state: (typeof CAMPAIGN_MESSAGE_STATES)[number];
  opened: boolean;
  clicked: boolean;
  days: number | null;
}

/** The messages of the survey's campaigns to contacts who answered, with their interview. */
const messagesOf = (survey: SurveyModel) => sql`
  FROM campaign_messages m
    JOIN campaigns k ON k.id = m.campaign_id
    JOIN contacts c ON c.id = m.contact_id
    JOIN interviews i ON i.id = c.interview_id
  WHERE k.survey_id = ${survey.id} AND k.universe_id = ${survey.universeId}
    AND m.universe_id = ${survey.universeId} AND c.universe_id = ${survey.universeId}
    AND i.survey_id = ${survey.id} AND i.universe_id = ${survey.universeId}`;

const DAYS = sql`((i.interview_date AT TIME ZONE 'UTC')::date - (m.sent_at AT TIME ZONE 'UTC')::date)`;

/**
 * A fingerprint of what the side table would hold: the row count and the sum of a 64-bit
 * hash of every row. Computed in PostgreSQL, it costs the join but no rows on the wire and
 * no rebuild in DuckDB.
 */
export async function campaignFingerprint(database: Database, survey: SurveyModel): Promise<string> {
  if (survey.campaigns.length === 0) return 'none';
  const { rows } = await sql<{ n: number; h: string | null }>`
    SELECT count(*)::int AS n,
           sum(hashtextextended(concat(c.interview_id, '|', m.campaign_id, '|', m.state, '|',
             m.opened_at IS NOT NULL, '|', m.clicked_at IS NOT NULL, '|', ${DAYS}), 0)::numeric)::text AS h
    ${messagesOf(survey)}`.execute(database.db);
  return `${rows[0]?.n ?? 0}:${rows[0]?.h ?? ''}`;
}

/**
 * Brings `survey_<id>_campaign` up to date on a read model refresh (a loadCount change):
 * rebuilt when its fingerprint differs from `previous` (the one it was last built with;
 * null: not built). Returns the fingerprint it now reflects. Writers of contacts and
 * messages raise the survey's loadCount as interview writers do; most refreshes come from
 * new interviews, which have no messages yet, and cost only the fingerprint.
 */
export async function refreshCampaignTable(
  database: Database,
  connection: DuckDBConnection,
  survey: SurveyModel,
  surveyTableName: string,
  previous: string | null,
): Promise<string> {
  // Taken before the rows: a change in between makes the next refresh rebuild again.
  const fingerprint = await campaignFingerprint(database, survey);
  if (fingerprint !== previous) await rebuildCampaignTable(database, connection, survey, surveyTableName);
  return fingerprint;
}

/** The side table's rows, read from PostgreSQL (empty without campaigns). */
async function messageRows(database: Database, survey: SurveyModel): Promise<MessageRow[]> {
  if (survey.campaigns.length === 0) return [];
  const { rows } = await sql<MessageRow>`
    SELECT c.interview_id, m.campaign_id, m.state,
           m.opened_at IS NOT NULL AS opened, m.clicked_at IS NOT NULL AS clicked,
           ${DAYS} AS days
    ${messagesOf(survey)}`.execute(database.db);
  return rows;
}

/** The side table's rows with the values DuckDB's reader gives (read-rows.ts): for ClickHouse's copy of it. */
export async function campaignRows(database: Database, survey: SurveyModel): Promise<ReadModelRow[]> {
  return (await messageRows(database, survey)).map((row) => ({
    interview_id: BigInt(row.interview_id),
    campaign_id: row.campaign_id,
    state: CAMPAIGN_MESSAGE_STATES.indexOf(row.state),
    opened: row.opened,
    clicked: row.clicked,
    days: row.days === null ? null : Number(row.days),
  }));
}

/**
 * Rebuilds `survey_<id>_campaign`: one row per campaign message of a contact who
 * answered (interview_id, campaign_id, state, opened, clicked, days), where days is the
 * interview's UTC date minus the message's UTC send date (null when not sent). Built
 * aside and swapped in, so queries running meanwhile see the old or the new table,
 * never half.
 */
async function rebuildCampaignTable(
  database: Database,
  connection: DuckDBConnection,
  survey: SurveyModel,
  surveyTableName: string,
): Promise<number> {
  const table = campaignTable(surveyTableName);
  const next = `${table}_next`;
  const rows = await messageRows(database, survey);
  await connection.run(`DROP TABLE IF EXISTS ${next}`);
  await connection.run(
    `CREATE TABLE ${next} (interview_id BIGINT NOT NULL, campaign_id INTEGER NOT NULL, state UTINYINT NOT NULL, opened BOOLEAN NOT NULL, clicked BOOLEAN NOT NULL, days INTEGER)`,
  );
  const appender = await connection.createAppender(localName(next), 'main', databaseOf(next) || undefined);
  try {
    for (const row of rows) {
      appender.appendBigInt(BigInt(row.interview_id));
      appender.appendInteger(row.campaign_id);
      appender.appendUTinyInt(CAMPAIGN_MESSAGE_STATES.indexOf(row.state));
      appender.appendBoolean(row.opened);
      appender.appendBoolean(row.clicked);
      if (row.days === null) appender.appendNull();
      else appender.appendInteger(Number(row.days));
      appender.endRow();
    }
  } finally {
    appender.closeSync();
  }
  await connection.run(
    `BEGIN; DROP TABLE IF EXISTS ${table}; ALTER TABLE ${next} RENAME TO ${localName(table)}; COMMIT;`,
  );
  return rows.length;
}

export async function dropCampaignTable(connection: DuckDBConnection, surveyTableName: string) {
  await connection.run(`DROP TABLE IF EXISTS ${campaignTable(surveyTableName)}`);
}
