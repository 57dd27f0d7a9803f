import {
  type DriverCounts,
  driverDrops,
  explainByParts,
  type PartCounts,
  topicShifts,
} from '@opinio/domain/changes/explain-change';
import type { TChangeWhy, TWhyPart } from '@opinio/domain/schemas/changes';
import type { IndicatorCounts } from '@opinio/domain/statistics/indicator-counts';
import type { Analytics } from '#analytics/analytics.ts';
import { countMeasures, countsFrom } from '#analytics/indicator-statistics.ts';
import { scaleQuestions } from '#analytics/key-drivers.ts';
import type { Condition, GroupBy, Measure, QueryRow } from '#analytics/query-spec.ts';
import {
  commentQuestionIds,
  type IndicatorModel,
  type SurveyModel,
  surveyText,
  type UnitNode,
} from '#surveys/survey-model.ts';
import { addDays, unitDrillPath } from './change-cells.ts';

/** The periods and subject of a stored change. */
export interface ChangeSubject {
  unit: UnitNode;
  indicator: IndicatorModel;
  direction: 'up' | 'down';
  periodFrom: string;
  periodTo: string;
  historyFrom: string;
}

/** Parts, topics and drivers shown: the few that carry most of the change. */
const SHOWN = 5;

/** Rows of a query over the change's history and window, split at the window's first day. */
async function splitRows<A extends string>(
  analytics: Analytics,
  survey: SurveyModel,
  subject: ChangeSubject,
  where: Condition[],
  measures: Measure<A>[],
  groupBy?: GroupBy,
): Promise<QueryRow<A>[]> {
  return analytics.query(survey, {
    where: [...where, { kind: 'dateRange', from: subject.historyFrom, to: addDays(subject.periodTo, 1) }],
    measures,
    ...(groupBy ? { groupBy } : {}),
    splitSince: subject.periodFrom,
  });
}

/** Each group's recent and history values. */
function bySide<A extends string>(rows: QueryRow<A>[], key: (row: QueryRow<A>) => string | null) {
  const sides = new Map<string, { recent?: QueryRow<A>['values']; history?: QueryRow<A>['values'] }>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const side = sides.get(k) ?? {};
    if (row.current) side.recent = row.values;
    else side.history = row.values;
    sides.set(k, side);
  }
  return sides;
}

/** The unit's own interviews (none at the root). */
const unitConditions = (unit: UnitNode): Condition[] =>
  unit.level > 1 ? [{ kind: 'unit', level: unit.level, unitId: unit.id }] : [];

/**
 * The answers at the bad end of the indicator's question: NPS detractors (0-6), and for a
 * mean or a top box the lowest values up to the middle of the scale.
 */
function lowBand(indicator: IndicatorModel): Condition {
  const { question } = indicator;
  if (indicator.kind === 'nps') return { kind: 'range', questionId: question.id, from: 0, to: 6 };
  const min = question.min ?? 1;
  const max = question.max ?? 5;
  return { kind: 'range', questionId: question.id, from: min, to: Math.floor((min + max) / 2) };
}

/** How a part of a split is named and linked: what `parts` needs besides the counts. */
interface PartNaming {
  label: (key: string) => string;
  link: (key: string) => { path: string; filter: string | null };
}

/** The child units of `unit`: their titles, each linking to its own dashboard. */
function childNaming(survey: SurveyModel, unit: UnitNode): PartNaming {
  const ownPath = unitDrillPath(survey, unit);
  return {
    label: (key) => survey.organisation.unitsById.get(Number(key))?.title ?? key,
    link: (key) => {
      const child = survey.organisation.unitsById.get(Number(key));
      return { path: child ? unitDrillPath(survey, child) : ownPath, filter: null };
    },
  };
}

/**
 * The survey's views by a question (channel, visit type), each with how its segments are named
 * and linked: the unit's dashboard with the standard filter on the view's question, if the
 * survey has one, set to the segment.
 */
