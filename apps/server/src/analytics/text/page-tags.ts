import { type DuckDBAppender, LIST, VARCHAR } from '@duckdb/node-api';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { TopicMatch } from '@opinio/domain/text-analytics/taxonomy';
import type { InterviewPage } from '#analytics/interview-pages.ts';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { commentLocales } from './comment-locales.ts';
import type { CommentTagger } from './comment-tagger.ts';
import { labelQuestion } from './sentiment-training.ts';

/** The comment tags of a page's rows, row by row (null: the interview has no comment). */
export interface PageTags {
  topics: (string[] | null)[];
  sentiment: (number | null)[];
  lang: (TLocale | null)[];
  /** Per text column (the survey's text questions in order), row by row: the answer's own tags. */
  textTopics: (string | null)[][];
  textSentiment: (number | null)[][];
}

const TOPIC_LIST = LIST(VARCHAR);
/**
 * Comments tagged between two yields to the event loop: a comment of unknown language takes
 * about 0.2 ms (docs/text-analytics.md), so a page's tagging never holds up other requests
 * for more than a few tens of milliseconds.
 */
const TAG_SLICE = 200;

/**
 * Tags the comments of a page of interviews as they are copied into the read model: their
 * topics and sentiment, in the language of their contact when there is one.
 */
export async function pageTags(
  database: Database,
  survey: SurveyModel,
  tagger: CommentTagger,
  page: InterviewPage,
): Promise<PageTags> {
  const n = page.ids.length;
  const tags: PageTags = {
    topics: new Array(n).fill(null),
    sentiment: new Array(n).fill(null),
    lang: new Array(n).fill(null),
    textTopics: page.texts.map(() => new Array(n).fill(null)),
    textSentiment: page.texts.map(() => new Array(n).fill(null)),
  };
  // without topics or a model there is nothing to tag (a new configuration builds the table again)
  if (page.texts.length === 0 || (tagger.taxonomy === null && labelQuestion(survey) === null)) return tags;
  const commented: number[] = [];
  for (let r = 0; r < n; r++) {
    if (page.texts.some((column) => column[r] !== null && column[r] !== '')) commented.push(page.ids[r]);
  }
  const locales = await commentLocales(database, survey.universeId, commented);
  let tagged = 0;
  for (let r = 0; r < n; r++) {
    const texts = page.texts.map((column) => column[r]);
    const lang = locales.get(page.ids[r]) ?? null;
    const found = tagger.tag(texts, lang);
    if (found === null) continue;
    if (++tagged % TAG_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    tags.topics[r] = found.comment.topics;
    tags.sentiment[r] = found.comment.sentiment;
    tags.lang[r] = lang;
    found.texts.forEach((text, c) => {
      if (text === null) return;
      tags.textTopics[c][r] = topicsJson(text.topics);
      tags.textSentiment[c][r] = text.sentiment;
    });
  }
  return tags;
}

/** How a text answer's topics are stored (null: none). */
export function topicsJson(topics: readonly TopicMatch[]): string | null {
  return topics.length > 0 ? JSON.stringify(topics) : null;
}

/** A stored text answer's topics back (see `topicsJson`). */
export function parseTopics(stored: unknown): TopicMatch[] {
  return typeof stored === 'string' ? (JSON.parse(stored) as TopicMatch[]) : [];
}

/** Appends row `r`'s tags (the last columns of the read model's row). */
export function appendTags(appender: DuckDBAppender, tags: PageTags, r: number): void {
  const topics = tags.topics[r];
  if (topics === null) appender.appendNull();
  else appender.appendList(topics, TOPIC_LIST);
  const sentiment = tags.sentiment[r];
  if (sentiment === null) appender.appendNull();
  else appender.appendDouble(sentiment);
  const lang = tags.lang[r];
  if (lang === null) appender.appendNull();
  else appender.appendVarchar(lang);
  tags.textTopics.forEach((column, c) => {
    const topics = column[r];
    if (topics === null) appender.appendNull();
    else appender.appendVarchar(topics);
    const score = tags.textSentiment[c][r];
    if (score === null) appender.appendNull();
    else appender.appendDouble(score);
  });
}
