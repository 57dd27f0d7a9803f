import {
  surveyTable,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
  unitColumn,
} from '../apps/server/src/analytics/query-spec.ts';
import type { SurveyModel } from '../apps/server/src/surveys/survey-model.ts';

/**
 * The dashboard calls the web app makes, each written three ways: our HTTP API, the
 * same aggregate as hand-written SQL on the PostgreSQL schema (what a BI tool would
 * send), and hand-written SQL on the DuckDB wide table.
 */
export interface BenchIds {
  surveyId: number;
  q: { nps: number; satOverall: number; staff: number; speed: number; channel: number; comment: number };
  /** Every text question: a comment list reads them all. */
  texts: number[];
  rootId: number;
  regionId: number;
  regionLevel: number;
  depth: number;
}

/** The demo survey's ids the calls are written with (survey `cx`, region `north`). */
export function benchIds(survey: SurveyModel): BenchIds {
  const question = (name: string) => survey.questionsByExtName.get(name)!.id;
  const region = survey.organisation.unitsByExtName.get('north')!;
  return {
    surveyId: survey.id,
    q: {
      nps: question('nps'),
      satOverall: question('sat_overall'),
      staff: question('sat_staff'),
      speed: question('sat_speed'),
      channel: question('channel'),
      comment: question('comment'),
    },
    texts: survey.questions.filter((x) => x.type === 'text').map((x) => x.id),
    rootId: survey.organisation.root.id,
    regionId: region.id,
    regionLevel: region.level,
    depth: survey.organisation.depth,
  };
}

export interface Scenario {
  scope: 'root' | 'region';
  filter: 'none' | 'choice' | 'time';
}

export interface BenchCall {
  name: string;
  api: string;
  postgres: string;
  duckdb: string;
}

const CHOICE_VALUE = 2; // channel = web
const TIME_DAYS = 90;

/** The time filter's period and the one before it (the same length, ending where it starts). */
function period(today: Date): { before: string; from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
  const length = (TIME_DAYS + 1) * 86_400_000;
  return { before: day(end - 2 * length), from: day(end - length), to: day(end) };
}

/** A comment list's columns on the wide table. */
function commentColumns(ids: BenchIds): string[] {
  const units = Array.from({ length: ids.depth }, (_, i) => unitColumn(ids.depth - i));
  return [
    'id',
    'ts',
    `coalesce(${units.join(', ')}) AS unit`,
    ...ids.texts.map(textColumn),
    `q${ids.q.nps} AS score`,
    ...ids.texts.flatMap((x) => [textTopicsColumn(x), textSentimentColumn(x)]),
  ];
}

