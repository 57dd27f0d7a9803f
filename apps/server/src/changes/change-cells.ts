import type { ChangeCell } from '@opinio/domain/changes/detect-changes';
import { formatDrillPath } from '@opinio/domain/drill-path';
import type { Analytics } from '#analytics/analytics.ts';
import { countMeasures, countsFrom } from '#analytics/indicator-statistics.ts';
import type { Condition, Measure } from '#analytics/query-spec.ts';
import { ancestors, commentQuestionIds, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';
import { TOPIC_SUBJECT } from './change-subjects.ts';

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
  cells.push(...(await topicCells(analytics, survey, periods.get(TOPIC_WINDOW)!)));
  return { cells, periods };
}

/** Topics' shares are compared over the month only: a week has too few comments per topic. */
const TOPIC_WINDOW = 28;

/**
 * Every unit's share of comments mentioning each topic of the survey's taxonomy over the last
 * 28 days and the year before, at every level: a comment count per unit, then one per topic
 * (hits among the comments, as a top box is counted), stored as `topic:<key>`.
 */
async function topicCells(
  analytics: Analytics,
  survey: SurveyModel,
  p: WindowPeriods,
): Promise<ChangeCell[]> {
  const topics = survey.topics?.topics ?? [];
  const texts = commentQuestionIds(survey);
  if (topics.length === 0 || texts.length === 0) return [];
  const where: Condition[] = [
    { kind: 'dateRange', from: p.historyFrom, to: addDays(p.recentTo, 1) },
    { kind: 'hasText', questionIds: texts },
  ];
  const count: Measure<'n'>[] = [{ kind: 'count', as: 'n' }];
  const cells: ChangeCell[] = [];
  for (let level = 1; level <= survey.organisation.depth; level++) {
    const groupBy = { kind: 'unitLevel', level } as const;
    const split = { splitSince: p.recentFrom };
    const [totals, ...byTopic] = await Promise.all([
      analytics.query(survey, { where, measures: count, groupBy, ...split }),
      ...topics.map((topic) =>
        analytics.query(survey, {
          where: [...where, { kind: 'topic', keys: [topic.key] }],
          measures: count,
          groupBy,
          ...split,
        }),
      ),
    ]);
    const sides = (rows: typeof totals) => {
      const map = new Map<number, { recent: number; history: number }>();
      for (const row of rows) {
        if (row.group === null) continue;
        const side = map.get(row.group) ?? { recent: 0, history: 0 };
        side[row.current ? 'recent' : 'history'] = Number(row.values.n ?? 0);
        map.set(row.group, side);
      }
      return map;
    };
    const comments = sides(totals);
    topics.forEach((topic, i) => {
      const mentions = sides(byTopic[i]);
      for (const [unitId, total] of comments) {
        const hits = mentions.get(unitId) ?? { recent: 0, history: 0 };
        cells.push({
          unitId: String(unitId),
          indicator: `${TOPIC_SUBJECT}${topic.key}`,
          window: TOPIC_WINDOW,
          recent: { kind: 'topbox', n: total.recent, hits: hits.recent },
          history: { kind: 'topbox', n: total.history, hits: hits.history },
        });
      }
    });
  }
  return cells;
}

/** A unit's drill path in the organisation (view,root,...,unit): where a change links to. */
export const unitDrillPath = (survey: SurveyModel, unit: UnitNode) =>
  formatDrillPath([survey.organisation.extName, ...ancestors(unit).map((u) => u.extName)]);
