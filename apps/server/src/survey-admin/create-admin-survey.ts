import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { ZLocale } from '@opinio/domain/schemas/locale';
import type { TSurveyCreated, ZSurveyCreate } from '@opinio/domain/schemas/survey-admin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { databaseRefusal } from '#db/pg-errors.ts';
import type { DB } from '#db/schema.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { badRequest, conflict } from '#lib/http-error.ts';
import type { Services } from '#services.ts';
import type { SurveyDefinition, UnitDefinition } from '#surveys/survey-definition.ts';
import { blankBlocks } from './config-blocks/blank-blocks.ts';
import { cxSurvey } from './config-blocks/cx-template.ts';
import { definitionOf } from './config-blocks/definition-of.ts';
import { definitionOfBlocks } from './config-blocks/definition-of-blocks.ts';
import { npsSurvey } from './config-blocks/nps-template.ts';
import { createSurvey } from './create-survey.ts';

type SurveyCreate = z.infer<typeof ZSurveyCreate>;
type Universe = { id: number; name: string; title: string; defaultLocale: TLocale };

const taken = (extName: string, universe: string) =>
  conflict(`Universe ${universe} has a survey ${extName} already`, 'extName', {
    code: 'already_exists',
    params: { value: extName },
  });

/**
 * A new survey in a universe: blank, from a template, or with a copy of another survey's
 * configuration (of any universe; its questions and variables, not its interviews).
 */
export async function createAdminSurvey(
  services: Pick<Services, 'catalog' | 'database'>,
  create: SurveyCreate,
): Promise<TSurveyCreated> {
  const titles = typeof create.title === 'string' ? [create.title] : Object.values(create.title);
  if (!titles.every((text) => text === undefined || isSafeText(text)))
    throw badRequest(`The title ${UNSAFE_TEXT_MESSAGE}`, 'title', { code: 'unsafe_text' });
  const db = services.database.db;
  const universe = await universeNamed(db, create.universe);
  const source = await runAsTenant('all', () => sourceDefinition(db, create.from, universe));
  const def: SurveyDefinition = { ...source, extName: create.extName, title: create.title };
  const surveyId = await runAsTenant(universe.id, async () => {
    const existing = await db
      .selectFrom('surveys')
      .select((eb) => [
        eb.fn.max('position').as('last'),
        eb.fn.countAll<string>().filterWhere('ext_name', '=', create.extName).as('same'),
      ])
      .where('universe_id', '=', universe.id)
      .executeTakeFirstOrThrow();
    if (Number(existing.same) > 0) throw taken(create.extName, universe.name);
    const created = await createSurvey(db, universe.id, def, (existing.last ?? -1) + 1).catch((error) => {
      // another root user made it meanwhile
      throw (
        databaseRefusal(error, {
          field: 'extName',
          value: create.extName,
          message: `Universe ${universe.name} has a survey ${create.extName} already`,
        }) ?? error
      );
    });
    if (create.from.kind === 'copy') await copyQuestionProperties(db, create.from.surveyId, created.surveyId);
    return created.surveyId;
  });
  services.catalog.invalidate(universe.id);
  return { id: surveyId, extName: create.extName, universe: universe.name };
}

async function universeNamed(db: Kysely<DB>, name: string): Promise<Universe> {
  const row = await runAsTenant('all', () =>
    db
      .selectFrom('universes')
      .select(['id', 'name', 'title', 'settings'])
      .where('name', '=', name)
      .executeTakeFirst(),
  );
  if (!row)
    throw badRequest(`No universe is named ${name}`, 'universe', {
      code: 'unknown_value',
      params: { value: name },
    });
  const defaultLocale = ZLocale.safeParse(row.settings?.defaultLocale).data ?? 'en';
  return { id: row.id, name: row.name, title: row.title, defaultLocale };
}

/** What the new survey is made of, before its own extName and title. */
async function sourceDefinition(
  db: Kysely<DB>,
  from: SurveyCreate['from'],
  universe: Universe,
): Promise<SurveyDefinition> {
  // a new survey's organisation is one unit, named after the universe: imports fill it in
  const organisation: UnitDefinition = { extName: 'all', title: universe.title, children: [] };
  const defaultLocale = universe.defaultLocale;
  if (from.kind === 'blank') {
    return definitionOfBlocks('', blankBlocks({ title: '', defaultLocale }), { questions: [], organisation });
  }
  if (from.kind === 'template') {
    const template = from.template === 'cx' ? cxSurvey(organisation) : npsSurvey(organisation);
    return { ...template, defaultLocale };
  }
  const exists = await db
    .selectFrom('surveys')
    .select('id')
    .where('id', '=', from.surveyId)
    .executeTakeFirst();
  if (!exists)
    throw badRequest(`No survey has id ${from.surveyId}`, 'from.surveyId', { code: 'unknown_value' });
  return definitionOf(db, from.surveyId);
}

/**
 * Where a copied survey's variables come from, their roles, which are hidden and how the
 * questionnaire asks them: as in the source.
 */
async function copyQuestionProperties(
  db: Kysely<DB>,
  fromSurveyId: number,
  toSurveyId: number,
): Promise<void> {
  const source = await runAsTenant('all', () =>
    db
      .selectFrom('questions')
      .select(['ext_name', 'source', 'role', 'hidden', 'wording', 'low_label', 'high_label', 'page'])
      .where('survey_id', '=', fromSurveyId)
      .execute(),
  );
  const json = (text: unknown) => (text === null ? null : JSON.stringify(text));
  for (const q of source) {
    const asked = [q.wording, q.low_label, q.high_label, q.page].some((v) => v !== null);
    if (q.source === 'answer' && q.role === null && !q.hidden && !asked) continue;
    await db
      .updateTable('questions')
      .set({
        source: q.source,
        role: q.role,
        hidden: q.hidden,
        wording: json(q.wording),
        low_label: json(q.low_label),
        high_label: json(q.high_label),
        page: q.page,
      })
      .where('survey_id', '=', toSurveyId)
      .where('ext_name', '=', q.ext_name)
      .execute();
  }
}
