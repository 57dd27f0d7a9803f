import {
  CHANGE_MIN_ANSWERS,
  CHANGE_MIN_EFFECT,
  changeKey,
  type DetectedChange,
  detectChanges,
} from '@opinio/domain/changes/detect-changes';
import { runAsTenant } from '#db/tenant-context.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { changeCells, type WindowPeriods } from './change-cells.ts';
import { changesDb } from './change-tables.ts';
import { type OpenedChange, queueChangeWebhooks } from './change-webhooks.ts';

/** What one detection run of a survey found and stored. */
export interface DetectionRun {
  /** Cells tested (units × indicators × windows with enough answers on both sides). */
  tested: number;
  /** Changes holding now. */
  found: number;
  /** Changes new in this run (ids of their rows), for notices and webhooks. */
  opened: string[];
  /** Changes that no longer held and were closed. */
  closed: number;
}

/**
 * Detects the survey's changes as of `asOf` (a day, inclusive) and stores them: a change
 * found again keeps its row (its figures brought up to date), a new one gets a row, and an
 * open one not found again is closed. One transaction, so that a reader sees the list of one
 * run or of the next. `loadCount` is the data version the run saw.
 */
export async function detectSurveyChanges(
  services: Pick<Services, 'database' | 'analytics' | 'config' | 'webhooks'>,
  survey: SurveyModel,
  asOf: string,
): Promise<DetectionRun> {
  const { database, analytics } = services;
  const loadCount = await analytics.loadCount(survey);
  const { cells, periods } = await changeCells(analytics, survey, asOf);
  const minN = Math.max(survey.minAnswers, CHANGE_MIN_ANSWERS);
  const found = detectChanges(cells, { minN, minEffect: CHANGE_MIN_EFFECT });
  const tested = cells.filter((c) => c.recent.n >= minN && c.history.n >= minN).length;
  return runAsTenant(survey.universeId, () =>
    database.db.transaction().execute(async (base) => {
      const trx = changesDb(base);
      const open = await trx
        .selectFrom('detected_changes')
        .select(['id', 'unit_id', 'indicator', 'direction'])
        .where('survey_id', '=', survey.id)
        .where('closed_at', 'is', null)
        .forUpdate()
        .execute();
      const openByKey = new Map(
        open.map((row) => [
          changeKey({ unitId: String(row.unit_id), indicator: row.indicator, direction: row.direction }),
          row.id,
        ]),
      );
      const opened: OpenedChange[] = [];
      const holding = new Set<string>();
      for (const change of found) {
        const key = changeKey(change);
        holding.add(key);
        const figures = changeFigures(change, periods.get(change.window)!);
        const id = openByKey.get(key);
        if (id !== undefined) {
          await trx
            .updateTable('detected_changes')
            .set({ ...figures, checked_at: new Date() })
            .where('id', '=', id)
            .execute();
        } else {
          const row = await trx
            .insertInto('detected_changes')
            .values({
              universe_id: survey.universeId,
              survey_id: survey.id,
              unit_id: Number(change.unitId),
              indicator: change.indicator,
              direction: change.direction,
              ...figures,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          opened.push({ ...change, id: String(row.id) });
        }
      }
      const gone = open.filter(
        (row) =>
          !holding.has(
            changeKey({ unitId: String(row.unit_id), indicator: row.indicator, direction: row.direction }),
          ),
      );
      if (gone.length > 0)
        await trx
          .updateTable('detected_changes')
          .set({ closed_at: new Date() })
          .where(
            'id',
            'in',
            gone.map((row) => row.id),
          )
          .execute();
      await trx
        .insertInto('change_runs')
        .values({
          survey_id: survey.id,
          universe_id: survey.universeId,
          load_count: loadCount,
          ran_at: new Date(),
          tested,
          found: found.length,
        })
        .onConflict((oc) =>
          oc.column('survey_id').doUpdateSet({
            load_count: loadCount,
            ran_at: new Date(),
            tested,
            found: found.length,
          }),
        )
        .execute();
      await queueChangeWebhooks(services, base, survey, opened);
      return { tested, found: found.length, opened: opened.map((c) => c.id), closed: gone.length };
    }),
  ).then((run) => {
    // the deliveries are there once the run committed
    if (run.opened.length > 0) services.webhooks.wake();
    return run;
  });
}

/** A change's stored figures: its window's periods, values, answers, size, interval and evidence. */
function changeFigures(change: DetectedChange, periods: WindowPeriods) {
  return {
    window_days: change.window,
    windows: change.windows,
    period_from: periods.recentFrom,
    period_to: periods.recentTo,
    history_from: periods.historyFrom,
    history_to: periods.historyTo,
    recent_value: change.recentValue,
    recent_n: change.recentN,
    history_value: change.historyValue,
    history_n: change.historyN,
    difference: change.difference,
    ci_low: change.ciLow,
    ci_high: change.ciHigh,
    p_value: change.pValue,
    q_value: change.qValue,
  };
}
