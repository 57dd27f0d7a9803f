import { DEMO_TAXONOMY } from '@opinio/domain/text-analytics/demo-taxonomy';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#lib/http-error.ts';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { managerOf } from './alert-assignee.ts';
import { conditionHolds } from './alert-condition.ts';
import { planAlertUpdate } from './alert-transitions.ts';

const survey = surveyFixture();
const answers = [
  { questionId: 10, value: 6, textValue: null },
  { questionId: 12, value: null, textValue: 'I want a REFUND now' },
];

describe('alert conditions', () => {
  it('compares a number answer', () => {
    expect(conditionHolds(survey, { question: 'nps', op: '<=', value: 6 }, answers)).toBe(true);
    expect(conditionHolds(survey, { question: 'nps', op: '<', value: 6 }, answers)).toBe(false);
    expect(conditionHolds(survey, { question: 'nps', op: '=', value: 6 }, answers)).toBe(true);
  });

  it('finds any word in a text answer, ignoring case', () => {
    expect(conditionHolds(survey, { question: 'comment', contains: ['refund', 'angry'] }, answers)).toBe(
      true,
    );
    expect(conditionHolds(survey, { question: 'comment', contains: ['angry'] }, answers)).toBe(false);
  });

  it('a comparison with topics also needs the comment to mention one of them', () => {
    const withTopics = { ...survey, topics: DEMO_TAXONOMY };
    const said = (nps: number, comment: string) => [
      { questionId: 10, value: nps, textValue: null },
      { questionId: 12, value: null, textValue: comment },
    ];
    const staff = { question: 'nps', op: '<=' as const, value: 6, topics: ['staff-service'] };
    expect(conditionHolds(withTopics, staff, said(3, 'Henkilökunta ei ehtinyt auttaa ollenkaan.'))).toBe(
      true,
    );
    expect(conditionHolds(withTopics, staff, said(3, 'Parking was full.'))).toBe(false);
    expect(conditionHolds(withTopics, staff, said(9, 'Friendly staff.'))).toBe(false);
    expect(conditionHolds(withTopics, staff, [{ questionId: 10, value: 3, textValue: null }])).toBe(false);
    // a survey without topics: no comment mentions any
    expect(conditionHolds(survey, staff, said(3, 'Rude staff.'))).toBe(false);
  });

  it('an unanswered or unknown question never fires', () => {
    expect(conditionHolds(survey, { question: 'channel', op: '>=', value: 0 }, answers)).toBe(false);
    expect(conditionHolds(survey, { question: 'nope', op: '>=', value: 0 }, answers)).toBe(false);
  });
});

describe('alert transitions', () => {
  const base = { state: 'new' as const, assigneeUserId: null, dueAt: null, resolution: null };

  it('refuses a move the state machine does not allow', () => {
    expect(() => planAlertUpdate({ ...base, state: 'solved' }, { state: 'closed' })).toThrow(HttpError);
    expect(() => planAlertUpdate({ ...base, state: 'in_progress' }, { state: 'new' })).toThrow(HttpError);
    expect(planAlertUpdate({ ...base, state: 'closed' }, { state: 'in_progress' })).toEqual({
      state: 'in_progress',
    });
  });

  it('solving or closing needs a resolution note', () => {
    expect(() => planAlertUpdate(base, { state: 'solved' })).toThrow(HttpError);
    expect(planAlertUpdate(base, { state: 'solved', resolution: 'Called back' })).toEqual({
      state: 'solved',
      resolution: 'Called back',
    });
    expect(
      planAlertUpdate({ ...base, state: 'in_progress', resolution: 'Done' }, { state: 'closed' }),
    ).toEqual({
      state: 'closed',
    });
  });

  it('a move that is not allowed is refused; unchanged fields are no change', () => {
    expect(() => planAlertUpdate({ ...base, state: 'solved', resolution: 'x' }, { state: 'closed' })).toThrow(
      HttpError,
    );
    expect(planAlertUpdate(base, { state: 'new', assigneeUserId: null })).toEqual({});
  });
});

describe('managerOf', () => {
  const s1 = survey.organisation.unitsByExtName.get('s1')!;
  it("picks the store's manager, else the closest ancestor's; never an unscoped member", () => {
    expect(
      managerOf(s1, [
        { userId: 3, scopeUnit: 'north' },
        { userId: 2, scopeUnit: 's1' },
      ]),
    ).toBe(2);
    expect(
      managerOf(s1, [
        { userId: 3, scopeUnit: 'north' },
        { userId: 4, scopeUnit: 'south' },
      ]),
    ).toBe(3);
    expect(managerOf(s1, [{ userId: 1, scopeUnit: null }])).toBeNull();
  });
});