function questionViews(survey: SurveyModel, unit: UnitNode) {
  const ownPath = unitDrillPath(survey, unit);
  return survey.views.flatMap((view) => {
    if (view.kind !== 'question' || view.questionId === null) return [];
    const options = new Map([...view.unitsById.values()].map((u) => [String(u.optionValue), u.title]));
    const question = survey.questions.find((q) => q.id === view.questionId);
    const filter = [...survey.filters.values()].find(
      (f) => f.target === 'question' && question !== undefined && f.question === question.extName,
    );
    const optionNames = new Map(question?.options.map((o) => [String(o.value), o.extName]) ?? []);
    const naming: PartNaming = {
      label: (key) => options.get(key) ?? key,
      link: (key) => {
        const option = optionNames.get(key);
        return { path: ownPath, filter: filter && option ? `${filter.extName}=${option}` : null };
      },
    };
    return [
      { title: view.title, groupBy: { kind: 'question', questionId: view.questionId } as const, naming },
    ];
  });
}

function parts(
  explained: ReturnType<typeof explainByParts>,
  { label, link }: PartNaming,
  direction: 'up' | 'down',
): TWhyPart[] {
  if (!explained) return [];
  const sign = direction === 'up' ? 1 : -1;
  return explained.parts
    .filter((p) => sign * p.total > 0)
    .slice(0, SHOWN)
    .map((p) => ({
      key: p.key,
      label: label(p.key),
      share: (p.total / explained.difference) * 100,
      rateEffect: p.rateEffect,
      mixEffect: p.mixEffect,
      difference: p.difference,
      recentN: p.recentN,
      historyN: p.historyN,
      significant: p.significant,
      ...link(p.key),
    }));
}

/**
 * Why the change happened, computed from the read model over the change's own periods:
 * which child units carry it (their own change against a shift in the mix of answers),
 * which segments of each question view (channel, visit), which topics grew among the
 * comments at the bad end of the scale, and which scale questions fell (docs/what-changed.md).
 */
export async function changeWhy(
  analytics: Analytics,
  survey: SurveyModel,
  subject: ChangeSubject,
): Promise<TChangeWhy> {
  const { unit, indicator, direction } = subject;
  const measures = countMeasures(indicator, 'i');
  const own = unitConditions(unit);
  const counts = (values: Record<string, number | null> | undefined): IndicatorCounts =>
    countsFrom(indicator, values, 'i');
  const toParts = (sides: ReturnType<typeof bySide>): PartCounts[] =>
    [...sides].map(([key, side]) => ({ key, recent: counts(side.recent), history: counts(side.history) }));

  /** Each part's counts over the window and the history. */
  const countParts = async (groupBy: GroupBy) =>
    toParts(
      bySide(await splitRows(analytics, survey, subject, own, measures, groupBy), (row) =>
        row.group === null ? null : String(row.group),
      ),
    );
  // child units
  const children = unit.children.length
    ? parts(
        explainByParts(await countParts({ kind: 'unitLevel', level: unit.level + 1 }), indicator.kind),
        childNaming(survey, unit),
        direction,
      )
    : [];

  // segments: each view by a question (channel, visit type)
  const segments: TChangeWhy['segments'] = [];
  for (const view of questionViews(survey, unit)) {
    const found = parts(
      explainByParts(await countParts(view.groupBy), indicator.kind),
      view.naming,
      direction,
    );
    if (found.length > 0) segments.push({ view: view.title, parts: found });
  }

  // topics among the comments at the bad end of the scale (for a fall: which grew; for a rise: which shrank)
  const topics: TChangeWhy['topics'] = [];
  const keys = survey.topics?.topics.map((t) => t.key) ?? [];
  const texts = commentQuestionIds(survey);
  if (keys.length > 0 && texts.length > 0) {
    const where: Condition[] = [...own, lowBand(indicator), { kind: 'hasText', questionIds: texts }];
    const count: Measure<'n'>[] = [{ kind: 'count', as: 'n' }];
    const [totals, byTopic] = await Promise.all([
      splitRows(analytics, survey, subject, where, count),
      splitRows(analytics, survey, subject, where, count, { kind: 'topic' }),
    ]);
    const total = (current: boolean) => totals.find((r) => r.current === current)?.values.n ?? 0;
    const mentions = bySide(byTopic, (row) => row.topic ?? null);
    const names = new Map(survey.topics!.topics.map((t) => [t.key, surveyText(survey, t.name)]));
    for (const shift of topicShifts(
      keys.map((key) => ({
        topic: key,
        recentMentions: mentions.get(key)?.recent?.n ?? 0,
        historyMentions: mentions.get(key)?.history?.n ?? 0,
      })),
      total(true),
      total(false),
      { direction: direction === 'down' ? 'up' : 'down' },
    ).slice(0, SHOWN))
      topics.push({
        key: shift.topic,
        label: names.get(shift.topic) ?? shift.topic,
        recentShare: shift.recentShare,
        historyShare: shift.historyShare,
        significant: shift.significant,
      });
  }

  // scale questions that fell (for a fall) or rose (for a rise)
  const scale = scaleQuestions(survey, indicator.question);
  const drivers: TChangeWhy['drivers'] = [];
  if (scale.length > 0) {
    const measuresOf = scale.flatMap((q, i): Measure<string>[] => [
      { kind: 'answered', questionId: q.id, as: `q${i}n` },
      { kind: 'sum', questionId: q.id, as: `q${i}a` },
      { kind: 'sumSquares', questionId: q.id, as: `q${i}b` },
    ]);
    const rows = await splitRows(analytics, survey, subject, own, measuresOf);
    const side = (current: boolean) => rows.find((r) => r.current === current)?.values;
    const mean = (values: Record<string, number | null> | undefined, i: number): IndicatorCounts => ({
      kind: 'mean',
      n: Number(values?.[`q${i}n`] ?? 0),
      sum: Number(values?.[`q${i}a`] ?? 0),
      sumSquares: Number(values?.[`q${i}b`] ?? 0),
    });
    const counted: DriverCounts[] = scale.map((q, i) => ({
      questionId: String(q.id),
      recent: mean(side(true), i),
      history: mean(side(false), i),
    }));
    // a rise: the same test on the questions turned upside down
    const flipped =
      direction === 'up' ? counted.map((d) => ({ ...d, recent: d.history, history: d.recent })) : counted;
    for (const drop of driverDrops(flipped).slice(0, SHOWN)) {
      const question = scale.find((q) => String(q.id) === drop.questionId)!;
      const up = direction === 'up';
      drivers.push({
        key: question.extName,
        label: question.title,
        recentValue: up ? drop.historyValue : drop.recentValue,
        historyValue: up ? drop.recentValue : drop.historyValue,
        significant: drop.significant,
      });
    }
  }
  return { children, segments, topics, drivers };
}

