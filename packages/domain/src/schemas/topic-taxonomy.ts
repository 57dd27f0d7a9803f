import { z } from 'zod';
import { ZText } from '../safe-text.ts';
import { isKeyword } from '../text-analytics/keyword-syntax.ts';
import { ZLocale } from './locale.ts';
import { ZLocalizedText } from './localized-text.ts';
import { ZTopicKey } from './topics.ts';

/**
 * A survey's topics (docs/text-analytics.md): each a key, a name shown to users and keywords
 * per language that tag a comment with it. Objects are strict: a misspelt field is refused
 * with its path, never ignored.
 */

const ZKeyword = ZText.trim()
  .min(1, 'A keyword must not be empty')
  .max(80, 'A keyword is at most 80 characters')
  .refine(isKeyword, "A keyword is words of letters or digits, with '*' only at the start or end of a word");

const ZKeywords = z.array(ZKeyword).max(200, 'At most 200 keywords per language').optional();

const ZTopic = z.strictObject({
  key: ZTopicKey,
  name: ZLocalizedText,
  keywords: z.strictObject(
    { en: ZKeywords, fi: ZKeywords, sv: ZKeywords },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Languages are ${ZLocale.options.join(', ')}` : undefined,
    },
  ),
});
export type TTopic = z.infer<typeof ZTopic>;

export const ZTopicTaxonomy = z.strictObject({
  topics: z
    .array(ZTopic)
    .max(100, 'At most 100 topics')
    .superRefine((topics, context) => {
      const seen = new Set<string>();
      for (const [i, topic] of topics.entries()) {
        if (seen.has(topic.key))
          context.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: `Topic ${topic.key} is there twice`,
          });
        seen.add(topic.key);
      }
    }),
});
export type TTopicTaxonomy = z.infer<typeof ZTopicTaxonomy>;
