import type { TQuestionnaire } from '@opinio/domain/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { startingDraft, withFirstAnswer } from './local-draft.ts';
import { questionnairePages } from './questionnaire-form.ts';
import { browserLocale, fill } from './texts.ts';

const question = (id: string) => ({
  id,
  kind: 'nps' as const,
  text: id,
  min: 0,
  max: 10,
  options: [],
  ends: { low: 'Ei lainkaan todennäköistä', high: 'Erittäin todennäköistä' },
  page: null,
  required: false,
});
const questionnaire: TQuestionnaire = {
  locale: 'fi',
  sender: 'Nordic Retail',
  surveyTitle: 'Kysely',
  unitTitle: 'Oulu',
  brand: { primaryColor: null, logoUrl: null },
  questions: [question('nps'), question('again')],
  saved: { answers: { nps: 3 }, position: 1 },
};

describe('where the respondent goes on', () => {
  it("takes the server's draft when the browser has nothing unsaved", () => {
    expect(startingDraft(questionnaire, {})).toEqual({ draft: questionnaire.saved, unsaved: false });
    const saved = { draft: { answers: { nps: 9 }, position: 0 }, unsaved: false };
    expect(startingDraft(questionnaire, saved).draft).toBe(questionnaire.saved);
  });

  it("takes the browser's answers the server never got, without questions no longer asked", () => {
    const local = {
      draft: { answers: { nps: 9, gone: 1, again: { x: 1 } as never }, position: 7 },
      unsaved: true,
    };
    expect(startingDraft(questionnaire, local)).toEqual({
      draft: { answers: { nps: 9 }, position: 1 },
      unsaved: true,
    });
  });
});

describe('the texts of the page', () => {
  it("speak the browser's first language among English, Finnish and Swedish", () => {
    expect(browserLocale(['de-DE', 'sv-FI', 'fi'])).toBe('sv');
    expect(browserLocale(['FI'])).toBe('fi');
    expect(browserLocale(['de'])).toBe('en');
  });

  it('fill in their values', () => {
    expect(fill('Question {n} of {total}', { n: 2, total: 6 })).toBe('Question 2 of 6');
  });
});

describe('the pages of the questionnaire', () => {
  it('shows questions of the same page in a row together, any other on a page of its own', () => {
    const on = (id: string, page: number | null) => ({ ...question(id), page });
    expect(
      questionnairePages([on('a', 1), on('b', 2), on('c', 2), on('d', null), on('e', null), on('f', 2)]),
    ).toEqual([[0], [1, 2], [3], [4], [5]]);
  });
});

describe("the mail's answer button", () => {
  const start = { draft: { answers: { nps: 3 }, position: 1 }, unsaved: false };

  it('answers the first question with a value that fits it, to be saved', () => {
    expect(withFirstAnswer(questionnaire, start, '9')).toEqual({
      draft: { answers: { nps: 9 }, position: 1 },
      unsaved: true,
    });
    expect(withFirstAnswer(questionnaire, start, '0').draft.answers.nps).toBe(0);
  });

  it('changes nothing for a value off the scale, a text or no value', () => {
    for (const answer of ['11', '-1', '7.5', 'x', '', null])
      expect(withFirstAnswer(questionnaire, start, answer)).toBe(start);
  });
});
