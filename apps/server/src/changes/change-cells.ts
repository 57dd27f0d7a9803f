import type { ChangeCell } from '@opinio/domain/changes/detect-changes';
import { formatDrillPath } from '@opinio/domain/drill-path';
import type { Analytics } from '#analytics/analytics.ts';
import { countMeasures, countsFrom } from '#analytics/indicator-statistics.ts';
import { ancestors, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';

/** The recent windows a unit's answers are compared over, in days (the last week and month). */
const CHANGE_WINDOWS = [7, 28] as const;
/** The unit's own past a window is compared with: the year before it, so that weekdays and seasons weigh alike. */
const HISTORY_DAYS = 364;

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The ISO day `days` after `day`. */
export const addDays = (day: string, days: number) =>
  iso(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The periods of one window ending on `asOf` (inclusive): the recent days and the history before them. */
export interface WindowPeriods {
  window: number;
  /** The first recent day and the last (both inclusive). */
  recentFrom: string;
  recentTo: string;
  historyFrom: string;
  historyTo: string;
}

function windowPeriods(asOf: string, window: number): WindowPeriods {
  const recentFrom = addDays(asOf, -(window - 1));
  return {
    window,
    recentFrom,
    recentTo: asOf,
    historyFrom: addDays(recentFrom, -HISTORY_DAYS),
    historyTo: addDays(recentFrom, -1),
  };
}

/**
 * Every unit's indicators over each window and its history, at every level of the
 * organisation: one scan per level and window (the history and the window split in it).
 * Each cell holds the counts the statistics need (promoters and detractors, sums, hits).
 */
export async function changeCells(
  analytics: Analytics,
  survey: SurveyModel,
  asOf: string,
): Promise<{ cells: ChangeCell[]; periods: Map<number, WindowPeriods> }> {
  const measures = survey.indicators.flatMap((indicator, i) => countMeasures(indicator, `i${i}`));
  const cells: ChangeCell[] = [];
  const periods = new Map<number, WindowPeriods>();
  for (const window of CHANGE_WINDOWS) {
    const p = windowPeriods(asOf, window);
    periods.set(window, p);
    for (let level = 1; level <= survey.organisation.depth; level++) {
      const rows = await analytics.query(survey, {
        where: [{ kind: 'dateRange', from: p.historyFrom, to: addDays(asOf, 1) }],
        measures,
        groupBy: { kind: 'unitLevel', level },
        splitSince: p.recentFrom,
      });
      const byUnit = new Map<number, { recent?: (typeof rows)[number]; history?: (typeof rows)[number] }>();
      for (const row of rows) {
        if (row.group === null) continue;
        const entry = byUnit.get(row.group) ?? {};
        if (row.current) entry.recent = row;
        else entry.history = row;
        byUnit.set(row.group, entry);
      }
      for (const [unitId, { recent, history }] of byUnit) {
        survey.indicators.forEach((indicator, i) => {
          cells.push({
            unitId: String(unitId),
            indicator: indicator.extName,
            window,
            recent: countsFrom(indicator, recent?.values, `i${i}`),
            history: countsFrom(indicator, history?.values, `i${i}`),
          });
        });
      }
    }
  }
  return { cells, periods };
}

/** A unit's drill path in the organisation (view,root,...,unit): where a change links to. */
export const unitDrillPath = (survey: SurveyModel, unit: UnitNode) =>
  formatDrillPath([survey.organisation.extName, ...ancestors(unit).map((u) => u.extName)]);
