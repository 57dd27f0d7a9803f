import { isLocale } from '@opinio/domain/localized-text';
import {
  evaluateSentiment,
  type SentimentEvaluation,
} from '@opinio/domain/text-analytics/evaluate-sentiment';
import type { SentimentExample } from '@opinio/domain/text-analytics/sentiment';
import { LANGUAGE_COLUMN, questionColumn, textColumn } from '#analytics/query-spec.ts';
import type { ReadModelRow } from '#analytics/read-rows.ts';
import { structuralInteger } from '#analytics/sql-params.ts';
import { commentQuestionIds, type QuestionModel, type SurveyModel } from '#surveys/survey-model.ts';
import { COMMENT_SEPARATOR } from './comment-tagger.ts';

/**
 * When a survey's sentiment model is trained (docs/text-analytics.md): on its first 100
 * comments of promoters and detractors, then again each time they have grown by a quarter
 * (125, 157, 197, ...). A model is trained on the first `size` of them by interview id, so
 * every process (and a restarted one) trains the same model from the same answers; of
 * those, on the newest `MAX_TRAINING` at most: training blocks the process for about 35 ms
 * per 1,000 comments, and the model keeps 20,000 features whatever the number of comments.
 */
const FIRST_SIZE = 100;
const GROWTH = 1.25;
const MAX_TRAINING = 20_000;

/** The training size for this many labelled comments: the largest step not above it; null below the first. */
export function trainingSize(labelled: number): number | null {
  if (labelled < FIRST_SIZE) return null;
  let size = FIRST_SIZE;
  while (Math.ceil(size * GROWTH) <= labelled) size = Math.ceil(size * GROWTH);
  return size;
}

/** The question whose score labels comments: the survey's first NPS indicator's; null without one. */
export function labelQuestion(survey: SurveyModel): QuestionModel | null {
  return survey.indicators.find((i) => i.kind === 'nps')?.question ?? null;
}

/**
 * The SQL of an interview's comment on DuckDB: its answers to the comment questions joined
 * as `commentText` joins them, NULL when it answered none (concat_ws skips NULLs, and joins
 * none into '').
 */
export function commentSql(survey: SurveyModel): string | null {
  const texts = commentQuestionIds(survey).map(textColumn);
  if (texts.length === 0) return null;
  return texts.length === 1 ? texts[0] : `nullif(concat_ws('${COMMENT_SEPARATOR}', ${texts.join(', ')}), '')`;
}

/**
 * A survey's table to train its sentiment model on: DuckDB's read model or ClickHouse's copy
 * of it, with the engine's SQL of a comment (`commentSql`) and a way to read rows.
 */
export interface TrainingSource {
  table: string;
  comment: string | null;
  read(sql: string): Promise<ReadModelRow[]>;
}

/** Promoters' (9-10) and detractors' (0-6) comments: those that teach the model. */
function labelledWhere(comment: string, score: string): string {
  return `${comment} IS NOT NULL AND (${score} >= 9 OR ${score} <= 6)`;
}

/** How many comments of promoters and detractors the survey's table holds. */
export async function labelledComments(source: TrainingSource, survey: SurveyModel): Promise<number> {
  const { comment } = source;
  const question = labelQuestion(survey);
  if (comment === null || question === null) return 0;
  const [row] = await source.read(
    `SELECT count(*) AS n FROM ${source.table} WHERE ${labelledWhere(comment, questionColumn(question.id))}`,
  );
  return Number(row?.n ?? 0);
}

/** The model of the first `size` labelled comments (the newest `MAX_TRAINING` of them), with its held-out accuracy. */
export async function trainSurveySentiment(
  source: TrainingSource,
  survey: SurveyModel,
  size: number,
): Promise<SentimentEvaluation | null> {
  const { comment } = source;
  const question = labelQuestion(survey);
  if (comment === null || question === null) return null;
  const score = questionColumn(question.id);
  const found = await source.read(
    `SELECT ${comment} AS text, ${LANGUAGE_COLUMN} AS lang, ${score} AS score FROM ${source.table}
     WHERE ${labelledWhere(comment, score)} ORDER BY id
     LIMIT ${structuralInteger(Math.min(size, MAX_TRAINING))} OFFSET ${structuralInteger(Math.max(0, size - MAX_TRAINING))}`,
  );
  const examples: SentimentExample[] = found.map((r) => ({
    text: String(r.text),
    locale: isLocale(r.lang) ? r.lang : null,
    label: Number(r.score) >= 9 ? 'positive' : 'negative',
  }));
  return evaluateSentiment(examples);
}
