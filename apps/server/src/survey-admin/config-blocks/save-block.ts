import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '#db/pg-errors.ts';
import type { DB } from '#db/schema.ts';
import { badRequest, conflict, notFound } from '#lib/http-error.ts';
import { publishLoadCount } from '#live/publish.ts';
import type { Services } from '#services.ts';
import { publishConfigChange } from '#survey-admin/admin-survey.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { applyBlock } from './apply-block.ts';
import { currentVersions, ensureInitialVersions, insertVersion } from './block-versions.ts';
import { blocksOfDefinition } from './blocks-of-definition.ts';
import { checkReferences, parseBlock } from './check-block.ts';
import { definitionOf } from './definition-of.ts';
import type { SurveyIds } from './survey-ids.ts';

/** Who saves, in which survey (adminSurvey's answer). */
export interface BlockSaver {
  userId: number;
  universeId: number;
  survey: SurveyModel;
}

export interface BlockSave {
  name: ConfigBlockName;
  content: unknown;
  /** The version the editor started from. */
  baseVersion: number;
  comment: string;
}

/**
 * A block's new version: checked by its schema, then with the rest of the configuration;
 * written into the tables with its version in one transaction. The survey's loadCount
 * moves with it, so every open dashboard fetches its figures for the new configuration.
 */
export async function saveBlock(
  services: Pick<Services, 'analytics' | 'catalog' | 'database' | 'live'>,
  saver: BlockSaver,
  save: BlockSave,
): Promise<TConfigBlockSaved> {
  const content = parseBlock(save.name, save.content);
  const ids = { universeId: saver.universeId, surveyId: saver.survey.id };
  const saved = await services.database.db.transaction().execute(async (trx) => {
    await lockSurvey(trx, ids);
    await ensureInitialVersions(trx, ids);
    const def = await definitionOf(trx, ids.surveyId);
    checkReferences(
      save.name,
      { ...blocksOfDefinition(def), [save.name]: content },
      {
        questions: def.questions,
        organisationView: def.views.find((v) => v.kind === 'units')?.extName ?? '',
      },
    );
    const current = (await currentVersions(trx, ids.surveyId)).get(save.name)?.version ?? 0;
    if (save.baseVersion !== current) {
      throw conflict(
        `Block ${save.name} was saved as version ${current} since version ${save.baseVersion}: start from that version`,
        undefined,
        { code: 'changed_meanwhile' },
      );
    }
    await applyBlock(trx, ids, save.name, content).catch((error) => {
      // what the checks cannot see: a question view whose option is named like its root (all)
      throw isUniqueViolation(error)
        ? badRequest('The block would give two units of a view the same name', 'content', {
            code: 'duplicate',
          })
        : error;
    });
    const version = current + 1;
    await insertVersion(trx, ids, {
      name: save.name,
      version,
      content,
      userId: saver.userId,
      comment: save.comment,
    });
    const { config_version } = await trx
      .updateTable('surveys')
      .set((eb) => ({ config_version: eb('config_version', '+', 1), load_count: eb('load_count', '+', 1) }))
      .where('universe_id', '=', ids.universeId)
      .where('id', '=', ids.surveyId)
      .returning('config_version')
      .executeTakeFirstOrThrow();
    return { name: save.name, version, configVersion: config_version };
  });
  // the next dashboard call reads the new loadCount at once, not after the freshness window
  services.analytics.changed(saver.survey.id);
  await publishConfigChange(services, saver.survey, saved.configVersion);
  await publishLoadCount(services, saver.survey);
  return saved;
}

/** One save of a survey's configuration at a time: the check and the write see the same blocks. */
async function lockSurvey(trx: Kysely<DB>, ids: SurveyIds): Promise<void> {
  const row = await trx
    .selectFrom('surveys')
    .select('id')
    .where('universe_id', '=', ids.universeId)
    .where('id', '=', ids.surveyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`No survey has id ${ids.surveyId}`);
}
