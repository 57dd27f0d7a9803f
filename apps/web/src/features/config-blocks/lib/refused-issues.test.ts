import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { refusedIssues } from './refused-issues.ts';

const refusal = (field: string | undefined, issues?: Array<{ path: string; message: string }>) =>
  Object.assign(new ApiError(400, 'bad_request', 'first problem', field), issues ? { issues } : {});

describe('refusedIssues', () => {
  it("takes every issue the server lists, at its path in the block's content", () => {
    const error = refusal('content[0].components[1].type', [
      { path: 'content[0].components[1].type', message: 'Invalid input' },
      { path: 'content[2].icon', message: 'A Material icon name in snake_case' },
    ]);
    expect(refusedIssues(error, 'pages')).toEqual([
      { path: [0, 'components', 1, 'type'], message: 'Invalid input' },
      { path: [2, 'icon'], message: 'A Material icon name in snake_case' },
    ]);
  });

  it('keeps the path of a problem in another block', () => {
    const error = refusal('pages[0].components[0].config.indicators[0]', [
      { path: 'pages[0].components[0].config.indicators[0]', message: 'No indicator nps (block pages)' },
    ]);
    expect(refusedIssues(error, 'indicators')).toEqual([
      {
        path: [],
        message: 'No indicator nps (block pages)',
        elsewhere: 'pages[0].components[0].config.indicators[0]',
      },
    ]);
  });

  it('falls back to the one field named', () => {
    expect(refusedIssues(refusal('content.title'), 'general')).toEqual([
      { path: ['title'], message: 'first problem' },
    ]);
  });

  it('answers nothing for other refusals', () => {
    expect(refusedIssues(new ApiError(409, 'conflict', 'saved since'), 'general')).toEqual([]);
    expect(refusedIssues(new Error('network'), 'general')).toEqual([]);
  });
});
