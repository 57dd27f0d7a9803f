import {
  DOUBLE,
  type DuckDBConnection,
  DuckDBScalarFunction,
  INTEGER,
  LIST,
  VARCHAR,
} from '@duckdb/node-api';
import { isLocale } from '@opinio/domain/localized-text';
import { type TSentimentModelSummary, ZSentimentModelSummary } from '@opinio/domain/schemas/topics';
import { ZSentimentModel } from '@opinio/domain/text-analytics/naive-bayes';
import {
  LANGUAGE_COLUMN,
  localName,
  SENTIMENT_COLUMN,
  surveyTable,
  TOPICS_COLUMN,
  textColumn,
  textSentimentColumn,
  textTopicsColumn,
} from '#analytics/query-spec.ts';
import { readRows } from '#analytics/read-rows.ts';
import { structuralInteger } from '#analytics/sql-params.ts';
import type { Database } from '#db/database.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';
import { CommentTagger } from './comment-tagger.ts';
import { topicsJson } from './page-tags.ts';
import {
  commentSql,
  labelledComments,
  labelQuestion,
  type TrainingSource,
  trainingSize,
  trainSurveySentiment,
} from './sentiment-training.ts';

/** Scores a comment with its survey's current model inside DuckDB (an UPDATE after a new model). */
const SCORE_FUNCTION = 'opinio_sentiment';
const TOPIC_LIST = LIST(VARCHAR);

interface SurveyComments {
  /** What the model and the comments' languages were made with: the labelling question and the comment questions. */
  fingerprint: string;
  /** The taxonomy the rows' topics were found with. */
  topics: string;
  tagger: CommentTagger;
  summary: TSentimentModelSummary | null;
  /** The labelled comments the model was trained on (0: no model yet). */
  size: number;
}

const fingerprints = new WeakMap<SurveyModel, { model: string; topics: string }>();

function fingerprintOf(survey: SurveyModel): { model: string; topics: string } {
  let fingerprint = fingerprints.get(survey);
  if (fingerprint === undefined) {
    fingerprint = {
      model: JSON.stringify({
        label: labelQuestion(survey)?.id ?? null,
        texts: commentQuestionIds(survey),
      }),
      topics: JSON.stringify(survey.topics),
    };
    fingerprints.set(survey, fingerprint);
  }
  return fingerprint;
}

/**
 * What the survey's rows were tagged under, against its configuration now: `model`, another
 * labelling question or other comment questions (the table is built again); `topics`, another
 * taxonomy only (the rows' topics are found again in place); null, nothing changed.
 */
export type CommentChange = 'model' | 'topics' | null;

/** Comments found again per yield to the event loop while a new taxonomy re-tags a table. */
const RETAG_SLICE = 500;

/**
 * The comment side of the read model, per survey: the tagger of its rows (taxonomy and
 * sentiment model) and the model's held-out accuracy. A model is a deterministic function
 * of the survey's answers (sentiment-training.ts); once trained it is stored in PostgreSQL
 * (`sentiment_models`) with the size it was trained at, and a restarted process reads it
 * back instead of training again (the stored comments' scores are that model's).
 */
export class CommentModels {
  private readonly surveys = new Map<number, SurveyComments>();

