import type { TAlertList, ZAlertListQuery } from '@opinio/domain/schemas/alerts';
import type { z } from 'zod';
import type { Scope } from '#access/scope.ts';
import { type DashboardContext, nodeConditions } from '#analytics/dashboard.ts';
import { decodeCursor, encodeCursor } from '#analytics/page-cursor.ts';
import { passingPage } from '#lib/passing-rows.ts';
import type { Services } from '#services.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { alertPage, openAlertsByUnit } from './alert-repository.ts';
import { alertSummaries } from './alert-view.ts';

/** Alerts read from PostgreSQL per round before the read model checks their interviews. */
const ROUND = 200;
/**
 * Alerts looked at per call at most: under a narrow filter a call answers a short page (or
 * none) and a cursor to go on from, instead of reading every alert of the survey.
 */
const MAX_SCANNED = 2000;
const CURSOR_TAG = 'alerts';

/**
 * The alert list, newest first: scope, drill node and filters apply through the alerts'
 * interviews (the read model's check). The cursor holds the last alert id looked at.
 */
export async function alertList(
  services: Pick<Services, 'analytics' | 'database'>,
  ctx: DashboardContext & { survey: SurveyModel },
  query: z.infer<typeof ZAlertListQuery>,
): Promise<TAlertList> {
  const db = services.database.db;
  const { state, cursor } = query;
  const conditions = [...nodeConditions(ctx), ...ctx.filters.conditions];
  const { items, next } = await passingPage(
    {
      read: (beforeId: number | null, limit) => alertPage(db, ctx.survey, { state, beforeId, limit }),
      key: (alert) => Number(alert.id),
      interviewId: (alert) => Number(alert.interview_id),
      passing: (ids) => services.analytics.passing(ctx.survey, conditions, ids),
    },
    {
      after: cursor ? (decodeCursor(cursor, CURSOR_TAG, ['id'])[0] as number) : null,
      limit: query.limit ?? 20,
      round: ROUND,
      maxScanned: MAX_SCANNED,
    },
  );
  return {
    items: await alertSummaries(db, ctx.survey, items),
    nextCursor: next === null ? null : encodeCursor(CURSOR_TAG, [next]),
  };
}

/** The bell: open alerts of the units within the caller's scope. */
export async function openAlertCount(
  services: Pick<Services, 'database'>,
  survey: SurveyModel,
  scope: Scope,
): Promise<number> {
  let open = 0;
  for (const { unitId, count } of await openAlertsByUnit(services.database.db, survey)) {
    const unit = survey.organisation.unitsById.get(unitId);
    if (unit && scope.allows(unit)) open += count;
  }
  return open;
}
