import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { refusedIssues } from './refused-issues.ts';

type Issue = { path: string; message: string; code: string; params?: Record<string, string | number> };
const refusal = (field: string | undefined, issues?: Issue[]) =>
  new ApiError(400, 'invalid_content', 'first problem', field, undefined, issues, {
    count: issues?.length ?? 1,
  });

describe('refusedIssues', () => {
  it("takes every issue the server lists, at its path in the block's content", () => {
    const error = refusal('content[0].components[1].type', [
      { path: 'content[0].components[1].type', message: 'Invalid input', code: 'unknown_value' },
      { path: 'content[2].icon', message: 'A Material icon name in snake_case', code: 'invalid_format' },
    ]);
    // said by their codes in the UI's language, never the server's English
    expect(refusedIssues(error, 'pages')).toEqual([
      { path: [0, 'components', 1, 'type'], message: 'No such choice exists.' },
      { path: [2, 'icon'], message: 'The format is not valid.' },
    ]);
  });

  it('keeps the path of a problem in another block', () => {
    const error = refusal('pages[0].components[0].config.indicators[0]', [
      {
        path: 'pages[0].components[0].config.indicators[0]',
        message: 'No indicator nps (block pages)',
        code: 'unknown_value',
        params: { value: 'nps' },
      },
    ]);
    expect(refusedIssues(error, 'indicators')).toEqual([
      {
        path: [],
        message: 'Not found: nps.',
        elsewhere: 'pages[0].components[0].config.indicators[0]',
      },
    ]);
  });

  it('falls back to the one field named', () => {
    const tooLong = new ApiError(
      400,
      'too_long',
      'content.title: Too big',
      'content.title',
      undefined,
      undefined,
      {
        max: 200,
      },
    );
    expect(refusedIssues(tooLong, 'general')).toEqual([
      { path: ['title'], message: 'Too long: at most 200 characters.' },
    ]);
  });

  it('answers nothing for other refusals', () => {
    expect(refusedIssues(new ApiError(409, 'conflict', 'saved since'), 'general')).toEqual([]);
    expect(refusedIssues(new Error('network'), 'general')).toEqual([]);
  });
});