  /**
   * `connection`: the read model's DuckDB, where a new model scores every comment of a table
   * (its scoring function is registered there). Without one (the ClickHouse relay), the
   * survey's stored model tags new comments, and no model is trained.
   */
  constructor(connection?: DuckDBConnection) {
    connection?.registerScalarFunction(
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

  /**
   * Before a build: the survey's stored model, when it was trained for the survey's labelling
   * and comment questions as they are now (otherwise the build starts without one).
   */
  async load(database: Database, survey: SurveyModel): Promise<void> {
    if (this.surveys.has(survey.id)) return;
    const tagger = this.tagger(survey);
    const known = this.surveys.get(survey.id)!;
    const row = await database.db
      .selectFrom('sentiment_models')
      .select(['fingerprint', 'size', 'model', 'summary'])
      .where('survey_id', '=', survey.id)
      .where('universe_id', '=', survey.universeId)
      .executeTakeFirst();
    if (!row || row.fingerprint !== known.fingerprint) return;
    const model = ZSentimentModel.safeParse(
      typeof row.model === 'string' ? JSON.parse(row.model) : row.model,
    );
    const summary = ZSentimentModelSummary.safeParse(
      typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary,
    );
    if (!model.success || !summary.success) return; // trained again after the build
    known.tagger = tagger.withModel(model.data);
    known.summary = summary.data;
    known.size = row.size;
  }

  /**
   * What the survey's rows are tagged under: the labelling and comment questions, the taxonomy
   * and the sentiment model's size (a read model kept on disk is used when this matches).
   */
  taggedAs(surveyId: number): string | null {
    const known = this.surveys.get(surveyId);
    return known ? JSON.stringify([known.fingerprint, known.topics, known.size]) : null;
  }

  /** The size of the survey's current sentiment model (0: none): what stored scores are stamped with. */
  modelSize(surveyId: number): number {
    return this.surveys.get(surveyId)?.size ?? 0;
  }

  /** Whether the survey's rows were tagged under another configuration, and which part of it changed. */
  outdated(survey: SurveyModel): CommentChange {
    const known = this.surveys.get(survey.id);
    if (known === undefined) return null;
    const now = fingerprintOf(survey);
    if (known.fingerprint !== now.model) return 'model';
    if (known.topics === now.topics) return null;
    // rows tagged with nothing at all were read without their languages: built again
    return known.tagger.taxonomy === null && labelQuestion(survey) === null ? 'model' : 'topics';
  }

  /** The tagger for the survey's new rows (a new taxonomy keeps the sentiment model). */
  tagger(survey: SurveyModel): CommentTagger {
    const now = fingerprintOf(survey);
    let known = this.surveys.get(survey.id);
    if (!known || known.fingerprint !== now.model) {
      known = {
        fingerprint: now.model,
        topics: now.topics,
        tagger: new CommentTagger(survey.topics, null),
        summary: null,
        size: 0,
      };
      this.surveys.set(survey.id, known);
    } else if (known.topics !== now.topics) {
      known.topics = now.topics;
      known.tagger = new CommentTagger(survey.topics, known.tagger.model);
    }
    return known.tagger;
  }

  /**
   * A new taxonomy: every comment's topics, and each comment answer's, are found again and
   * written over the old ones in place (scores and languages stay, nothing is read from
   * the system of record again).
   */
  async retag(connection: DuckDBConnection, survey: SurveyModel): Promise<void> {
    const tagger = this.tagger(survey);
    const texts = commentQuestionIds(survey);
    if (texts.length === 0) return;
    const table = surveyTable(survey.id);
    const rows = await readRows(
      connection,
      `SELECT id, ${LANGUAGE_COLUMN} AS lang, ${texts.map(textColumn).join(', ')} FROM ${table}
       WHERE ${texts.map((q) => `${textColumn(q)} IS NOT NULL`).join(' OR ')}`,
    );
    const fresh = `${localName(table)}_retag`;
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE ${fresh} (id BIGINT, ${TOPICS_COLUMN} VARCHAR[], ${texts.map((q) => `${textTopicsColumn(q)} VARCHAR`).join(', ')})`,
    );
    try {
      const appender = await connection.createAppender(fresh);
      try {
        for (let r = 0; r < rows.length; r++) {
          if (r > 0 && r % RETAG_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
          const row = rows[r];
          const lang = isLocale(row.lang) ? row.lang : null;
          const found = tagger.tag(
            texts.map((q) => {
              const text = row[textColumn(q)];
              return typeof text === 'string' ? text : null;
            }),
            lang,
            false,
          );
          appender.appendBigInt(BigInt(row.id as bigint));
          const topics = found?.comment.topics ?? null;
          if (topics === null) appender.appendNull();
          else appender.appendList(topics, TOPIC_LIST);
          texts.forEach((_, c) => {
            const json = topicsJson(found?.texts[c]?.topics ?? []);
            if (json === null) appender.appendNull();
            else appender.appendVarchar(json);
          });
          appender.endRow();
        }
      } finally {
        appender.closeSync();
      }
      const set = [TOPICS_COLUMN, ...texts.map(textTopicsColumn)].map((c) => `${c} = f.${c}`).join(', ');
      await connection.run(`UPDATE ${table} SET ${set} FROM ${fresh} AS f WHERE ${table}.id = f.id`);
    } finally {
      await connection.run(`DROP TABLE IF EXISTS ${fresh}`);
    }
  }

  /**
   * After rows were appended: when the labelled comments reached the next training size,
   * a new model is trained, stored, and every comment of the table scored with it. Answers
   * whether it was (the comments' stored scores are then stale).
   */
  async update(database: Database, connection: DuckDBConnection, survey: SurveyModel): Promise<boolean> {
    const comment = commentSql(survey);
    const source = {
      table: surveyTable(survey.id),
      comment,
      read: (text: string) => readRows(connection, text),
    };
    if (comment === null || !(await this.train(database, source, survey))) return false;
    // the comment's score and each answer's (a comment of one answer is that answer: remembered)
    const score = (text: string) =>
      `${SCORE_FUNCTION}(${structuralInteger(survey.id)}, ${text}, ${LANGUAGE_COLUMN})`;
    const texts = commentQuestionIds(survey);
    const set = [
      `${SENTIMENT_COLUMN} = ${score(comment)}`,
      ...texts.map((q) => `${textSentimentColumn(q)} = ${score(textColumn(q))}`),
    ];
    await connection.run(
      `UPDATE ${surveyTable(survey.id)} SET ${set.join(', ')} WHERE ${comment} IS NOT NULL`,
    );
    return true;
  }

  /**
   * When the labelled comments of the survey's table reached the next training size: a new
   * model trained on them and stored, which tags the comments from here on. Answers whether
   * it was (every comment's score is then stale: the caller scores them again).
   */
  async train(database: Database, source: TrainingSource, survey: SurveyModel): Promise<boolean> {
    const tagger = this.tagger(survey);
    const known = this.surveys.get(survey.id)!;
    if (source.comment === null || labelQuestion(survey) === null) return false;
    const size = trainingSize(await labelledComments(source, survey));
    if (size === null || size === known.size) return false;
    const evaluation = await trainSurveySentiment(source, survey, size);
    if (!evaluation) return false;
    const { model, ...summary } = evaluation;
    await database.db
      .insertInto('sentiment_models')
      .values({
        survey_id: survey.id,
        universe_id: survey.universeId,
        fingerprint: known.fingerprint,
        size,
        model: JSON.stringify(model),
        summary: JSON.stringify(summary),
      })
      .onConflict((oc) =>
        oc.column('survey_id').doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          size: eb.ref('excluded.size'),
          model: eb.ref('excluded.model'),
          summary: eb.ref('excluded.summary'),
          updated_at: new Date(),
        })),
      )
      .execute();
    known.tagger = tagger.withModel(model);
    known.summary = summary;
    known.size = size;
    return true;
  }

  /** The model's training and held-out accuracy, as the topics call reports it. */
  summary(surveyId: number): TSentimentModelSummary | null {
    return this.surveys.get(surveyId)?.summary ?? null;
  }

  drop(surveyId: number): void {
    this.surveys.delete(surveyId);
  }
}