/** The periods and subject of a stored change of a topic's share of the comments. */
export interface TopicChangeSubject extends Omit<ChangeSubject, 'indicator'> {
  topic: string;
}

/**
 * Why a topic's share of the comments changed: which child units and which segments of each
 * question view carry it (shift-share of the share: each part's own change and the move of
 * its share of the comments). Topics and questions are not asked: the change is itself one.
 */
export async function topicChangeWhy(
  analytics: Analytics,
  survey: SurveyModel,
  subject: TopicChangeSubject,
): Promise<TChangeWhy> {
  const { unit, topic, direction } = subject;
  const texts = commentQuestionIds(survey);
  const own: Condition[] = [...unitConditions(unit), { kind: 'hasText', questionIds: texts }];
  const count: Measure<'n'>[] = [{ kind: 'count', as: 'n' }];
  const periods = { ...subject, indicator: null as never };
  /** Each part's comments and those mentioning the topic, as top-box counts. */
  const shareParts = async (groupBy: GroupBy): Promise<PartCounts[]> => {
    const [all, mentioning] = await Promise.all([
      splitRows(analytics, survey, periods, own, count, groupBy),
      splitRows(analytics, survey, periods, [...own, { kind: 'topic', keys: [topic] }], count, groupBy),
    ]);
    const key = (row: QueryRow<'n'>) => (row.group === null ? null : String(row.group));
    const hits = bySide(mentioning, key);
    return [...bySide(all, key)].map(([k, side]) => ({
      key: k,
      recent: { kind: 'topbox', n: Number(side.recent?.n ?? 0), hits: Number(hits.get(k)?.recent?.n ?? 0) },
      history: {
        kind: 'topbox',
        n: Number(side.history?.n ?? 0),
        hits: Number(hits.get(k)?.history?.n ?? 0),
      },
    }));
  };
  const children = unit.children.length
    ? parts(
        explainByParts(await shareParts({ kind: 'unitLevel', level: unit.level + 1 }), 'topbox'),
        childNaming(survey, unit),
        direction,
      )
    : [];
  const segments: TChangeWhy['segments'] = [];
  for (const view of questionViews(survey, unit)) {
    const found = parts(explainByParts(await shareParts(view.groupBy), 'topbox'), view.naming, direction);
    if (found.length > 0) segments.push({ view: view.title, parts: found });
  }
  return { children, segments, topics: [], drivers: [] };
}
