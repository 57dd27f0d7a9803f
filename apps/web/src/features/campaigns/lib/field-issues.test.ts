import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { fieldIssues, fieldPath, issueText, withoutIssues } from './field-issues.ts';

const known = (path: string) => path === 'name' || /^variants\.(en|fi|sv)\.(subject|body)$/.test(path);

describe('a refused save, field by field', () => {
  it('reads the paths the server writes in any of its forms', () => {
    expect(fieldPath('variants.fi.body')).toBe('variants.fi.body');
    expect(fieldPath('body.variants.fi.body')).toBe('variants.fi.body');
    expect(fieldPath('/variants/fi/body')).toBe('variants.fi.body');
    expect(fieldPath('variants[fi].body')).toBe('variants.fi.body');
  });

  it('puts each issue under its field, and what no field shows under "other"', () => {
    const error = new ApiError(
      400,
      'invalid_content',
      'Unknown placeholder {{foo}}',
      'variants.fi.body',
      undefined,
      [
        {
          path: 'variants.fi.body',
          message: 'Unknown placeholder {{foo}}',
          code: 'unknown_value',
          params: { value: '{{foo}}' },
        },
        {
          path: 'variants.fi.body',
          message: 'Unknown placeholder {{bar}}',
          code: 'unknown_value',
          params: { value: '{{bar}}' },
        },
        { path: 'variants.sv.subject', message: 'A mail needs a subject', code: 'required' },
        { path: 'channel', message: 'A mail template stays one', code: 'not_applicable' },
      ],
      { count: 4 },
    );
    // each said by its code in the UI's language
    const issues = fieldIssues(error, known);
    expect(issueText(issues, 'variants.fi.body')).toBe('Not found: {{foo}}. Not found: {{bar}}.');
    expect(issueText(issues, 'variants.sv.subject')).toBe('This is required.');
    expect(issueText(issues, 'other')).toBe('This does not apply here.');
    expect(issueText(issues, 'name')).toBe('');
  });

  it('takes the one field of a refusal without issues, without repeating the field in the message', () => {
    const error = new ApiError(400, 'too_short', 'name: Too small', 'name', undefined, undefined, { min: 2 });
    expect(fieldIssues(error, known)).toEqual({ name: ['Too short: at least 2 characters.'] });
  });

  it('shows a failure that is no refusal (the network) under "other"', () => {
    expect(fieldIssues(new ApiError(0, 'network_error', 'Offline'), known)).toEqual({ other: ['Offline'] });
    expect(fieldIssues(new Error('boom'), known)).toEqual({ other: ['boom'] });
  });

  it('forgets the issues of a field once it changes, with those under it', () => {
    const issues = { 'variants.fi.body': ['x'], 'variants.fi.subject': ['y'], name: ['z'] };
    expect(withoutIssues(issues, 'variants.fi')).toEqual({ name: ['z'] });
    expect(withoutIssues(issues, 'name')).toEqual({
      'variants.fi.body': ['x'],
      'variants.fi.subject': ['y'],
    });
  });
});
