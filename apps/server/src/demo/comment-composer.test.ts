import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import { matchTopics, matchTopicsAnyLanguage } from '@opinio/domain/text-analytics/taxonomy';
import { describe, expect, it } from 'vitest';
import { Random } from '#lib/random.ts';
import { CLAUSES, composeComment } from './comment-composer.ts';

const languages = ['en', 'fi', 'sv'] as const;

describe('demo comments', () => {
  it('every clause is about at least one topic of the demo taxonomy, in its language', () => {
    for (const tone of ['negative', 'positive'] as const)
      for (const language of languages)
        for (const clause of CLAUSES[tone][language])
          expect(
            matchTopics(clause, language, DEMO_TAXONOMY).length,
            `${language}: ${clause}`,
          ).toBeGreaterThan(0);
  });

  it('every topic of the taxonomy comes up in both tones', () => {
    for (const tone of ['negative', 'positive'] as const) {
      const keys = new Set(
        languages.flatMap((language) =>
          CLAUSES[tone][language].flatMap((clause) =>
            matchTopics(clause, language, DEMO_TAXONOMY).map((m) => m.key),
          ),
        ),
      );
      expect([...keys].sort(), tone).toEqual(DEMO_TAXONOMY.topics.map((t) => t.key).sort());
    }
  });

  it('vary as real comments do, in three languages, and come back the same from the same draw', () => {
    const random = new Random(7);
    const comments = Array.from({ length: 2000 }, () => composeComment('negative', random.next()));
    expect(new Set(comments).size).toBeGreaterThan(150);
    expect(composeComment('positive', 0.123456)).toBe(composeComment('positive', 0.123456));
    for (const language of languages)
      expect(
        comments.some((c) => CLAUSES.negative[language].some((clause) => c.startsWith(clause))),
        language,
      ).toBe(true);
  });

  it("a passive's comment holds one good and one bad point", () => {
    const random = new Random(11);
    for (let i = 0; i < 200; i++) {
      const comment = composeComment('neutral', random.next());
      const has = (tone: 'negative' | 'positive') =>
        languages.some((language) => CLAUSES[tone][language].some((clause) => comment.includes(clause)));
      expect(has('positive') && has('negative'), comment).toBe(true);
      expect(matchTopicsAnyLanguage(comment, DEMO_TAXONOMY).length).toBeGreaterThan(0);
    }
  });
});
