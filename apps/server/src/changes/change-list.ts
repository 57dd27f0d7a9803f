import { CHANGE_MIN_ANSWERS } from '@opinio/domain/changes/detect-changes';
import type { TChange, TChangeList, TChangeWhy } from '@opinio/domain/schemas/changes';
import { sql } from 'kysely';
import type { Analytics } from '#analytics/analytics.ts';
import type { DashboardContext } from '#analytics/dashboard.ts';
import type { Database } from '#db/database.ts';
import { notFound } from '#lib/http-error.ts';
import { isWithin } from '#surveys/survey-model.ts';
import { unitDrillPath } from './change-cells.ts';
import { changeSubject } from './change-subjects.ts';
import { changesDb } from './change-tables.ts';
import { changeWhy, topicChangeWhy } from './change-why.ts';

/** At most this many changes in a list, the strongest evidence first. */
const LIST_LIMIT = 50;

/**
 * The open changes of the drill node and the units below it that lie within the user's
 * scope (in another view than the organisation: of the scope's units), with the survey's
 * last run. A change of a unit outside the scope is never listed.
 */
export async function listChanges(database: Database, ctx: DashboardContext): Promise<TChangeList> {
  const { survey, drill, scope } = ctx;
  const organisation = survey.organisation;
  const top = drill.view === organisation ? drill.node : (scope.unit ?? organisation.root);
  const db = changesDb(database.db);
  const [rows, run] = await Promise.all([
    db
      .selectFrom('detected_changes')
      .selectAll()
      // days as PostgreSQL writes them, not through the process's time zone
      .select([
        sql<string>`period_from::text`.as('period_from'),
        sql<string>`period_to::text`.as('period_to'),
        sql<string>`history_from::text`.as('history_from'),
        sql<string>`history_to::text`.as('history_to'),
      ])
      .where('survey_id', '=', survey.id)
      .where('universe_id', '=', survey.universeId)
      .where('closed_at', 'is', null)
      .orderBy('q_value')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('change_runs')
      .select(['ran_at', 'tested'])
      .where('survey_id', '=', survey.id)
      .where('universe_id', '=', survey.universeId)
      .executeTakeFirst(),
  ]);
  const changes: TChange[] = [];
  for (const row of rows) {
    const unit = organisation.unitsById.get(row.unit_id);
    const subject = changeSubject(survey, row.indicator);
    if (!unit || !subject || !scope.allows(unit) || !isWithin(unit, top)) continue;
    changes.push({
      id: String(row.id),
      unit: {
        extName: unit.extName,
        title: unit.title,
        level: unit.level,
        path: unitDrillPath(survey, unit),
      },
      indicator: {
        extName: subject.key,
        title: subject.title,
        kind: subject.kind,
        decimals: subject.decimals,
      },
      direction: row.direction,
      window: row.window_days,
      windows: row.windows,
      periodFrom: row.period_from,
      periodTo: row.period_to,
      historyFrom: row.history_from,
      historyTo: row.history_to,
      recentValue: row.recent_value,
      recentN: row.recent_n,
      historyValue: row.history_value,
      historyN: row.history_n,
      difference: row.difference,
      ciLow: row.ci_low,
      ciHigh: row.ci_high,
      qValue: row.q_value,
      detectedAt: row.detected_at.toISOString(),
    });
    if (changes.length === LIST_LIMIT) break;
  }
  return {
    changes,
    checkedAt: run?.ran_at ? run.ran_at.toISOString() : null,
    tested: run?.tested ?? 0,
    minAnswers: Math.max(survey.minAnswers, CHANGE_MIN_ANSWERS),
  };
}

/**
 * Why the change `changeId` of the survey happened (change-why.ts); 404 for a change of
 * another survey or of a unit outside the caller's scope.
 */
export async function whyOfChange(
  database: Database,
  analytics: Analytics,
  ctx: DashboardContext,
  changeId: number,
): Promise<TChangeWhy> {
  const { survey, scope } = ctx;
  const row = await changesDb(database.db)
    .selectFrom('detected_changes')
    .select([
      'unit_id',
      'indicator',
      'direction',
      sql<string>`period_from::text`.as('period_from'),
      sql<string>`period_to::text`.as('period_to'),
      sql<string>`history_from::text`.as('history_from'),
    ])
    .where('id', '=', changeId)
    .where('survey_id', '=', survey.id)
    .where('universe_id', '=', survey.universeId)
    .executeTakeFirst();
  const unit = row ? survey.organisation.unitsById.get(row.unit_id) : undefined;
  const subject = row ? changeSubject(survey, row.indicator) : null;
  if (!row || !unit || !subject || !scope.allows(unit)) throw notFound('Change not found');
  const periods = {
    unit,
    direction: row.direction,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    historyFrom: row.history_from,
  };
  return subject.indicator
    ? changeWhy(analytics, survey, { ...periods, indicator: subject.indicator })
    : topicChangeWhy(analytics, survey, { ...periods, topic: subject.topic! });
}
