import type { TLocale } from '@opinio/domain/schemas/locale';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '#db/database.ts';
import { commentQuestionIds, type SurveyModel } from '#surveys/survey-model.ts';

/**
 * A comment's tags as stored in PostgreSQL (`comment_tags`, migration 024) with what they
 * were made from and with: the read model appends them as they are while all three still
 * hold, and tags the comment again otherwise (docs/text-analytics.md).
 */
export interface StoredTags {
  /** `commentHash` of the comment's texts and language. */
  hash: number;
  /** `tagStamp` of the survey they were made under. */
  stamp: string;
  /** The sentiment model's size (0: none). */
  model: number;
  lang: TLocale | null;
  topics: string[] | null;
  sentiment: number | null;
  /** Per comment question of the survey, in order: [topics JSON or null, score or null]; null when not answered. */
  answers: Array<[string | null, number | null] | null>;
}

/**
 * cyrb53 (bryc, public domain): a 53-bit hash of a string, exact in a JavaScript number and
 * in a bigint column. It tells an edited comment from the one its stored tags were made of.
 */
function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash of an interview's answers to the comment questions (in the survey's order) and the language they are read in. */
export function commentHash(texts: ReadonlyArray<string | null>, lang: TLocale | null): number {
  let joined = lang ?? '';
  for (const text of texts) joined += `\u0000${text ?? ''}`;
  return cyrb53(joined);
}

const stamps = new WeakMap<SurveyModel, string>();

/**
 * What the survey's topics are found with: its taxonomy and its comment questions (their
 * order is the order of a stored row's answers). Another taxonomy, or other comment
 * questions, make every stored row stale.
 */
export function tagStamp(survey: SurveyModel): string {
  let stamp = stamps.get(survey);
  if (stamp === undefined) {
    const texts = commentQuestionIds(survey);
    stamp = cyrb53(JSON.stringify({ topics: survey.topics ?? null, texts })).toString(36);
    stamps.set(survey, stamp);
  }
  return stamp;
}

/** Rows per statement when tags are written (each statement's parameter is one JSON text). */
const STORE_CHUNK = 2000;

/**
 * Writes comments' tags over what is stored for them. Each chunk is one statement; between
 * chunks other work goes first (`giveWay`): on PGlite a write holds the only connection.
 * `stop` is asked before each chunk (a newer model or taxonomy, the process closing).
 */
export async function storeTags(
  database: Database,
  survey: SurveyModel,
  rows: ReadonlyArray<{ id: number; tags: StoredTags }>,
  stop: () => boolean = () => false,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < rows.length; start += STORE_CHUNK) {
    if (stop()) break;
    if (start > 0) await database.giveWay(50);
    const chunk = rows.slice(start, start + STORE_CHUNK);
    await storeTagsStatement(survey, chunk).execute(database.db);
    stored += chunk.length;
  }
  return stored;
}

/** The statement that writes a chunk of comments' tags over what is stored for them (`storeTags`). @internal */
export function storeTagsStatement(
  survey: SurveyModel,
  chunk: ReadonlyArray<{ id: number; tags: StoredTags }>,
): RawBuilder<unknown> {
  const json = JSON.stringify(
    chunk.map(({ id, tags }) => [
      id,
      tags.hash,
      tags.stamp,
      tags.model,
      tags.lang,
      tags.topics,
      tags.sentiment,
      tags.answers,
    ]),
  );
  // An interview deleted meanwhile has nothing to tag. Its ids are looked up as a parameter
  // array: under row-level security a join on `(r->>0)::bigint` (not leakproof) could not
  // use the index, and read every interview of every survey for each chunk (2.2 s at 10M).
  return sql`
    WITH live AS MATERIALIZED (
      SELECT i.id FROM interviews i
      WHERE i.id = ANY(${chunk.map((row) => row.id)}::bigint[]) AND i.universe_id = ${survey.universeId})
    INSERT INTO comment_tags (interview_id, universe_id, survey_id, text_hash, stamp, model, lang, topics, sentiment, answers)
    SELECT (r->>0)::bigint, ${survey.universeId}::int, ${survey.id}::int, (r->>1)::bigint, r->>2, (r->>3)::int, r->>4,
           CASE WHEN jsonb_typeof(r->5) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(r->5)) END,
           (r->>6)::double precision, r->7
    FROM jsonb_array_elements(${json}::jsonb) AS r
    WHERE (r->>0)::bigint IN (SELECT id FROM live)
    ON CONFLICT (interview_id) DO UPDATE SET
      text_hash = EXCLUDED.text_hash, stamp = EXCLUDED.stamp, model = EXCLUDED.model, lang = EXCLUDED.lang,
      topics = EXCLUDED.topics, sentiment = EXCLUDED.sentiment, answers = EXCLUDED.answers`;
}

/** Between a page's stored rows, and between a row's fields (neither occurs in a field). */
const ROW = '\u001e';
const FIELD = '\u001f';
/** A row's topics when it has none recorded (an empty field is an empty list). */
const NO_TOPICS = '\u001d';

/**
 * One stored row as text, for `string_agg(…, chr(30))` over `comment_tags t`:
 * `id, hash, lang, topics, sentiment` and each of the `answerCount` comment answers' topics
 * and sentiment, separated by chr(31). Plain text, not JSON: the answers' topics are JSON
 * already, and JSON inside JSON cost more to write and to read than the rest of a page.
 * Fields hold no control characters: topic keys are a-z, 0-9 and -, a language is a code,
 * and a JSON text escapes them.
 */
export function storedTagsRow(answerCount: number): RawBuilder<string> {
  const answers = Array.from(
    { length: answerCount },
    (_, c) => sql`, chr(31), t.answers->${sql.lit(c)}->>0, chr(31), t.answers->${sql.lit(c)}->>1`,
  );
  return sql<string>`concat(t.interview_id, chr(31), t.text_hash, chr(31), t.lang, chr(31),
    coalesce(array_to_string(t.topics, ' '), chr(29)), chr(31), t.sentiment${sql.join(answers, sql``)})`;
}

/** The stored tags of a page back (rows of `storedTagsRow` joined by chr(30)), all made with `stamp` and `model`. */
export function parseStoredTags(
  text: string | null,
  stamp: string,
  model: number,
  answerCount: number,
): Map<number, StoredTags> {
  const stored = new Map<number, StoredTags>();
  if (!text) return stored;
  for (const row of text.split(ROW)) {
    const field = row.split(FIELD);
    const answers: StoredTags['answers'] = new Array(answerCount);
    for (let c = 0; c < answerCount; c++) {
      const topics = field[5 + 2 * c] || null;
      const score = field[6 + 2 * c] || null;
      answers[c] = topics === null && score === null ? null : [topics, score === null ? null : Number(score)];
    }
    stored.set(Number(field[0]), {
      hash: Number(field[1]),
      stamp,
      model,
      lang: (field[2] || null) as TLocale | null,
      topics: field[3] === NO_TOPICS ? null : field[3] === '' ? [] : field[3].split(' '),
      sentiment: field[4] ? Number(field[4]) : null,
      answers,
    });
  }
  return stored;
}
