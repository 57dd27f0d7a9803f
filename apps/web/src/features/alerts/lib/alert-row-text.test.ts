import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../../lib/i18n.ts';
import { alertCardName, alertExcerpt } from './alert-row-text.ts';

const alert: TAlertSummary = {
  id: 7,
  interviewId: 42,
  title: 'NPS 0-6',
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
const beforeDue = new Date('2026-03-10T12:00:00.000Z');
const afterDue = new Date('2026-03-13T12:00:00.000Z');
const en = () => i18n.getFixedT('en');

describe('alert row text', () => {
  beforeAll(() => loadLocale('fi'));

  it('the excerpt is the score and the customer’s words, else the rule’s description', () => {
    expect(alertExcerpt(alert, en())).toBe('Score 3 · “The queue was long”');
    expect(alertExcerpt({ ...alert, score: null, excerpt: null }, en())).toBe('NPS: 3');
    expect(alertExcerpt({ ...alert, score: 0, excerpt: null }, en())).toBe('Score 0 · NPS: 3');
  });

  it('the card’s name says the rule, state, unit, due date, assignee and when it was opened', () => {
    const name = alertCardName(alert, en(), 'en', beforeDue);
    expect(name).toMatch(
      /^NPS 0-6, New, Oulu, due Mar 12, 2026, \d{1,2}:00 [AP]M, assigned to Maija Manager, /,
    );
    expect(name).toMatch(/created Mar 9, 2026$/);
  });

  it('an open alert past its due date is overdue in words; a solved one is not', () => {
    expect(alertCardName(alert, en(), 'en', afterDue)).toContain(', overdue since Mar 12, 2026');
    const solved = alertCardName({ ...alert, state: 'solved' }, en(), 'en', afterDue);
    expect(solved).toContain('Solved, Oulu, due Mar 12, 2026');
  });

  it('no due date, no assignee and no unit are said or left out', () => {
    const name = alertCardName(
      { ...alert, dueAt: null, assignee: null, unitTitle: '' },
      en(),
      'en',
      afterDue,
    );
    expect(name).toBe('NPS 0-6, New, no due date, unassigned, created Mar 9, 2026');
  });

  it('Finnish reads in Finnish', () => {
    const name = alertCardName(
      { ...alert, dueAt: null, assignee: null },
      i18n.getFixedT('fi'),
      'fi',
      afterDue,
    );
    expect(name).toBe('NPS 0-6, Uusi, Oulu, ei määräaikaa, ei vastuuhenkilöä, luotu 9.3.2026');
  });
});
