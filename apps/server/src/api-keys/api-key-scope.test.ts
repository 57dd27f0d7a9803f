import { describe, expect, it } from 'vitest';
import { scopeOf } from '#access/scope.ts';
import { HttpError } from '#lib/http-error.ts';
import { surveyFixture } from '../../test/fixtures/survey-fixture.ts';
import { keyScopeUnit } from './api-key-scope.ts';

const survey = surveyFixture();
const unit = (extName: string) => survey.organisation.unitsByExtName.get(extName)!;

describe('keyScopeUnit', () => {
  it("without a unit a key gets the caller's scope", () => {
    expect(keyScopeUnit(survey, scopeOf(null), null)).toBeNull();
    expect(keyScopeUnit(survey, scopeOf(unit('north')), null)).toBe('north');
  });

  it("a unit within the caller's scope is allowed; the root means the whole organisation", () => {
    expect(keyScopeUnit(survey, scopeOf(unit('north')), 's1')).toBe('s1');
    expect(keyScopeUnit(survey, scopeOf(null), 'all')).toBeNull();
  });

  it("a unit beside or above the caller's scope, or unknown, is refused", () => {
    for (const requested of ['s2', 'all', 'nope']) {
      expect(() => keyScopeUnit(survey, scopeOf(unit('north')), requested)).toThrow(HttpError);
    }
  });
});
