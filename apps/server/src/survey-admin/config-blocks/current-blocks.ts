import { CONFIG_BLOCK_NAMES, type TConfigBlocks } from '@opinio/domain/schemas/config-blocks';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { currentVersions, ensureInitialVersions } from './block-versions.ts';
import { readBlocks } from './read-blocks.ts';
import type { SurveyIds } from './survey-ids.ts';

/** Every block's content as the tables hold it, with its current version. */
export async function currentBlocks(db: Kysely<DB>, ids: SurveyIds): Promise<TConfigBlocks> {
  await ensureInitialVersions(db, ids);
  const [blocks, versions, survey] = await Promise.all([
    readBlocks(db, ids.surveyId),
    currentVersions(db, ids.surveyId),
    db
      .selectFrom('surveys')
      .select('config_version')
      .where('id', '=', ids.surveyId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    surveyId: ids.surveyId,
    configVersion: survey.config_version,
    blocks: CONFIG_BLOCK_NAMES.map((name) => {
      const version = versions.get(name)!;
      return { name, content: blocks[name], ...version };
    }),
  };
}
