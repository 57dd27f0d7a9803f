import { ZScriptPurpose } from '@opinio/domain/schemas/survey-admin';
import { describe, expect, it } from 'vitest';
import { definesEntryFunction, starterSource } from './script-templates.ts';

describe('starterSource', () => {
  it('starts with the intro as comment lines', () => {
    const source = starterSource('variable', 'Computes the variable.\nOn each new interview.');
    expect(source.startsWith('// Computes the variable.\n// On each new interview.\n')).toBe(true);
  });
  it('defines the function each purpose needs', () => {
    expect(starterSource('variable', 'x')).toContain('function compute(interview) {');
    expect(starterSource('alertCondition', 'x')).toContain('function condition(interview) {');
    expect(starterSource('library', 'x')).not.toMatch(/function (compute|condition)\b/);
  });
  it('is JavaScript that runs', () => {
    for (const purpose of ZScriptPurpose.options) {
      const source = starterSource(purpose, 'intro');
      const interview = {
        id: 1,
        externalId: 'e1',
        date: '2025-01-01',
        unit: 'u',
        answers: { nps: 1, c: null },
      };
      // Only the starter text of this module is evaluated: no user input.
      const run = new Function(
        'interview',
        `${source}\nreturn typeof compute === 'function' ? compute(interview) : typeof condition === 'function' ? condition(interview) : isAnswered(1);`,
      );
      expect(run(interview)).toBe(purpose === 'variable' ? 1 : true);
    }
  });
});

describe('definesEntryFunction', () => {
  it('finds a function declaration or an assigned function', () => {
    expect(definesEntryFunction('function compute(i) { return 1; }', 'variable')).toBe(true);
    expect(definesEntryFunction('const condition = (i) => true;', 'alertCondition')).toBe(true);
  });
  it('misses a source without it', () => {
    expect(definesEntryFunction('function computed(i) {}', 'variable')).toBe(false);
    expect(definesEntryFunction('function compute(i) {}', 'alertCondition')).toBe(false);
  });
  it('asks nothing of a library', () => {
    expect(definesEntryFunction('', 'library')).toBe(true);
  });
});
