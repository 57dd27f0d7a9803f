import { zodIssueProblem } from '@opinio/domain/error-codes';
import { CONFIG_BLOCKS, type ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import type { z } from 'zod';
import { errorText } from '@/lib/error-text.ts';
import type { JsonPath } from './json-path.ts';

/** A problem of a block's content at a path inside it. */
export interface BlockIssue {
  path: JsonPath;
  message: string;
  /** A problem the server found outside this block (another block it names): its path there. */
  elsewhere?: string;
}

function issuesOf(issue: z.core.$ZodIssue): BlockIssue[] {
  const path = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
  // one per unknown property, marked at its name; each in the UI's language (decision 037)
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: errorText('unknown_field', { keys: key }),
    }));
  const { code, params } = zodIssueProblem(issue);
  return [{ path, message: errorText(code, params) }];
}

/** What the block's schema finds wrong in a content (none: it can be saved). */
export function blockIssues(name: ConfigBlockName, content: unknown): BlockIssue[] {
  const parsed = CONFIG_BLOCKS[name].safeParse(content);
  return parsed.success ? [] : parsed.error.issues.flatMap(issuesOf);
}

/** The issues at exactly `path` (a form field's own problems). @internal */
export function issuesAt(issues: readonly BlockIssue[], path: JsonPath): BlockIssue[] {
  return issues.filter(
    (issue) => issue.path.length === path.length && issue.path.every((segment, i) => segment === path[i]),
  );
}

/** The messages of a form field's own problems, or undefined when it has none. */
export function issueText(issues: readonly BlockIssue[], path: JsonPath): string | undefined {
  const own = issuesAt(issues, path);
  return own.length > 0 ? own.map((issue) => issue.message).join(' · ') : undefined;
}

/** The problems at or inside `path` (a part edited as JSON inside the form). */
export function issuesUnder(issues: readonly BlockIssue[], path: JsonPath): BlockIssue[] {
  return issues.filter(
    (issue) => issue.path.length >= path.length && path.every((segment, i) => issue.path[i] === segment),
  );
}
