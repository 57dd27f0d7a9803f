import type { Database } from '#db/database.ts';
import { plansDb } from '#plans/plan-tables.ts';
import { TEST_NOW } from './harness.ts';

/** A stored open plan for `unitId`'s NPS, as making one writes it (for matrices). */
export async function insertOpenPlan(
  database: Database,
  ref: { universeId: number; surveyId: number },
  unitId: number,
): Promise<string> {
  const row = await plansDb(database.db)
    .insertInto('action_plans')
    .values({
      universe_id: ref.universeId,
      survey_id: ref.surveyId,
      unit_id: unitId,
      title: 'Greet every customer',
      owner_user_id: null,
      due_date: '2026-07-31',
      indicator: 'nps',
      direction: 'atLeast',
      target: 40,
      source_kind: null,
      source_label: null,
      created_by: null,
      created_at: TEST_NOW,
      updated_at: TEST_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
