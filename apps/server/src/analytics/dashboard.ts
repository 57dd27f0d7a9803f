import type {
  TBreakdownResponse,
  TDistributionResponse,
  TKpiResponse,
  TTrendBucket,
  TTrendResponse,
} from '@opinio/domain/schemas/analytics';
import type { Scope } from '../access/scope.ts';
import { badRequest } from '../lib/http-error.ts';
import type { ResolvedDrillPath } from '../surveys/drill-path-resolver.ts';
import type { IndicatorModel, SurveyModel, UnitNode } from '../surveys/survey-model.ts';
import type { Analytics } from './analytics.ts';
import { type AppliedFilters, type Period, previousPeriod } from './filters.ts';
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

type IndicatorAlias = 'n' | `v${number}` | `c${number}`;

function indicatorMeasures(ctx: DashboardContext): Measure<IndicatorAlias>[] {
  const measures: Measure<IndicatorAlias>[] = [{ kind: 'count', as: 'n' }];
  ctx.survey.indicators.forEach((indicator, i) => {
    measures.push(indicatorMeasure(indicator, `v${i}`));
    measures.push({ kind: 'answered', questionId: indicator.question.id, as: `c${i}` });
  });
  return measures;
}

/** No interviews: a count of 0 and no values. */
const EMPTY_ROW: QueryRow<IndicatorAlias> = { group: null, bucket: null, current: null, values: { n: 0 } };

/**
 * The indicators of the node, and of the period before when a time filter is set: both
 * periods in one scan, grouped by which side of the period's first day a row falls.
 */
async function periodValues(
  analytics: Analytics,
  ctx: DashboardContext,
  base: Condition[],
  period: Period | null,
  previous: Period | null,
) {
  const measures = indicatorMeasures(ctx);
  if (!period || !previous) {
    const [row] = await analytics.query(ctx.survey, {
      where: [...base, ...ctx.filters.conditions],
      measures,
    });
    return { current: row ?? EMPTY_ROW, before: null };
  }
  const rows = await analytics.query(ctx.survey, {
    where: [
      ...base,
      ...withoutPeriod(ctx.filters.conditions, period),
      { kind: 'dateRange', from: previous.from, to: period.to },
    ],
    measures,
    splitSince: period.from,
  });
  const side = (current: boolean) => rows.find((r) => r.current === current) ?? EMPTY_ROW;
  return { current: side(true), before: side(false) };
}

export async function kpis(analytics: Analytics, ctx: DashboardContext): Promise<TKpiResponse> {
  const period = ctx.filters.period;
  const previous: Period | null = period ? previousPeriod(period) : null;
  const { current, before } = await periodValues(analytics, ctx, nodeConditions(ctx), period, previous);
  return {
    nInterviews: current.values.n ?? 0,
    period,
    previousPeriod: previous,
    tiles: ctx.survey.indicators.map((indicator, i) => {
      const value = current.values[`v${i}`] ?? null;
      const previousValue = before ? (before.values[`v${i}`] ?? null) : null;
      return {
        indicator: indicator.extName,
        title: indicator.title,
        value,
        count: current.values[`c${i}`] ?? 0,
        previousValue,
        change: value !== null && previousValue !== null ? value - previousValue : null,
      };
    }),
  };
}

export function findIndicator(survey: SurveyModel, extName: string | undefined): IndicatorModel {
  const indicator = extName ? survey.indicators.find((i) => i.extName === extName) : survey.indicators[0];
  if (!indicator) throw badRequest(`Survey ${survey.extName} has no indicator "${extName}"`, 'indicator');
  return indicator;
}

export async function trend(
  analytics: Analytics,
  ctx: DashboardContext,
  indicatorName: string | undefined,
  bucket: TTrendBucket,
): Promise<TTrendResponse> {
  const indicator = findIndicator(ctx.survey, indicatorName);
  const rows = await analytics.query<'v' | 'n'>(ctx.survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions],
    measures: [
      indicatorMeasure(indicator, 'v'),
      { kind: 'answered', questionId: indicator.question.id, as: 'n' },
    ],
    groupBy: { kind: 'time', bucket },
  });
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
    points: buckets.map((b) => {
      const r = found.get(b);
      const partial = period !== null && isPartialBucket(b, bucket, period);
      return { bucket: b, value: r?.v ?? null, count: r?.n ?? 0, partial };
    }),
  };
}

/** One row per child of the drill node, children without interviews included. */
export async function breakdown(analytics: Analytics, ctx: DashboardContext): Promise<TBreakdownResponse> {
  const { survey, drill } = ctx;
  const children = drill.node.children;
  const indicators = survey.indicators.map((i) => i.extName);
  if (children.length === 0) return { indicators, rows: [] };
  let groupBy: GroupBy;
  let key: (child: UnitNode) => number;
  if (drill.view === survey.organisation) {
    groupBy = { kind: 'unitLevel', level: drill.node.level + 1 };
    key = (child) => child.id;
  } else {
    groupBy = { kind: 'question', questionId: drill.view.questionId! };
    key = (child) => child.optionValue!;
  }
  const measures: Measure<IndicatorAlias>[] = [
    { kind: 'count', as: 'n' },
    ...survey.indicators.map((indicator, i) => indicatorMeasure(indicator, `v${i}` as const)),
  ];
  const rows = await analytics.query(survey, {
    where: [...nodeConditions(ctx), ...ctx.filters.conditions],
    measures,
    groupBy,
  });
  const byKey = new Map(rows.map((r) => [r.group, r.values]));
  return {
    indicators,
    rows: children.map((child) => {
      const row = byKey.get(key(child));
      return {
        extName: child.extName,
        title: child.title,
        count: row?.n ?? 0,
        values: Object.fromEntries(survey.indicators.map((ind, i) => [ind.extName, row?.[`v${i}`] ?? null])),
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
  return {
    question: question.extName,
    total,
    bars: scale.map(({ value, label }) => {
      const count = counts.get(value) ?? 0;
      return { value, label, count, share: total > 0 ? (count * 100) / total : 0 };
    }),
  };
}
