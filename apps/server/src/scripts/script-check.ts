import type { TScriptPurpose } from '@opinio/domain/schemas/survey-admin';
import { badRequest } from '#lib/http-error.ts';
import type { ScriptOutcome, ScriptSource } from '#sandbox/script-types.ts';
import type { Services } from '#services.ts';
import { SCRIPT_ENTRIES } from './survey-scripts.ts';

/** Added after the script: answers whether the entry is a function, once the script ran. */
const PROBE = '__opinio_probe__';
const probe = (entry: string) =>
  `\n;function ${PROBE}() { return typeof globalThis[${JSON.stringify(entry)}] === 'function' || typeof ${entry} === 'function'; }`;

/**
 * Evaluates a script as it would be loaded (after the libraries it may use) without calling
 * anything: its syntax, its top level (time, memory, throws) and whether it defines its
 * purpose's function. A failure answers 400 on `source` with the line.
 */
export async function checkScript(
  services: Pick<Services, 'sandbox'>,
  preludes: ScriptSource[],
  name: string,
  source: string,
  purpose: TScriptPurpose,
): Promise<void> {
  const entry = SCRIPT_ENTRIES[purpose] ?? PROBE;
  const outcome = await services.sandbox.run({
    preludes,
    main: { name, source: source + probe(entry) },
    entry: PROBE,
    input: [],
  });
  if (!outcome.ok)
    throw badRequest(failureText(outcome), 'source', {
      code: 'script_failed',
      params: { detail: failureText(outcome) },
    });
  if (outcome.value !== true)
    throw badRequest(`The script defines no function ${entry}`, 'source', {
      code: 'script_failed',
      params: { detail: `no function ${entry}` },
    });
}

export function failureText(outcome: Exclude<ScriptOutcome, { ok: true }>): string {
  const { kind, message, line } = outcome.error;
  return `${kind === 'syntax' ? 'Syntax error' : kind === 'timeout' ? 'Stopped' : 'Error'}${line ? ` on line ${line}` : ''}: ${message}`;
}
