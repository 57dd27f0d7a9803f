import {
  CONFIG_BLOCK_NAMES,
  type ConfigBlockName,
  type TConfigBlockContents,
  type TConfigBlockVersion,
} from '@opinio/domain/schemas/config-blocks';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { surveyAdminDb } from '#survey-admin/survey-admin-tables.ts';
import { readBlocks } from './read-blocks.ts';
import type { SurveyIds } from './survey-ids.ts';

/** The comment of version 1: the configuration the survey was made with (or had before versions were kept). */
const INITIAL_COMMENT = 'Initial configuration';

/** Writes version 1 of each block given; a block that has it already keeps its own. */
export async function insertInitialVersions(
  db: Kysely<DB>,
  ids: SurveyIds,
  blocks: Partial<TConfigBlockContents>,
): Promise<void> {
  const rows = Object.entries(blocks).map(([block, content]) => ({
    universe_id: ids.universeId,
    survey_id: ids.surveyId,
    block,
    version: 1,
    content: JSON.stringify(content),
    comment: INITIAL_COMMENT,
    user_id: null,
  }));
  if (rows.length === 0) return;
  await surveyAdminDb(db)
    .insertInto('config_block_versions')
    .values(rows)
    .onConflict((oc) => oc.columns(['survey_id', 'block', 'version']).doNothing())
    .execute();
}

/**
 * Gives every block that has no version yet its version 1, the content the tables hold: a
 * survey made before versions were kept, or a block added to the product since.
 */
export async function ensureInitialVersions(db: Kysely<DB>, ids: SurveyIds): Promise<void> {
  const kept = await surveyAdminDb(db)
    .selectFrom('config_block_versions')
    .select('block')
    .distinct()
    .where('survey_id', '=', ids.surveyId)
    .execute();
  const have = new Set(kept.map((r) => r.block));
  const missing = CONFIG_BLOCK_NAMES.filter((name) => !have.has(name));
  if (missing.length === 0) return;
  const blocks = await readBlocks(db, ids.surveyId);
  await insertInitialVersions(db, ids, Object.fromEntries(missing.map((name) => [name, blocks[name]])));
}

type VersionInfo = Omit<TConfigBlockVersion, 'comment'>;

function versionsQuery(db: Kysely<DB>, surveyId: number) {
  return surveyAdminDb(db)
    .selectFrom('config_block_versions as v')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .where('v.survey_id', '=', surveyId)
    .select(['v.block', 'v.version', 'v.comment', 'v.created_at', 'u.username']);
}

const savedAt = (at: Date | string) => new Date(at).toISOString();

/** Each block's latest version: its number, who saved it and when. */
export async function currentVersions(db: Kysely<DB>, surveyId: number): Promise<Map<string, VersionInfo>> {
  const rows = await versionsQuery(db, surveyId)
    .distinctOn('v.block')
    .orderBy('v.block')
    .orderBy('v.version', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [r.block, { version: r.version, savedBy: r.username, savedAt: savedAt(r.created_at) }]),
  );
}

/** A block's versions, newest first, with their content. */
export async function blockVersions(db: Kysely<DB>, surveyId: number, name: ConfigBlockName) {
  const rows = await versionsQuery(db, surveyId)
    .select('v.content')
    .where('v.block', '=', name)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((r) => ({
    version: r.version,
    savedBy: r.username,
    savedAt: savedAt(r.created_at),
    comment: r.comment,
    content: r.content,
  }));
}

/** The content of one version of a block; undefined when there is no such version. */
export async function versionContent(
  db: Kysely<DB>,
  surveyId: number,
  name: ConfigBlockName,
  version: number,
): Promise<{ content: unknown } | undefined> {
  return surveyAdminDb(db)
    .selectFrom('config_block_versions')
    .select('content')
    .where('survey_id', '=', surveyId)
    .where('block', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertVersion(
  db: Kysely<DB>,
  ids: SurveyIds,
  version: { name: ConfigBlockName; version: number; content: unknown; userId: number; comment: string },
): Promise<void> {
  await surveyAdminDb(db)
    .insertInto('config_block_versions')
    .values({
      universe_id: ids.universeId,
      survey_id: ids.surveyId,
      block: version.name,
      version: version.version,
      content: JSON.stringify(version.content),
      comment: version.comment,
      user_id: version.userId,
    })
    .execute();
}
