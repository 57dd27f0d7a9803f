import { isLocale } from '@opinio/domain/localized-text';
import type { Database } from '#db/database.ts';
import { runAsTenant } from '#db/tenant-context.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';
import type { Duck } from '../duckdb.ts';
import {
  LANGUAGE_COLUMN,
  SENTIMENT_COLUMN,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
} from '../query-spec.ts';
import { readRows } from '../read-rows.ts';
import type { CommentModels } from './comment-models.ts';
import { commentSql } from './sentiment-training.ts';
import { commentHash, type StoredTags, storeTags, tagStamp } from './stored-tags.ts';

/**
 * Rows read from the table per statement when tags made here are written to PostgreSQL
 * (written in chunks of `storeTags`'s size). Each read scans the table's id column (it is
 * sorted by date, not by id), so few large reads: 2,000 at a time, the 3.5M comments of a
 * 10M survey took 15 minutes to read.
 */
const STORE_READ = 20_000;
/** The longest a write waits between its statements for other work to finish. */
const BACKGROUND_PAUSE_MS = 50;

/**
 * Writes the comment tags a build or a refresh made to PostgreSQL (`comment_tags`), in the
 * background and one write after another per survey, reading them back from the survey's
 * table. A write stops when the survey's tags are all made again (`stopWrites`) or the
 * process closes; what it left out is tagged again by the next build.
 */
export class TagWriter {
  /** Writes under way, per survey (one after another). */
  private readonly storing = new Map<number, Promise<void>>();
  /** Raised when a survey's tags are all made again: a write of older ones stops. */
  private readonly generations = new Map<number, number>();
  /** The process is closing: writes stop after their current statement. */
  private closing = false;

  constructor(
    private readonly database: Database,
    private readonly duck: Duck,
    private readonly comments: CommentModels,
    private readonly warn: (details: object, message: string) => void,
  ) {}

  /** A write of the survey's older tags stops (its table is dropped or all its tags are made again). */
  stopWrites(surveyId: number): void {
    this.generations.set(surveyId, (this.generations.get(surveyId) ?? 0) + 1);
  }

  /** Whether a write of the survey's tags is under way. */
  writing(surveyId: number): boolean {
    return this.storing.has(surveyId);
  }

  /** Resolves when the tags made for the survey so far are written. */
  async stored(surveyId: number): Promise<void> {
    for (let job = this.storing.get(surveyId); job; job = this.storing.get(surveyId)) {
      await job;
      if (this.storing.get(surveyId) === job) break;
    }
  }

  /** Writes stop after their current statement (before DuckDB closes). */
  close(): void {
    this.closing = true;
  }

  /** Resolves when every write under way has ended. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.storing.values()]);
  }

  /**
   * Writes the survey's tags as its table holds them now to PostgreSQL, in the background:
   * those of `ids` (comments tagged by a build or a refresh), or of every comment (`all`: a
   * new sentiment model or taxonomy, which also stops a write of older ones). Each row is
   * stamped with the taxonomy and model it was made with, so a write that is cut short
   * (the process ends) leaves stale rows, which the next build tags again.
   */
  store(survey: SurveyModel, ids: readonly number[] | 'all'): void {
    if (ids !== 'all' && ids.length === 0) return;
    if (ids === 'all') this.stopWrites(survey.id);
    const generation = this.generations.get(survey.id) ?? 0;
    const stamp = tagStamp(survey);
    const model = this.comments.modelSize(survey.id);
    const stop = () => this.closing || (this.generations.get(survey.id) ?? 0) !== generation;
    const previous = this.storing.get(survey.id) ?? Promise.resolve();
    const job: Promise<void> = previous
      .then(() => runAsTenant(survey.universeId, () => this.writeTags(survey, ids, { stamp, model }, stop)))
      .catch((error: unknown) => {
        if (stop()) return;
        this.warn(
          { survey: survey.extName, surveyId: survey.id, error: String(error) },
          `Read model of survey ${survey.extName}: comment tags not stored (the next build tags those comments again)`,
        );
      })
      .finally(() => {
        if (this.storing.get(survey.id) === job) this.storing.delete(survey.id);
      });
    this.storing.set(survey.id, job);
  }

  private async writeTags(
    survey: SurveyModel,
    ids: readonly number[] | 'all',
    made: { stamp: string; model: number },
    stop: () => boolean,
  ): Promise<void> {
    const comment = commentSql(survey);
    if (comment === null || stop()) return;
    const texts = commentQuestionIds(survey);
    const select = `SELECT id, ${LANGUAGE_COLUMN} AS lang, ${TOPICS_COLUMN} AS topics, ${SENTIMENT_COLUMN} AS sentiment,
      ${texts.flatMap((q) => [textColumn(q), textTopicsColumn(q), textSentimentColumn(q)]).join(', ')}
      FROM ${surveyTable(survey.id)}`;
    const sorted = ids === 'all' ? null : [...ids].sort((a, b) => a - b);
    let after = 0;
    for (let start = 0; ; start += STORE_READ) {
      if (stop()) return;
      let where: string;
      if (sorted === null)
        where = `id > ${Math.trunc(after)} AND ${comment} IS NOT NULL ORDER BY id LIMIT ${STORE_READ}`;
      else if (start < sorted.length) {
        const part = sorted.slice(start, start + STORE_READ).map((id) => Math.trunc(id));
        // the range lets the scan skip row groups whose ids all lie outside it
        where = `id BETWEEN ${part[0]} AND ${part[part.length - 1]} AND id IN (${part.join(',')}) AND ${comment} IS NOT NULL`;
      } else return;
      const rows = await readRows(this.duck.connection(), `${select} WHERE ${where}`);
      if (sorted === null && rows.length === 0) return;
      const batch = rows.map((row) => {
        const lang = isLocale(row.lang) ? row.lang : null;
        const values = texts.map((q) => {
          const text = row[textColumn(q)];
          return typeof text === 'string' && text !== '' ? text : null;
        });
        const tags: StoredTags = {
          hash: commentHash(values, lang),
          stamp: made.stamp,
          model: made.model,
          lang,
          topics: Array.isArray(row.topics) ? row.topics.map(String) : null,
          sentiment: typeof row.sentiment === 'number' ? row.sentiment : null,
          answers: texts.map((q, c) => {
            if (values[c] === null) return null;
            const topics = row[textTopicsColumn(q)];
            const score = row[textSentimentColumn(q)];
            return [typeof topics === 'string' ? topics : null, typeof score === 'number' ? score : null];
          }),
        };
        return { id: Number(row.id), tags };
      });
      if (rows.length > 0) after = Number(rows[rows.length - 1].id);
      await storeTags(this.database, survey, batch, stop);
      await this.database.giveWay(BACKGROUND_PAUSE_MS);
    }
  }
}
