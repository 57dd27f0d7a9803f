import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { alertExcerpt } from './alert-row-text.ts';

const alert: TAlertSummary = {
  id: 7,
  interviewId: 42,
  title: 'NPS 3 at Oulu',
  ruleName: 'NPS 0-6',
  description: 'NPS: 3',
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
  it('the excerpt is the score and the customer’s words, else the rule’s description', () => {
    expect(alertExcerpt(alert, en())).toBe('Score 3 · “The queue was long”');
    expect(alertExcerpt({ ...alert, score: null, excerpt: null }, en())).toBe('NPS: 3');
    expect(alertExcerpt({ ...alert, score: 0, excerpt: null }, en())).toBe('Score 0 · NPS: 3');
  });
});
