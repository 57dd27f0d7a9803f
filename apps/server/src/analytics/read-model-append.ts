import type { DuckDBConnection } from '@duckdb/node-api';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { holdableRows } from './holdable-rows.ts';
import { type InterviewPage, InterviewSource, wideColumns } from './interview-pages.ts';
import {
  LANGUAGE_COLUMN,
  localName,
  questionColumn,
  SENTIMENT_COLUMN,
  surveyDatabase,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
} from './query-spec.ts';
import { LATE_WINDOW, type TableState, type Versions } from './read-model-file.ts';
import type { CommentModels } from './text/comment-models.ts';
import { pageTags } from './text/page-tags.ts';

/**
 * Interview ids per page while a long write is under way: the table is brought up to date
 * in the background then, and on PGlite each page's read holds the server's only thread
 * (a 50,000-interview page held it over a second, and every other call waited).
 */
const BACKGROUND_PAGE = 2000;
/** Pages of a build read from PostgreSQL at the same time, ahead of the one being appended. */
const FETCH_AHEAD = 2;
/** The longest a background catch-up waits between its pages for other work to finish. */
const BACKGROUND_PAUSE_MS = 50;

/** What an append reads with: the system of record, the survey's comment models, the log. */
export interface AppendContext {
  database: Database;
  comments: CommentModels;
  log: { warn(details: object, message: string): void };
  /** Interview ids per page. */
  pageSize: number;
}

/** Where an append's rows go: the survey's table, or a cold build's temporary one. */
interface AppendTarget {
  connection: DuckDBConnection;
  table: string;
  schema: string;
  database: string;
}

/**
 * Appends to a survey's table (or a cold build's temporary one) the interviews PostgreSQL
 * holds beyond `state`, in id-range pages read ahead of the one being appended, late commits
 * below the last loaded id included; updates `state` page by page. `fresh`: the ids of the
 * comments tagged here (their stored tags were missing or stale).
 */
async function appendInterviews(
  context: AppendContext,
  survey: SurveyModel,
  state: TableState,
  background: boolean,
  target: AppendTarget,
): Promise<{ appended: number; fresh: number[] }> {
  // On the embedded database a page's read and the tagging of its comments hold the server's
  // only thread: new interviews after a write (a 5,000-row batch) are read in small pages too,
  // each query in a turn of its own. A cold build keeps the large pages.
  const small = background || (state.rows > 0 && context.database.kind === 'pglite');
  const pageSize = small ? Math.min(context.pageSize, BACKGROUND_PAGE) : context.pageSize;
  const modelSize = context.comments.modelSize(survey.id);
  const source = new InterviewSource(context.database, survey, modelSize);
  const last = await source.lastId();
  // `to`: the highest id loaded once the page is in (null for late commits)
  const pages: Array<{ fetch: () => Promise<InterviewPage>; to: number | null }> = [];
  // A transaction holding a lower id may commit after a higher one: the window below
  // the last loaded id is counted again, and ids not loaded yet are fetched. The loaded
  // ids of the window are kept in memory, so the check is one count in PostgreSQL.
  if (state.rows > 0 && state.maxInterviewId > 0) {
    const windowStart = Math.max(0, state.maxInterviewId - LATE_WINDOW);
    let loaded = 0;
    for (const id of state.recent) if (id > windowStart && id <= state.maxInterviewId) loaded++;
    if ((await source.countRange(windowStart, state.maxInterviewId)) !== loaded) {
      const missing = (await source.idsInRange(windowStart, state.maxInterviewId)).filter(
        (id) => !state.recent.has(id),
      );
      if (missing.length > 0) pages.push({ fetch: () => source.fetchIds(missing), to: null });
    }
  }
  // Pages are id ranges, not LIMITs: each page reads only its own rows, so a build is
  // linear in the number of interviews.
  for (let from = state.maxInterviewId; from < last; from += pageSize) {
    const to = Math.min(from + pageSize, last);
    pages.push({ fetch: () => source.fetchRange(from, to), to });
  }
  const keepAbove = Math.max(state.maxInterviewId, last) - LATE_WINDOW;
  const appender = await target.connection.createAppender(target.table, target.schema, target.database);
  const tagger = context.comments.tagger(survey);
  const fresh: number[] = [];
  let total = 0;
  let skipped = 0;
  const skippedIds: number[] = [];
  try {
    // The next pages are fetched while this one is appended: PostgreSQL (two pages at a
    // time, on two connections) and this process work at the same time.
    // In the background, pages are read one at a time with other work let in between.
    const ahead = background ? 1 : FETCH_AHEAD;
    const queue: Promise<InterviewPage>[] = [];
    let fetched = 0;
    const fetchMore = () => {
      while (fetched < pages.length && queue.length < ahead) {
        const fetching = pages[fetched++].fetch();
        // a failed prefetch surfaces when awaited, not as an unhandled rejection meanwhile
        fetching.catch(() => {});
        queue.push(fetching);
      }
    };
    fetchMore();
    for (let i = 0; i < pages.length; i++) {
      const page = await queue.shift()!;
      if (!background) fetchMore();
      const holdable = holdableRows(page, source.types);
      const tagged = await pageTags(survey, tagger, modelSize, holdable.page);
      for (const row of tagged.fresh) fresh.push(row.id);
      await source.append(appender, holdable.page, tagged.tags);
      // each page committed as a whole: a process stopped part way leaves whole pages in a
      // file, which the next start reads as what the table holds
      appender.flushSync();
      skipped += holdable.skipped.length;
      skippedIds.push(...holdable.skipped.slice(0, 20 - skippedIds.length));
      // kept page by page: after a failure the next refresh goes on where this one stopped
      total += holdable.page.ids.length;
      state.rows += holdable.page.ids.length;
      // Skipped ids count as loaded: the late-commit check must not fetch them again.
      for (const id of page.ids) if (id > keepAbove) state.recent.add(id);
      const to = pages[i].to;
      if (to !== null) state.maxInterviewId = to;
      if (background && i + 1 < pages.length) {
        await context.database.giveWay(BACKGROUND_PAUSE_MS);
        fetchMore();
      }
    }
  } finally {
    appender.closeSync();
    // Once per refresh, with the count: the rows stay left out until they are fixed in
    // PostgreSQL and the read model is rebuilt (a restart, a configuration change).
    if (skipped > 0) {
      context.log.warn(
        { survey: survey.extName, surveyId: survey.id, skipped, firstIds: skippedIds },
        `Read model of survey ${survey.extName}: ${skipped} interviews left out: their date is outside 1970-2106 or an answer does not fit its column`,
      );
    }
  }
  for (const id of state.recent) if (id <= keepAbove) state.recent.delete(id);
  return { appended: total, fresh };
}

