/** How a script run can fail (docs/decisions/027-script-sandbox.md); others are shown as named. */
const SCRIPT_ERROR_KINDS = ['syntax', 'thrown', 'timeout', 'memory', 'badResult'] as const;
export type ScriptErrorKind = (typeof SCRIPT_ERROR_KINDS)[number];

export function isKnownErrorKind(kind: string): kind is ScriptErrorKind {
  return (SCRIPT_ERROR_KINDS as readonly string[]).includes(kind);
}

/** A value a test run answered, as indented JSON; null when there is none to show. */
export function resultJson(value: unknown): string | null {
  if (value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2) ?? null;
  } catch {
    return String(value);
  }
}
