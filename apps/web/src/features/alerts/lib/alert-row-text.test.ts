import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { alertExcerpt } from './alert-row-text.ts';

const alert: TAlertSummary = {
  id: 7,
  interviewId: 42,
  title: 'NPS 3 at Oulu',
  titleNames: 'score',
  ruleName: 'NPS 0-6',
  description: 'How likely are you to recommend us?: 3',
  state: 'new',
  unitTitle: 'Oulu',
  assignee: 'Maija Manager',
  dueAt: '2026-03-12T12:00:00.000Z',
  createdAt: '2026-03-09T12:00:00.000Z',
  updatedAt: '2026-03-09T12:00:00.000Z',
  score: 3,
  excerpt: 'The queue was long',
};
const en = () => i18n.getFixedT('en');

describe('alert row text', () => {
  it('a title that names the score: the customer’s words alone, the score not again', () => {
    expect(alertExcerpt(alert, en())).toBe('“The queue was long”');
    // without words the description would repeat the title's answer
    expect(alertExcerpt({ ...alert, excerpt: null }, en())).toBe('No comment');
  });

  it('a title that names another answer: the score once, then the words', () => {
    const staff = { ...alert, title: 'Staff 1 at Oulu', titleNames: 'answer' as const };
    expect(alertExcerpt(staff, en())).toBe('Score 3 · “The queue was long”');
    expect(alertExcerpt({ ...staff, score: 0, excerpt: null }, en())).toBe('Score 0 · No comment');
    expect(alertExcerpt({ ...staff, score: null }, en())).toBe('“The queue was long”');
  });

  it('a title that names only the rule: without words, the rule’s description says why', () => {
    const script = { ...alert, title: 'Angry customer at Oulu', titleNames: 'rule' as const };
    expect(alertExcerpt({ ...script, excerpt: null, description: 'Asked for a manager' }, en())).toBe(
      'Score 3 · Asked for a manager',
    );
  });
});
