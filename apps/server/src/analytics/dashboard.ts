import type {
  TBreakdownResponse,
  TDistributionResponse,
  TKpiResponse,
  TTrendBucket,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import type { IndicatorCounts } from '@opinio/domain/statistics/indicator-counts';
import type { ResolvedDrillPath } from '#access/drill-path-resolver.ts';
import type { Scope } from '#access/scope.ts';
import { badRequest } from '#lib/http-error.ts';
import { type IndicatorModel, isWithin, type SurveyModel, type UnitNode } from '#surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type AppliedFilters, type Period, previousPeriod } from './filters.ts';
import {
  countMeasures,
  countsFrom,
  differs,
  differsFromRest,
  intervalOf,
  isSuppressed,
} from './indicator-statistics.ts';
import type { Condition, GroupBy, Measure, QueryRow } from './query-spec.ts';
import { bucketSeries, isPartialBucket, lastDay } from './time-buckets.ts';

/** What every dashboard query starts from: a survey, a node, the user's scope, filters. */
export interface DashboardContext {
  survey: SurveyModel;
  drill: ResolvedDrillPath;
  scope: Scope;
  filters: AppliedFilters;
}

export function indicatorMeasure<A extends string>(indicator: IndicatorModel, as: A): Measure<A> {
  const questionId = indicator.question.id;
  if (indicator.kind === 'topbox')
    return { kind: 'topbox', questionId, scaleMax: indicator.question.max ?? 5, as };
  return { kind: indicator.kind, questionId, as };
}

/** Conditions for the drill node and the user's scope (filters come on top). */
export function nodeConditions({ survey, drill, scope }: Omit<DashboardContext, 'filters'>): Condition[] {
  const conditions: Condition[] = [];
  if (drill.view === survey.organisation) {
    if (drill.node.level > 1)
      conditions.push({ kind: 'unit', level: drill.node.level, unitId: drill.node.id });
    return conditions;
  }
  if (drill.node.optionValue !== null && drill.view.questionId !== null) {
    conditions.push({ kind: 'values', questionId: drill.view.questionId, values: [drill.node.optionValue] });
  }
  if (scope.unit && scope.unit.level > 1)
    conditions.push({ kind: 'unit', level: scope.unit.level, unitId: scope.unit.id });
  return conditions;
}

/** The conditions without the time filter's own period (other date filters stay). */
export function withoutPeriod(conditions: Condition[], period: Period): Condition[] {
  return conditions.filter((c) => !(c.kind === 'dateRange' && c.from === period.from && c.to === period.to));
}

type IndicatorAlias = string;

/** The value, answers and counts (for its interval) of every indicator, and the interviews. */
function indicatorMeasures(ctx: DashboardContext): Measure<IndicatorAlias>[] {
  const measures: Measure<IndicatorAlias>[] = [{ kind: 'count', as: 'n' }];
  ctx.survey.indicators.forEach((indicator, i) => {
    measures.push(indicatorMeasure(indicator, `v${i}`));
    measures.push({ kind: 'answered', questionId: indicator.question.id, as: `c${i}` });
    measures.push(...countMeasures(indicator, `k${i}`).filter((m) => m.kind !== 'answered'));
  });
  return measures;
}

/** The counts behind indicator i of a row of `indicatorMeasures` (its answers are `c${i}`). */
function rowCounts(ctx: DashboardContext, i: number, values: QueryRow<IndicatorAlias>['values']) {
  const indicator = ctx.survey.indicators[i] as IndicatorModel;
  return countsFrom(indicator, { ...values, [`k${i}n`]: values[`c${i}`] ?? 0 }, `k${i}`);
}

/** No interviews: a count of 0 and no values. */
const EMPTY_ROW: QueryRow<IndicatorAlias> = { group: null, bucket: null, current: null, values: { n: 0 } };

/**
 * The drill node's parent as a context of its own, when the user may see it (a store
 * manager is not told about their district); null at the top.
 */
export function parentContext(ctx: DashboardContext): DashboardContext | null {
  const parent = ctx.drill.node.parent;
  if (!parent) return null;
  if (ctx.drill.view === ctx.survey.organisation && ctx.scope.unit && !isWithin(parent, ctx.scope.unit))
    return null;
  return { ...ctx, drill: { ...ctx.drill, node: parent } };
}

/**
 * The grouping of the parent's rows that holds the node as one group (its key): the unit
 * level below the parent, or the drill view's question. Grouping by a column scans as fast
 * as one query; null when the node is no such group (the parent is then asked apart).
 */
function nodeGroup(
  ctx: DashboardContext,
  parentCtx: DashboardContext,
): { groupBy: GroupBy; key: number } | null {
  const { drill } = ctx;
  if (drill.view === ctx.survey.organisation)
    return { groupBy: { kind: 'unitLevel', level: drill.node.level }, key: drill.node.id };
  if (
    drill.view.questionId !== null &&
    drill.node.optionValue !== null &&
    parentCtx.drill.node.optionValue === null
  )
    return { groupBy: { kind: 'question', questionId: drill.view.questionId }, key: drill.node.optionValue };
  return null;
}

/**
 * The indicators of the node, and of the period before when a time filter is set, and of
 * its parent when there is one to compare with: one scan of the parent's rows grouped by
 * the node's unit level (or the view's question) and by which side of the period's first
 * day a row falls; the parent's value is the groups' total (decision 047).
 */
async function kpiRows(
  analytics: Analytics,
  ctx: DashboardContext,
  parentCtx: DashboardContext | null,
  period: Period | null,
  previous: Period | null,
) {
  const measures = indicatorMeasures(ctx);
  const group = parentCtx ? nodeGroup(ctx, parentCtx) : null;
  const rowsOf = (base: Condition[], split: boolean, grouping: { groupBy: GroupBy; totals: true } | null) =>
    analytics.query(ctx.survey, {
      where:
        split && period && previous
          ? [
              ...base,
              ...withoutPeriod(ctx.filters.conditions, period),
              { kind: 'dateRange', from: previous.from, to: period.to },
            ]
          : [...base, ...ctx.filters.conditions],
      measures,
      ...(split && period ? { splitSince: period.from } : {}),
      ...grouping,
    });
  const hasPeriod = period !== null && previous !== null;
  const side = (rows: QueryRow<IndicatorAlias>[], current: boolean | null) =>
    rows.find((r) => current === null || r.current === current) ?? EMPTY_ROW;
  const now = hasPeriod ? true : null;
  if (parentCtx && group) {
    const rows = await rowsOf(nodeConditions(parentCtx), true, { groupBy: group.groupBy, totals: true });
    const node = rows.filter((r) => !r.total && r.group === group.key);
    return {
      current: side(node, now),
      before: hasPeriod ? side(node, false) : null,
      parent: side(
        rows.filter((r) => r.total),
        now,
      ),
    };
  }
  const [rows, parentRows] = await Promise.all([
    rowsOf(nodeConditions(ctx), true, null),
    parentCtx ? rowsOf(nodeConditions(parentCtx), false, null) : Promise.resolve(null),
  ]);
  return {
    current: side(rows, now),
    before: hasPeriod ? side(rows, false) : null,
    parent: parentRows ? (parentRows[0] ?? EMPTY_ROW) : null,
  };
}

export async function kpis(analytics: Analytics, ctx: DashboardContext): Promise<TKpiResponse> {
  const period = ctx.filters.period;
  const previous: Period | null = period ? previousPeriod(period) : null;
  const {
    current,
    before,
    parent: parentRow,
  } = await kpiRows(analytics, ctx, parentContext(ctx), period, previous);
  const { minAnswers } = ctx.survey;
  return {
    nInterviews: current.values.n ?? 0,
    period,
    previousPeriod: previous,
    minAnswers,
    tiles: ctx.survey.indicators.map((indicator, i) => {
      const count = current.values[`c${i}`] ?? 0;
      const suppressed = isSuppressed(count, minAnswers);
      const counts = rowCounts(ctx, i, current.values);
      const beforeCounts = before ? rowCounts(ctx, i, before.values) : null;
      const parentCounts = parentRow ? rowCounts(ctx, i, parentRow.values) : null;
      const shown = (c: IndicatorCounts | null, v: number | null | undefined) =>
        c && !isSuppressed(c.n, minAnswers) ? (v ?? null) : null;
      const value = suppressed ? null : (current.values[`v${i}`] ?? null);
      const previousValue = before ? shown(beforeCounts, before.values[`v${i}`]) : null;
      const comparable = value !== null && previousValue !== null && beforeCounts !== null;
      return {
        indicator: indicator.extName,
        title: indicator.title,
        value,
        count,
        ...(suppressed ? { ciLow: null, ciHigh: null } : intervalOf(counts)),
        suppressed,
        previousValue,
        change: comparable ? value - previousValue : null,
        changeSignificant: comparable ? differs(counts, beforeCounts) : null,
        parentValue: parentRow ? shown(parentCounts, parentRow.values[`v${i}`]) : null,
        differsFromParent:
          value !== null && parentCounts && !isSuppressed(parentCounts.n, minAnswers)
            ? differsFromRest(counts, parentCounts)
            : null,
      };
    }),
  };
}

export function findIndicator(survey: SurveyModel, extName: string | undefined): IndicatorModel {
  const indicator = extName ? survey.indicators.find((i) => i.extName === extName) : survey.indicators[0];
  if (!indicator)
    throw badRequest(`Survey ${survey.extName} has no indicator "${extName}"`, 'indicator', {
      code: 'unknown_value',
      params: { value: extName },
    });
  return indicator;
}

export async function trend(
  analytics: Analytics,
  ctx: DashboardContext,
  indicatorName: string | undefined,
  bucket: TTrendBucket,
): Promise<TTrendResponse> {
  const indicator = findIndicator(ctx.survey, indicatorName);
  const rows = await analytics.query<string>(ctx.survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions],
    measures: [indicatorMeasure(indicator, 'v'), ...countMeasures(indicator, 'k')],
    groupBy: { kind: 'time', bucket },
  });
  const { minAnswers } = ctx.survey;
  const found = new Map(rows.map((r) => [r.bucket, r.values]));
  // Every bucket of the period (or of the data) is present: a gap is a bucket without answers.
  const period = ctx.filters.period;
  const first = period?.from ?? rows[0]?.bucket;
  const last = period ? lastDay(period.to) : rows.at(-1)?.bucket;
  const buckets = first && last ? bucketSeries(first, last, bucket) : [];
  return {
    indicator: indicator.extName,
    bucket,
    period,
    minAnswers,
    points: buckets.map((b) => {
      const r = found.get(b);
      const partial = period !== null && isPartialBucket(b, bucket, period);
      const count = r?.kn ?? 0;
      const suppressed = isSuppressed(count, minAnswers);
      const interval = suppressed ? { ciLow: null, ciHigh: null } : intervalOf(countsFrom(indicator, r, 'k'));
      return {
        bucket: b,
        value: suppressed ? null : (r?.v ?? null),
        count,
        ...interval,
        suppressed,
        partial,
      };
    }),
  };
}

