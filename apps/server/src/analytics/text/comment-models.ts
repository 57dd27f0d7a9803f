import { DOUBLE, type DuckDBConnection, DuckDBScalarFunction, INTEGER, VARCHAR } from '@duckdb/node-api';
import { isLocale } from '@opinio/domain/localized-text';
import type { TSentimentModelSummary } from '@opinio/domain/schemas/topics';
import type { SentimentModel } from '@opinio/domain/text-analytics/naive-bayes';
import { LANGUAGE_COLUMN, SENTIMENT_COLUMN, surveyTable } from '#analytics/query-spec.ts';
import { structuralInteger } from '#analytics/sql-params.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { CommentTagger } from './comment-tagger.ts';
import {
  commentSql,
  labelledComments,
  labelQuestion,
  trainingSize,
  trainSurveySentiment,
} from './sentiment-training.ts';

/** Scores a comment with its survey's current model inside DuckDB (an UPDATE after a new model). */
const SCORE_FUNCTION = 'opinio_sentiment';

interface SurveyComments {
  /** What the tags were made with: the taxonomy, the labelling question and the text questions. */
  fingerprint: string;
  tagger: CommentTagger;
  summary: TSentimentModelSummary | null;
  /** The labelled comments the model was trained on (0: no model yet). */
  size: number;
}

const fingerprints = new WeakMap<SurveyModel, string>();

function fingerprintOf(survey: SurveyModel): string {
  let fingerprint = fingerprints.get(survey);
  if (fingerprint === undefined) {
    fingerprint = JSON.stringify({
      topics: survey.topics,
      label: labelQuestion(survey)?.id ?? null,
      texts: survey.questions.filter((q) => q.type === 'text').map((q) => q.id),
    });
    fingerprints.set(survey, fingerprint);
  }
  return fingerprint;
}

/**
 * The comment side of the read model, per survey: the tagger of its rows (taxonomy and
 * sentiment model) and the model's held-out accuracy. Kept in memory beside the DuckDB
 * tables and made again with them: a model is a deterministic function of the survey's
 * answers (sentiment-training.ts).
 */
export class CommentModels {
  private readonly surveys = new Map<number, SurveyComments>();

  constructor(connection: DuckDBConnection) {
    connection.registerScalarFunction(
      DuckDBScalarFunction.create({
        name: SCORE_FUNCTION,
        returnType: DOUBLE,
        parameterTypes: [INTEGER, VARCHAR, VARCHAR],
        // the result depends on the survey's current model, not only on the arguments
        volatile: true,
        mainFunction: (_info, input, output) => {
          const surveys = input.getColumnVector(0);
          const texts = input.getColumnVector(1);
          const langs = input.getColumnVector(2);
          for (let r = 0; r < input.rowCount; r++) {
            const text = texts.getItem(r);
            const lang = langs.getItem(r);
            const tagger = this.surveys.get(Number(surveys.getItem(r)))?.tagger;
            const score =
              typeof text === 'string' && tagger
                ? tagger.sentiment(text, isLocale(lang) ? lang : null)
                : null;
            output.setItem(r, score);
          }
          output.flush();
        },
      }),
    );
  }

  /** Whether the survey's rows were tagged under another configuration (its table must be built again). */
  outdated(survey: SurveyModel): boolean {
    const known = this.surveys.get(survey.id);
    return known !== undefined && known.fingerprint !== fingerprintOf(survey);
  }

  /** The tagger for the survey's new rows. */
  tagger(survey: SurveyModel): CommentTagger {
    let known = this.surveys.get(survey.id);
    if (!known || known.fingerprint !== fingerprintOf(survey)) {
      known = {
        fingerprint: fingerprintOf(survey),
        tagger: new CommentTagger(survey.topics, null),
        summary: null,
        size: 0,
      };
      this.surveys.set(survey.id, known);
    }
    return known.tagger;
  }

  /**
   * After rows were appended: when the labelled comments reached the next training size,
   * a new model is trained and every comment of the table scored with it.
   */
  async update(connection: DuckDBConnection, survey: SurveyModel): Promise<void> {
    const tagger = this.tagger(survey);
    const known = this.surveys.get(survey.id)!;
    const comment = commentSql(survey);
    if (comment === null || labelQuestion(survey) === null) return;
    const size = trainingSize(await labelledComments(connection, survey));
    if (size === null || size === known.size) return;
    const evaluation = await trainSurveySentiment(connection, survey, size);
    if (!evaluation) return;
    const { model, ...summary } = evaluation;
    known.tagger = new CommentTagger(tagger.taxonomy, model);
    known.summary = summary;
    known.size = size;
    await connection.run(
      `UPDATE ${surveyTable(survey.id)}
       SET ${SENTIMENT_COLUMN} = ${SCORE_FUNCTION}(${structuralInteger(survey.id)}, ${comment}, ${LANGUAGE_COLUMN})
       WHERE ${comment} IS NOT NULL`,
    );
  }

  /** The survey's sentiment model (null: none yet, or no NPS indicator). */
  model(surveyId: number): SentimentModel | null {
    return this.surveys.get(surveyId)?.tagger.model ?? null;
  }

  /** The model's training and held-out accuracy, as the topics call reports it. */
  summary(surveyId: number): TSentimentModelSummary | null {
    return this.surveys.get(surveyId)?.summary ?? null;
  }

  drop(surveyId: number): void {
    this.surveys.delete(surveyId);
  }
}
