import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import type { BlockIssue } from './block-issues.ts';
import { blockPathOfServerField } from './json-path.ts';

const ZIssues = z.array(z.object({ path: z.string(), message: z.string() }));

/**
 * The problems the server found in a refused save (400): every one it lists, else the one
 * field it names; paths made relative to the block's content (a problem of another block,
 * which the save would break, keeps its own path in `elsewhere`).
 */
export function refusedIssues(error: unknown, blockName: string): BlockIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const listed = 'issues' in error ? ZIssues.safeParse(error.issues) : null;
  const issues = listed?.success
    ? listed.data
    : error.field
      ? [{ path: error.field, message: error.message }]
      : [];
  return issues.map((issue) => {
    const path = blockPathOfServerField(issue.path, blockName);
    return path
      ? { path, message: issue.message }
      : { path: [], message: issue.message, elsewhere: issue.path };
  });
}
