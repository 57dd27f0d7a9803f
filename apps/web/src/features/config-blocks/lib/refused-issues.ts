import { ApiError, errorMessage, problemText } from '@/lib/api-client.ts';
import type { BlockIssue } from './block-issues.ts';
import { blockPathOfServerField } from './json-path.ts';

/**
 * The problems the server found in a refused save (400): every one it lists, else the one
 * field it names; paths made relative to the block's content (a problem of another block,
 * which the save would break, keeps its own path in `elsewhere`).
 */
export function refusedIssues(error: unknown, blockName: string): BlockIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  // each in the UI's language, from its code (decision 037)
  const issues = error.issues?.length
    ? error.issues.map((issue) => ({ path: issue.path, message: problemText(issue) }))
    : error.field
      ? [{ path: error.field, message: errorMessage(error) }]
      : [];
  return issues.map((issue) => {
    const path = blockPathOfServerField(issue.path, blockName);
    return path
      ? { path, message: issue.message }
      : { path: [], message: issue.message, elsewhere: issue.path };
  });
}
