import {
  type ConfigReferenceContext,
  configReferenceIssues,
  jsonPath,
} from '@opinio/domain/config-references';
import { zodIssueProblem } from '@opinio/domain/error-codes';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@opinio/domain/safe-text';
import {
  CONFIG_BLOCKS,
  type ConfigBlockName,
  type TConfigBlockContents,
} from '@opinio/domain/schemas/config-blocks';
import type { z } from 'zod';
import { HttpError, type IssueError } from '#lib/http-error.ts';

type Issue = IssueError;

/**
 * 400 naming the first bad field as its path in the request's body (`content[1].components[0].type`);
 * `issues` lists every one. A broken reference in another block than the one saved
 * (pages naming an indicator the new indicators block leaves out) names that block's path.
 */
function invalidBlock(issues: Issue[]): HttpError {
  const [first] = issues;
  return new HttpError({ code: 'invalid_content', params: { count: issues.length } }, first.message, {
    field: first.path,
    issues,
  });
}

/** A zod issue's path; an unknown field's path ends with the field. */
function schemaIssues(error: z.ZodError): Issue[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
    return keys.map((key) => ({
      path: `content${jsonPath(key === null ? issue.path : [...issue.path, key])}`,
      message: issue.message,
      // one unknown property per issue: its name is in the path
      ...(issue.code === 'unrecognized_keys' && key !== null
        ? { code: 'unknown_field' as const, params: { keys: key } }
        : zodIssueProblem(issue)),
    }));
  });
}

/**
 * Texts PostgreSQL cannot store (NUL, unpaired surrogates) that the schemas let through
 * (configured titles): walked on parsed content, whose depth the schemas bound.
 */
function unsafeTextIssues(value: unknown, path: PropertyKey[] = []): Issue[] {
  const issue = (at: PropertyKey[]) => ({
    path: `content${jsonPath(at)}`,
    message: UNSAFE_TEXT_MESSAGE,
    code: 'unsafe_text' as const,
    params: {},
  });
  if (typeof value === 'string') return isSafeText(value) ? [] : [issue(path)];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextIssues(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(isSafeText(key) ? [] : [issue([...path, key])]),
    ...unsafeTextIssues(item, [...path, key]),
  ]);
}

/** The block's content by its schema; 400 with every bad field otherwise. */
export function parseBlock<N extends ConfigBlockName>(name: N, content: unknown): TConfigBlockContents[N] {
  const parsed = CONFIG_BLOCKS[name].safeParse(content);
  if (!parsed.success) throw invalidBlock(schemaIssues(parsed.error));
  const unsafe = unsafeTextIssues(parsed.data);
  if (unsafe.length > 0) throw invalidBlock(unsafe);
  return parsed.data as TConfigBlockContents[N];
}

/** 400 when the configuration, with the block in place, names what is not there. */
export function checkReferences(
  name: ConfigBlockName,
  blocks: TConfigBlockContents,
  context: ConfigReferenceContext,
): void {
  const issues = configReferenceIssues(blocks, context);
  if (issues.length === 0) return;
  const own = issues
    .filter((i) => i.block === name)
    .map((i) => ({
      path: `content${i.path.slice(name.length)}`,
      message: i.message,
      code: i.code,
      params: i.params,
    }));
  const others = issues
    .filter((i) => i.block !== name)
    .map((i) => ({
      path: i.path,
      message: `${i.message} (block ${i.block})`,
      code: i.code,
      params: i.params,
    }));
  throw invalidBlock([...own, ...others]);
}
