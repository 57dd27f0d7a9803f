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
      'bad_request',
      'Unknown placeholder {{foo}}',
      'variants.fi.body',
      undefined,
      [
        { path: 'variants.fi.body', message: 'Unknown placeholder {{foo}}' },
        { path: 'variants.fi.body', message: 'Unknown placeholder {{bar}}' },
        { path: 'variants.sv.subject', message: 'A mail needs a subject' },
        { path: 'channel', message: 'A mail template stays one' },
      ],
    );
    const issues = fieldIssues(error, known);
    expect(issueText(issues, 'variants.fi.body')).toBe(
      'Unknown placeholder {{foo}} Unknown placeholder {{bar}}',
    );
    expect(issueText(issues, 'variants.sv.subject')).toBe('A mail needs a subject');
    expect(issueText(issues, 'other')).toBe('A mail template stays one');
    expect(issueText(issues, 'name')).toBe('');
  });

  it('takes the one field of a refusal without issues, without repeating the field in the message', () => {
    const error = new ApiError(400, 'bad_request', 'name: Too small', 'name');
    expect(fieldIssues(error, known)).toEqual({ name: ['Too small'] });
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
