import { type DuckDBAppender, LIST, VARCHAR } from '@duckdb/node-api';
import type { TLocale } from '@opinio/domain/schemas/locale';
import type { InterviewPage } from '#analytics/interview-pages.ts';
import type { Database } from '#db/database.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import { commentLocales } from './comment-locales.ts';
import { type CommentTagger, commentText } from './comment-tagger.ts';
import { labelQuestion } from './sentiment-training.ts';

/** The comment tags of a page's rows, row by row (null: the interview has no comment). */
export interface PageTags {
  topics: (string[] | null)[];
  sentiment: (number | null)[];
  lang: (TLocale | null)[];
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
  };
  // without topics or a model there is nothing to tag (a new configuration builds the table again)
  if (page.texts.length === 0 || (tagger.taxonomy === null && labelQuestion(survey) === null)) return tags;
  const comments = new Array<string | null>(n);
  const commented: number[] = [];
  for (let r = 0; r < n; r++) {
    comments[r] = commentText(page.texts.map((column) => column[r]));
    if (comments[r] !== null) commented.push(page.ids[r]);
  }
  const locales = await commentLocales(database, survey.universeId, commented);
  let tagged = 0;
  for (let r = 0; r < n; r++) {
    const text = comments[r];
    if (text === null) continue;
    if (++tagged % TAG_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const lang = locales.get(page.ids[r]) ?? null;
    const found = tagger.tag(text, lang);
    tags.topics[r] = found.topics;
    tags.sentiment[r] = found.sentiment;
    tags.lang[r] = lang;
  }
  return tags;
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
}
