import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { type EditorView, hoverTooltip } from '@codemirror/view';
import { CONFIG_BLOCKS, type ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { z } from 'zod';
import { type BlockIssue, blockIssues } from '../lib/block-issues.ts';
import { readJson } from '../lib/block-json.ts';
import { issueRange } from '../lib/issue-range.ts';
import { formatJsonPath } from '../lib/json-path.ts';

type EditorSchema = NonNullable<Parameters<typeof stateExtensions>[0]>;

const schemas = new Map<ConfigBlockName, EditorSchema>();

/**
 * The block's zod schema as JSON Schema (draft 7, which the completion's library reads) for
 * completion and hover; refinements it cannot express are left to the linter's zod check.
 */
function blockJsonSchema(name: ConfigBlockName): EditorSchema {
  let schema = schemas.get(name);
  if (!schema) {
    schema = z.toJSONSchema(CONFIG_BLOCKS[name], {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as EditorSchema;
    schemas.set(name, schema);
  }
  return schema;
}

/** How the linter labels a problem's origin. */
export interface LintSources {
  schema: string;
  server: string;
}

function diagnostics(
  view: EditorView,
  name: ConfigBlockName,
  serverIssues: readonly BlockIssue[],
  sources: LintSources,
): Diagnostic[] {
  const syntax = jsonParseLinter()(view);
  if (syntax.length > 0) return syntax;
  const read = readJson(view.state.doc.toString());
  if (!read.ok) return [];
  const { state } = view;
  const tree = ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);
  const toDiagnostic = (issue: BlockIssue, source: string): Diagnostic => {
    const path = formatJsonPath(issue.path);
    return {
      ...issueRange(tree, state.doc, issue.path),
      severity: 'error',
      source,
      message: path ? `${path}: ${issue.message}` : issue.message,
    };
  };
  return [
    ...blockIssues(name, read.value).map((issue) => toDiagnostic(issue, sources.schema)),
    ...serverIssues.filter((issue) => !issue.elsewhere).map((issue) => toDiagnostic(issue, sources.server)),
  ];
}

/**
 * JSON with the block's schema: completion of property names and values, hover docs, and a
 * linter (300 ms after typing stops) marking syntax errors, the schema's problems and the
 * server's at their paths.
 */
export function jsonBlockExtensions(
  name: ConfigBlockName,
  serverIssues: readonly BlockIssue[],
  sources: LintSources,
): Extension[] {
  return [
    json(),
    lintGutter(),
    linter((view) => diagnostics(view, name, serverIssues, sources), { delay: 300 }),
    jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
    hoverTooltip(jsonSchemaHover()),
    stateExtensions(blockJsonSchema(name)),
  ];
}

/** Plain JSON with its syntax checked (a component's config inside the form). */
export const PLAIN_JSON: Extension[] = [json(), linter(jsonParseLinter(), { delay: 300 })];