/** One row per child of the drill node, children without interviews included. */
export async function breakdown(analytics: Analytics, ctx: DashboardContext): Promise<TBreakdownResponse> {
  const { survey, drill } = ctx;
  const children = drill.node.children;
  const indicators = survey.indicators.map((i) => i.extName);
  const { minAnswers } = survey;
  if (children.length === 0) return { indicators, rows: [], node: {}, minAnswers };
  let groupBy: GroupBy;
  let key: (child: UnitNode) => number;
  if (drill.view === survey.organisation) {
    groupBy = { kind: 'unitLevel', level: drill.node.level + 1 };
    key = (child) => child.id;
  } else {
    groupBy = { kind: 'question', questionId: drill.view.questionId! };
    key = (child) => child.optionValue!;
  }
  const where = [...nodeConditions(ctx), ...ctx.filters.conditions];
  const measures = indicatorMeasures(ctx);
  // the rows, and the node as a whole (one scan): each row is tested against the rest of the node
  const rows = await analytics.query(survey, { where, measures, groupBy, totals: true });
  const byKey = new Map(rows.filter((r) => !r.total).map((r) => [r.group, r.values]));
  const nodeValues = rows.find((r) => r.total)?.values ?? EMPTY_ROW.values;
  return {
    indicators,
    minAnswers,
    node: Object.fromEntries(
      survey.indicators.map((indicator, i) => [
        indicator.extName,
        isSuppressed(rowCounts(ctx, i, nodeValues).n, minAnswers) ? null : (nodeValues[`v${i}`] ?? null),
      ]),
    ),
    rows: children.map((child) => {
      const row = byKey.get(key(child)) ?? EMPTY_ROW.values;
      const cells = survey.indicators.map((indicator, i) => {
        const counts = rowCounts(ctx, i, row);
        const suppressed = isSuppressed(counts.n, minAnswers);
        const value = suppressed ? null : (row[`v${i}`] ?? null);
        return {
          extName: indicator.extName,
          value,
          stats: {
            count: counts.n,
            ...(suppressed ? { ciLow: null, ciHigh: null } : intervalOf(counts)),
            suppressed,
            differsFromParent: value === null ? null : differsFromRest(counts, rowCounts(ctx, i, nodeValues)),
          },
        };
      });
      return {
        extName: child.extName,
        title: child.title,
        count: row.n ?? 0,
        values: Object.fromEntries(cells.map((c) => [c.extName, c.value])),
        stats: Object.fromEntries(cells.map((c) => [c.extName, c.stats])),
        hasChildren: child.children.length > 0,
      };
    }),
  };
}

