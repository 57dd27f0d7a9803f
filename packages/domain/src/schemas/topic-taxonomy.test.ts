import { describe, expect, it } from 'vitest';
import { ZTopicTaxonomy } from './topic-taxonomy.ts';

describe('ZTopicTaxonomy', () => {
  const topic = { key: 'queues', name: { en: 'Queues' }, keywords: { en: ['queue'] } };
  const firstIssue = (value: unknown) => {
    const result = ZTopicTaxonomy.safeParse(value);
    if (result.success) throw new Error('expected the taxonomy to be refused');
    const [issue] = result.error.issues;
    return { path: issue.path.join('.'), message: issue.message };
  };

  it('accepts a taxonomy', () => {
    expect(ZTopicTaxonomy.parse({ topics: [topic] })).toEqual({ topics: [topic] });
    expect(ZTopicTaxonomy.parse({ topics: [] })).toEqual({ topics: [] });
  });

  it('names the field of a bad topic key', () => {
    expect(firstIssue({ topics: [{ ...topic, key: 'Queues!' }] })).toEqual({
      path: 'topics.0.key',
      message: 'A topic key is 1 to 40 of a-z, 0-9 and -',
    });
    expect(firstIssue({ topics: [{ ...topic, key: 'a'.repeat(41) }] }).path).toBe('topics.0.key');
  });

  it('names the second of two topics with one key', () => {
    expect(firstIssue({ topics: [topic, { ...topic }] })).toEqual({
      path: 'topics.1.key',
      message: 'Topic queues is there twice',
    });
  });

  it('names a bad keyword and says what a keyword is', () => {
    expect(firstIssue({ topics: [{ ...topic, keywords: { fi: ['jono', 'jo*no'] } }] })).toEqual({
      path: 'topics.0.keywords.fi.1',
      message: "A keyword is words of letters or digits, with '*' only at the start or end of a word",
    });
    expect(firstIssue({ topics: [{ ...topic, keywords: { en: ['  '] } }] })).toEqual({
      path: 'topics.0.keywords.en.0',
      message: 'A keyword must not be empty',
    });
    expect(firstIssue({ topics: [{ ...topic, keywords: { en: ['!!'] } }] }).path).toBe(
      'topics.0.keywords.en.0',
    );
  });

  it('refuses an unknown language and a misspelt field', () => {
    expect(firstIssue({ topics: [{ ...topic, keywords: { de: ['Schlange'] } }] })).toEqual({
      path: 'topics.0.keywords',
      message: 'Languages are en, fi, sv',
    });
    expect(firstIssue({ topics: [{ ...topic, keyword: [] }] }).path).toBe('topics.0');
  });

  it('names a missing name and too many topics', () => {
    expect(firstIssue({ topics: [{ key: 'queues', keywords: {} }] }).path).toBe('topics.0.name');
    const many = Array.from({ length: 101 }, (_, i) => ({ ...topic, key: `t${i}` }));
    expect(firstIssue({ topics: many })).toEqual({ path: 'topics', message: 'At most 100 topics' });
  });
});
