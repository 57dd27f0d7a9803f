import type { TAlertList, ZAlertListQuery } from '@opinio/domain/schemas/alerts';
import type { z } from 'zod';
import type { Scope } from '#access/scope.ts';
import { type DashboardContext, nodeConditions } from '#analytics/dashboard.ts';
import { decodeCursor, encodeCursor } from '#analytics/page-cursor.ts';
import type { Condition } from '#analytics/query-spec.ts';
import { keepPassing } from '#lib/passing-rows.ts';
import type { Services } from '#services.ts';
import type { SurveyModel, UnitNode } from '#surveys/survey-model.ts';
import { alertListRound, alertListRows, openAlertsByUnit } from './alert-repository.ts';
import { alertListSummaries } from './alert-view.ts';

/** Alerts read from PostgreSQL per round after the first (of the page's size and one more). */
const ROUND = 200;
/**
 * Alerts looked at per call at most: under a narrow filter a call answers a short page (or
 * none) and a cursor to go on from, instead of reading every alert of the survey.
 */
const MAX_SCANNED = 2000;
const CURSOR_TAG = 'alerts';
const DAY_MS = 86_400_000;

/** The ids of the unit and of every unit below it. */
function unitsBelow(unit: UnitNode): number[] {
  const ids: number[] = [];
  for (const stack = [unit]; stack.length > 0; ) {
    const u = stack.pop()!;
    ids.push(u.id);
    stack.push(...u.children);
  }
  return ids;
}

/** Days since 1970 of an ISO date: the read model's `d` of an interview on that UTC day. */
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * The conditions an alert's own row answers: the drill node and the scope (the alert's unit
 * is its interview's) as the units below them, and the time filter as the interview's UTC
 * day, the read model's `d`. Whatever else is asked (answers, channels, campaigns) is
 * left to the read model.
 */
function splitConditions(survey: SurveyModel, conditions: readonly Condition[]) {
  let units: Set<number> | null = null;
  const days: Array<(day: number) => boolean> = [];
  const rest: Condition[] = [];
  const below = (level: number, unitId: number) => {
    const unit = survey.organisation.unitsById.get(unitId);
    return unit?.level === level ? unitsBelow(unit) : [];
  };
  const within = (ids: number[]) => {
    units = units === null ? new Set(ids) : new Set(ids.filter((id) => units!.has(id)));
  };
  for (const c of conditions) {
    if (c.kind === 'unit') within(below(c.level, c.unitId));
    else if (c.kind === 'units') within(c.units.flatMap((u) => below(u.level, u.unitId)));
    else if (c.kind === 'dateRange') {
      const [from, to] = [dayOf(c.from), dayOf(c.to)];
      days.push((day) => day >= from && day < to);
    } else if (c.kind === 'dateCompare') {
      const at = dayOf(c.date);
      days.push(c.op === '<' ? (day) => day < at : c.op === '=' ? (day) => day === at : (day) => day > at);
    } else rest.push(c);
  }
  return { units: units === null ? null : [...(units as Set<number>)], days, rest };
}

/**
 * The alert list, newest first: the drill node and the scope apply to the alerts' units in
 * PostgreSQL, the time filter to their interviews' dates, and other filters through the
 * read model's check of their interviews. The cursor holds the last alert id looked at.
 */
export async function alertList(
  services: Pick<Services, 'analytics' | 'database'>,
  ctx: DashboardContext & { survey: SurveyModel },
  query: z.infer<typeof ZAlertListQuery>,
): Promise<TAlertList> {
  const db = services.database.db;
  const { state, cursor } = query;
  const { units, days, rest } = splitConditions(ctx.survey, [
    ...nodeConditions(ctx),
    ...ctx.filters.conditions,
  ]);
  // the interview's day of each alert read, for the time filter
  const interviewDays = new Map<number, number>();
  const keep = {
    interviewId: (alert: { interviewId: number }) => alert.interviewId,
    passing:
      days.length === 0 && rest.length === 0
        ? null
        : async (ids: number[]) => {
            const onDays = ids.filter((id) => days.every((test) => test(interviewDays.get(id)!)));
            if (rest.length === 0 || onDays.length === 0) return new Set(onDays);
            return services.analytics.passing(ctx.survey, rest, onDays);
          },
  };
  const limit = query.limit ?? 20;
  const items: Array<{ id: number }> = [];
  let next: number | null = null;
  let beforeId = cursor ? (decodeCursor(cursor, CURSOR_TAG, ['id'])[0] as number) : null;
  // a first round of the page's size and one more, as most pages are the first alerts read
  const dates = days.length > 0;
  for (let size = limit + 1, scanned = 0; ; size = ROUND) {
    const round = await alertListRound(db, ctx.survey, { state, units, dates, beforeId, limit: size });
    for (const r of round)
      if (r.interviewDate) interviewDays.set(r.interviewId, Math.floor(r.interviewDate.getTime() / DAY_MS));
    items.push(...(await keepPassing(round, keep)));
    scanned += round.length;
    if (round.length > 0) beforeId = round[round.length - 1].id;
    if (items.length > limit) {
      items.length = limit;
      next = items[limit - 1].id;
      break;
    }
    if (round.length < size) break;
    // under a narrow filter: a short page (or none) and where to go on from
    if (scanned >= MAX_SCANNED) {
      next = beforeId;
      break;
    }
  }
  const rows = await alertListRows(
    db,
    ctx.survey,
    items.map((a) => a.id),
  );
  return {
    items: alertListSummaries(ctx.survey, rows),
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
  const units = scope.unit ? unitsBelow(scope.unit) : null;
  for (const { unitId, count } of await openAlertsByUnit(services.database.db, survey, units)) {
    const unit = survey.organisation.unitsById.get(unitId);
    if (unit && scope.allows(unit)) open += count;
  }
  return open;
}