/**
 * Reads the interviews `ids` from PostgreSQL again and updates their rows of the survey's
 * table in place (an UPDATE, not a delete and append: the rollups read new rows by rowid,
 * which must not move). Answers the ids of the comments tagged here.
 */
export async function replaceRows(
  context: AppendContext,
  survey: SurveyModel,
  connection: DuckDBConnection,
  ids: readonly number[],
): Promise<number[]> {
  const table = surveyTable(survey.id);
  const fresh = `${localName(table)}_rewrite`;
  const modelSize = context.comments.modelSize(survey.id);
  const source = new InterviewSource(context.database, survey, modelSize);
  const { page } = holdableRows(await source.fetchIds(ids), source.types);
  const { tags, fresh: tagged } = await pageTags(survey, context.comments.tagger(survey), modelSize, page);
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${fresh} AS SELECT * FROM ${table} LIMIT 0`);
  try {
    const appender = await connection.createAppender(fresh);
    try {
      await source.append(appender, page, tags);
    } finally {
      appender.closeSync();
    }
    const columns = [
      ...source.valueQuestions.map((q) => questionColumn(q.id)),
      ...source.textQuestions.map((q) => textColumn(q.id)),
      TOPICS_COLUMN,
      SENTIMENT_COLUMN,
      LANGUAGE_COLUMN,
      ...source.commentQuestions.flatMap((q) => [textTopicsColumn(q.id), textSentimentColumn(q.id)]),
    ];
    if (columns.length > 0) {
      const set = columns.map((c) => `${c} = f.${c}`).join(', ');
      await connection.run(`UPDATE ${table} SET ${set} FROM ${fresh} AS f WHERE ${table}.id = f.id`);
    }
  } finally {
    await connection.run(`DROP TABLE IF EXISTS ${fresh}`);
  }
  return tagged.map((row) => row.id);
}

/**
 * Appends what PostgreSQL holds beyond `state` to the survey's table; a cold build (`state`
 * holds no rows) is then sorted by date, as date-sorted rows make time filters cheap (zone
 * maps skip whole row groups). `staged` (a cold build on disk): the rows land in a temporary
 * table and go to the file once, sorted; appended straight to the file, every row would be
 * written twice (its log, then its blocks) before the sort writes them all again. `phase` is
 * told when the copy and the sort end.
 */
export async function fillTable(
  context: AppendContext,
  fill: {
    survey: SurveyModel;
    state: TableState;
    background: boolean;
    connection: DuckDBConnection;
    staged: boolean;
  },
  phase: (name: 'copy' | 'sort') => void,
): Promise<{ appended: number; fresh: number[] }> {
  const { survey, state, connection } = fill;
  const table = surveyTable(survey.id);
  const cold = state.rows === 0;
  const staging = fill.staged ? `${localName(table)}_build` : null;
  if (staging)
    await connection.run(`CREATE OR REPLACE TEMP TABLE ${staging} AS SELECT * FROM ${table} LIMIT 0`);
  const target: AppendTarget = staging
    ? { connection, table: staging, schema: 'main', database: 'temp' }
    : { connection, table: localName(table), schema: 'main', database: surveyDatabase(survey.id) };
  const result = await appendInterviews(context, survey, state, fill.background, target);
  phase('copy');
  if (cold && result.appended > 0)
    await connection.run(`CREATE OR REPLACE TABLE ${table} AS SELECT * FROM ${staging ?? table} ORDER BY d`);
  if (staging) await connection.run(`DROP TABLE IF EXISTS ${staging}`);
  phase('sort');
  return result;
}

/** The survey's table made again, empty, with the state of a table that holds nothing yet. */
export async function emptyTable(
  connection: DuckDBConnection,
  survey: SurveyModel,
  versions: Versions,
): Promise<TableState> {
  const table = surveyTable(survey.id);
  await connection.run(`DROP TABLE IF EXISTS ${table}`);
  await connection.run(`CREATE TABLE ${table} (${wideColumns(survey).join(', ')})`);
  return {
    loadCount: -1,
    maxInterviewId: 0,
    rows: 0,
    recent: new Set(),
    campaigns: null,
    retrain: false,
    rewrites: versions.rewrites,
    configVersion: versions.configVersion,
  };
}
