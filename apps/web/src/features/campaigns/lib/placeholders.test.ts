import { describe, expect, it } from 'vitest';
import { insertText, unknownPlaceholders, usesPlaceholder } from './placeholders.ts';

describe('placeholders in a template', () => {
  it('finds the unknown ones once each, spaces inside the braces allowed', () => {
    expect(unknownPlaceholders('Hi {{name}}, {{ foo }} and {{foo}} and {{bar}} at {{unit}}')).toEqual([
      'foo',
      'bar',
    ]);
    expect(unknownPlaceholders('Hello {{name}}: {{surveyLink}}')).toEqual([]);
  });

  it('tells whether a text has the survey link', () => {
    expect(usesPlaceholder('<a href="{{ surveyLink }}">Answer</a>', 'surveyLink')).toBe(true);
    expect(usesPlaceholder('No link here', 'surveyLink')).toBe(false);
  });

  it('puts a placeholder over the selection and the caret after it', () => {
    expect(insertText('Hello , thanks', 6, 6, '{{name}}')).toEqual({
      text: 'Hello {{name}}, thanks',
      caret: 14,
    });
    expect(insertText('Hello NAME', 6, 10, '{{name}}')).toEqual({ text: 'Hello {{name}}', caret: 14 });
    // a selection beyond the text (a stale one) ends the text
    expect(insertText('Hi', 9, 12, '!')).toEqual({ text: 'Hi!', caret: 3 });
  });
});
