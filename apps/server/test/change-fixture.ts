import { changesDb } from '#changes/change-tables.ts';
import type { Database } from '#db/database.ts';
import { insertInterviews, type NewInterview } from '#ingestion/insert-interviews.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { TEST_NOW } from './harness.ts';

const DAY_MS = 86_400_000;

/** The first store (a unit without children) below the unit named `extName`. */
export function storeBelow(survey: SurveyModel, extName: string): UnitNode {
  let unit = survey.organisation.unitsByExtName.get(extName)!;
  while (unit.children.length > 0) unit = unit.children[0];
  return unit;
}

/**
 * A store whose customers turned unhappy in the last `days` days before TEST_NOW: `count`
 * interviews with NPS 0-4, every satisfaction question at 1 or 2 and speed at 1, half of them
 * with a comment about the queue (deterministic).
 */
export async function plantDrop(
  database: Database,
  survey: SurveyModel,
  store: UnitNode,
  { count = 150, days = 20, tag = 'drop' }: { count?: number; days?: number; tag?: string } = {},
): Promise<number[]> {
  const question = (extName: string) => survey.questionsByExtName.get(extName)!.id;
  const interviews: NewInterview[] = Array.from({ length: count }, (_, i) => ({
    unitId: store.id,
    date: new Date(TEST_NOW.getTime() - (i % days) * DAY_MS - 3_600_000),
    externalId: `${tag}-${i}`,
    answers: [
      { questionId: question('nps'), value: i % 5, textValue: null },
      { questionId: question('sat_overall'), value: 1 + (i % 2), textValue: null },
      { questionId: question('sat_staff'), value: 1 + (i % 2), textValue: null },
      { questionId: question('sat_speed'), value: 1, textValue: null },
      { questionId: question('channel'), value: 1 + (i % 3), textValue: null },
      // every other one says why: the queue
      ...(i % 2 === 0
        ? [{ questionId: question('comment'), value: null, textValue: 'The queue at the till took forever.' }]
        : []),
    ],
  }));
  return insertInterviews(database.db, survey.universeId, survey.id, interviews);
}

/** A stored open change of `unitId`'s NPS, as a detection run writes it (for matrices). */
export async function insertOpenChange(
  database: Database,
  ref: { universeId: number; surveyId: number },
  unitId: number,
): Promise<string> {
  const row = await changesDb(database.db)
    .insertInto('detected_changes')
    .values({
      universe_id: ref.universeId,
      survey_id: ref.surveyId,
      unit_id: unitId,
      indicator: 'nps',
      direction: 'down',
      window_days: 28,
      windows: [28],
      period_from: '2026-05-19',
      period_to: '2026-06-15',
      history_from: '2025-05-20',
      history_to: '2026-05-18',
      recent_value: 10,
      recent_n: 60,
      history_value: 40,
      history_n: 700,
      difference: -30,
      ci_low: -45,
      ci_high: -15,
      p_value: 0.0001,
      q_value: 0.002,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
