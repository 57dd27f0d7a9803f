import type { TopicMatch } from '@opinio/domain/text-analytics/taxonomy';
import { commentColumns, type InterviewPage, type PageTags } from '#analytics/interview-pages.ts';
import type { SurveyModel } from '#surveys/survey-model.ts';
import type { CommentTagger } from './comment-tagger.ts';
import { labelQuestion } from './sentiment-training.ts';
import { commentHash, type StoredTags, tagStamp } from './stored-tags.ts';

/**
 * Comments tagged between two yields to the event loop: a comment of unknown language takes
 * about 0.2 ms (docs/text-analytics.md), so a page's tagging never holds up other requests
 * for more than a few tens of milliseconds.
 */
const TAG_SLICE = 200;

/**
 * The tags of a page's comments as they are copied into the read model: those stored with
 * the comment when they were made from its texts and language now, with the survey's
 * taxonomy and `modelSize`'s sentiment model; the others are tagged here (in the language
 * of their contact when there is one) and returned in `fresh`, for the caller to store. A
 * comment is the interview's answers to the comment questions (`commentQuestions`): its
 * background and computed text variables are no part of it.
 */
export async function pageTags(
  survey: SurveyModel,
  tagger: CommentTagger,
  modelSize: number,
  page: InterviewPage,
): Promise<{ tags: PageTags; fresh: Array<{ id: number; tags: StoredTags }> }> {
  const n = page.ids.length;
  const columns = commentColumns(survey).map((c) => page.texts[c]);
  const tags: PageTags = {
    topics: new Array(n).fill(null),
    sentiment: new Array(n).fill(null),
    lang: new Array(n).fill(null),
    textTopics: columns.map(() => new Array(n).fill(null)),
    textSentiment: columns.map(() => new Array(n).fill(null)),
  };
  const fresh: Array<{ id: number; tags: StoredTags }> = [];
  // without topics or a model there is nothing to tag (a new configuration builds the table again)
  if (columns.length === 0 || (tagger.taxonomy === null && labelQuestion(survey) === null))
    return { tags, fresh };
  const stamp = tagStamp(survey);
  let tagged = 0;
  const texts: (string | null)[] = new Array(columns.length);
  for (let r = 0; r < n; r++) {
    let commented = false;
    for (let c = 0; c < texts.length; c++) {
      const text = columns[c][r];
      texts[c] = text === '' ? null : text;
      if (texts[c] !== null) commented = true;
    }
    if (!commented) continue;
    const id = page.ids[r];
    const lang = page.locales.get(id) ?? null;
    const hash = commentHash(texts, lang);
    let row = page.stored.get(id);
    if (row === undefined || row.hash !== hash || row.stamp !== stamp || row.model !== modelSize) {
      const found = tagger.tag(texts, lang);
      if (found === null) continue;
      if (++tagged % TAG_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      row = {
        hash,
        stamp,
        model: modelSize,
        lang,
        topics: found.comment.topics,
        sentiment: found.comment.sentiment,
        answers: found.texts.map((text) =>
          text === null ? null : [topicsJson(text.topics), text.sentiment],
        ),
      };
      fresh.push({ id, tags: row });
    }
    tags.topics[r] = row.topics;
    tags.sentiment[r] = row.sentiment;
    tags.lang[r] = lang;
    for (let c = 0; c < texts.length; c++) {
      const answer = row.answers[c];
      if (answer === null || answer === undefined) continue;
      tags.textTopics[c][r] = answer[0];
      tags.textSentiment[c][r] = answer[1];
    }
  }
  return { tags, fresh };
}

/** How a text answer's topics are stored (null: none). */
export function topicsJson(topics: readonly TopicMatch[]): string | null {
  return topics.length > 0 ? JSON.stringify(topics) : null;
}

/** A stored text answer's topics back (see `topicsJson`). */
export function parseTopics(stored: unknown): TopicMatch[] {
  return typeof stored === 'string' ? (JSON.parse(stored) as TopicMatch[]) : [];
}