export function benchCalls(ids: BenchIds, s: Scenario, today: Date): BenchCall[] {
  const { q } = ids;
  const drill = s.scope === 'root' ? 'org,all' : 'org,all,north';
  const token =
    s.filter === 'choice' ? ';channel=web' : s.filter === 'time' ? `;ftime=rdays:-${TIME_DAYS}:0` : '';
  const p = encodeURIComponent(`${drill}${token}`);
  const nodeId = s.scope === 'root' ? ids.rootId : ids.regionId;
  const nodeLevel = s.scope === 'root' ? 1 : ids.regionLevel;
  const { before, from, to } = period(today);
  // With a time filter, KPI tiles and rankings also show the change since the period
  // before: the hand-written SQL computes both periods too, split by a column.
  const split = s.filter === 'time';

  // PostgreSQL: units below the node by a recursive query, answers joined per question.
  const pgSub = `WITH RECURSIVE sub AS (SELECT id FROM units WHERE id = ${nodeId}
    UNION ALL SELECT u.id FROM units u JOIN sub ON u.parent_id = sub.id)`;
  const pgWhereFrom = (start: string) =>
    [
      `i.survey_id = ${ids.surveyId}`,
      s.scope === 'root' ? '' : 'i.unit_id IN (SELECT id FROM sub)',
      s.filter === 'time'
        ? `i.interview_date >= '${start}T00:00:00Z' AND i.interview_date < '${to}T00:00:00Z'`
        : '',
      s.filter === 'choice'
        ? `EXISTS (SELECT 1 FROM answers c WHERE c.interview_id = i.id AND c.question_id = ${q.channel} AND c.value = ${CHOICE_VALUE})`
        : '',
    ]
      .filter(Boolean)
      .join(' AND ');
  const pgWhere = pgWhereFrom(from);
  const pgSplit = {
    where: pgWhereFrom(split ? before : from),
    key: split ? [`(i.interview_date >= '${from}T00:00:00Z') AS s`] : [],
    group: split ? ['s'] : [],
  };
  const join = (alias: string, qid: number) =>
    `LEFT JOIN answers ${alias} ON ${alias}.interview_id = i.id AND ${alias}.question_id = ${qid}`;
  const npsExpr = (col: string) =>
    `(count(*) FILTER (WHERE ${col} >= 9) - count(*) FILTER (WHERE ${col} <= 6)) * 100.0 / nullif(count(${col}), 0)`;

  // DuckDB: the wide table, ancestors as columns.
  const t = surveyTable(ids.surveyId);
  const dkWhereFrom = (start: string) =>
    [
      s.scope === 'root' ? '' : `u${nodeLevel} = ${nodeId}`,
      s.filter === 'time' ? `d >= DATE '${start}' AND d < DATE '${to}'` : '',
      s.filter === 'choice' ? `q${q.channel} = ${CHOICE_VALUE}` : '',
    ].filter(Boolean);
  const dk = (extra: string[] = [], start = from) => {
    const all = [...dkWhereFrom(start), ...extra];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  };
  const dkSplit = {
    where: dk([], split ? before : from),
    key: split ? [`(d >= DATE '${from}') AS s`] : [],
    group: split ? ['s'] : [],
  };
  const groupBy = (keys: string[]) => (keys.length ? `GROUP BY ${keys.join(', ')}` : '');

  return [
    {
      name: 'kpi',
      api: `/api/vuejs/analytics/kpis/cx/${p}`,
      postgres: `${pgSub} SELECT ${[...pgSplit.key, 'count(*) AS n'].join(', ')}, ${npsExpr('nps.value')} AS nps, count(*) FILTER (WHERE so.value >= 4) * 100.0 / nullif(count(so.value), 0) AS csat,
        avg(st.value) AS staff, avg(sp.value) AS speed, count(nps.value) AS n_nps, count(so.value) AS n_csat, count(st.value) AS n_staff, count(sp.value) AS n_speed
        FROM interviews i ${join('nps', q.nps)} ${join('so', q.satOverall)} ${join('st', q.staff)} ${join('sp', q.speed)}
        WHERE ${pgSplit.where} ${groupBy(pgSplit.group)}`,
      duckdb: `SELECT ${[...dkSplit.key, 'count(*) AS n'].join(', ')}, ${npsExpr(`q${q.nps}`)} AS nps, count(*) FILTER (WHERE q${q.satOverall} >= 4) * 100.0 / nullif(count(q${q.satOverall}), 0) AS csat,
        avg(q${q.staff}) AS staff, avg(q${q.speed}) AS speed, count(q${q.nps}) AS n_nps, count(q${q.satOverall}) AS n_csat, count(q${q.staff}) AS n_staff, count(q${q.speed}) AS n_speed
        FROM ${t} ${dkSplit.where} ${groupBy(dkSplit.group)}`,
    },
    {
      name: 'trend',
      api: `/api/vuejs/analytics/trend/cx/${p}?indicator=nps&bucket=month`,
      postgres: `${pgSub} SELECT date_trunc('month', i.interview_date AT TIME ZONE 'UTC') AS m, ${npsExpr('nps.value')} AS nps, count(nps.value) AS n_nps
        FROM interviews i ${join('nps', q.nps)} WHERE ${pgWhere} GROUP BY m ORDER BY m`,
      duckdb: `SELECT date_trunc('month', d) AS m, ${npsExpr(`q${q.nps}`)} AS nps, count(q${q.nps}) AS n_nps FROM ${t} ${dk()} GROUP BY m ORDER BY m`,
    },
    {
      name: 'breakdown',
      api: `/api/vuejs/analytics/breakdown/cx/${p}`,
      postgres: `WITH RECURSIVE tree(top, id) AS (SELECT id, id FROM units WHERE parent_id = ${nodeId}
          UNION ALL SELECT tree.top, u.id FROM units u JOIN tree ON u.parent_id = tree.id), sub AS (SELECT id FROM tree)
        SELECT tree.top AS unit, count(*) AS n, ${npsExpr('nps.value')} AS nps, count(*) FILTER (WHERE so.value >= 4) * 100.0 / nullif(count(so.value), 0) AS csat,
          avg(st.value) AS staff, avg(sp.value) AS speed
        FROM interviews i JOIN tree ON tree.id = i.unit_id ${join('nps', q.nps)} ${join('so', q.satOverall)} ${join('st', q.staff)} ${join('sp', q.speed)}
        WHERE ${pgWhere} GROUP BY tree.top`,
      duckdb: `SELECT u${nodeLevel + 1} AS unit, count(*) AS n, ${npsExpr(`q${q.nps}`)} AS nps, count(*) FILTER (WHERE q${q.satOverall} >= 4) * 100.0 / nullif(count(q${q.satOverall}), 0) AS csat,
        avg(q${q.staff}) AS staff, avg(q${q.speed}) AS speed FROM ${t} ${dk()} GROUP BY 1`,
    },
    {
      name: 'distribution',
      api: `/api/vuejs/analytics/distribution/cx/${p}?question=nps`,
      postgres: `${pgSub} SELECT nps.value, count(*) AS n FROM interviews i JOIN answers nps ON nps.interview_id = i.id AND nps.question_id = ${q.nps}
        WHERE ${pgWhere} GROUP BY nps.value ORDER BY 1`,
      duckdb: `SELECT q${q.nps} AS value, count(*) AS n FROM ${t} ${dk([`q${q.nps} IS NOT NULL`])} GROUP BY 1 ORDER BY 1`,
    },
    {
      name: 'ranking',
      api: `/api/vuejs/analytics/ranking/cx/${p}?indicator=nps`,
      postgres: `${pgSub} SELECT ${['i.unit_id', ...pgSplit.key].join(', ')}, ${npsExpr('nps.value')} AS v, count(nps.value) AS n_nps FROM interviews i ${join('nps', q.nps)}
        WHERE ${pgSplit.where} ${groupBy(['i.unit_id', ...pgSplit.group])} ORDER BY v DESC NULLS LAST`,
      duckdb: `SELECT ${[`u${ids.depth}`, ...dkSplit.key].join(', ')}, ${npsExpr(`q${q.nps}`)} AS v, count(q${q.nps}) AS n_nps FROM ${t} ${dkSplit.where}
        ${groupBy([`u${ids.depth}`, ...dkSplit.group])} ORDER BY v DESC NULLS LAST`,
    },
    {
      name: 'comments',
      api: `/api/vuejs/comments/cx/${p}?limit=20`,
      postgres: `${pgSub} SELECT i.id, i.interview_date, c.text_value FROM interviews i JOIN answers c ON c.interview_id = i.id AND c.question_id = ${q.comment}
        WHERE ${pgWhere} AND c.text_value <> '' ORDER BY i.interview_date DESC, i.id DESC LIMIT 21`,
      // what the list shows: the texts, the interview's unit, its score and each text's stored
      // topics and sentiment (the same columns as the API's statement, keyset-page.ts)
      duckdb: `SELECT ${commentColumns(ids).join(', ')} FROM ${t} ${dk([`(${ids.texts.map((x) => `${textColumn(x)} IS NOT NULL`).join(' OR ')})`])}
        ORDER BY ts DESC, id DESC LIMIT 21`,
    },
  ];
}