export async function distribution(
  analytics: Analytics,
  ctx: DashboardContext,
  questionName: string | undefined,
): Promise<TDistributionResponse> {
  const question = questionName
    ? ctx.survey.questionsByExtName.get(questionName)
    : ctx.survey.indicators[0]?.question;
  if (!question || question.type === 'text') {
    throw badRequest(
      `Survey ${ctx.survey.extName} has no number or choice question "${questionName}"`,
      'question',
      { code: 'unknown_value', params: { value: String(questionName) } },
    );
  }
  const rows = await analytics.query(ctx.survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions],
    measures: [{ kind: 'count', as: 'n' }],
    groupBy: { kind: 'question', questionId: question.id },
  });
  const counts = new Map(
    rows.flatMap((r) => (r.group === null ? [] : [[r.group, r.values.n ?? 0] as const])),
  );
  const scale =
    question.type === 'choice'
      ? question.options.map((o) => ({ value: o.value, label: o.title }))
      : Array.from({ length: (question.max ?? 0) - (question.min ?? 0) + 1 }, (_, i) => {
          const value = (question.min ?? 0) + i;
          return { value, label: String(value) };
        });
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const { minAnswers } = ctx.survey;
  // fewer answers than the survey's minimum: how they spread is not given, as no figure of them is
  const suppressed = isSuppressed(total, minAnswers);
  return {
    question: question.extName,
    total,
    bars: suppressed
      ? []
      : scale.map(({ value, label }) => {
          const count = counts.get(value) ?? 0;
          return { value, label, count, share: total > 0 ? (count * 100) / total : 0 };
        }),
    suppressed,
    minAnswers,
  };
}
