import type { TScriptPurpose } from '@opinio/domain/schemas/survey-admin';

/** The function the server calls for each purpose; a library only defines helpers. */
export const ENTRY_FUNCTION: Record<TScriptPurpose, string | null> = {
  variable: 'compute',
  alertCondition: 'condition',
  library: null,
};

const INTERVIEW_SHAPE =
  '// interview: { id, externalId, date, unit, answers: { <question extName>: number | text | null } }';

const BODIES: Record<TScriptPurpose, string> = {
  variable: [
    INTERVIEW_SHAPE,
    'function compute(interview) {',
    '  const answered = Object.values(interview.answers).filter((value) => value !== null);',
    '  return answered.length;',
    '}',
  ].join('\n'),
  alertCondition: [
    INTERVIEW_SHAPE,
    'function condition(interview) {',
    "  return Object.values(interview.answers).some((value) => typeof value === 'number' && value <= 2);",
    '}',
  ].join('\n'),
  library: [
    'function isAnswered(value) {',
    "  return value !== null && value !== undefined && value !== '';",
    '}',
  ].join('\n'),
};

/**
 * The source a new script starts with: a working example of its purpose, under `intro` (a
 * line in the user's language saying what the script does), each line of it a comment.
 */
export function starterSource(purpose: TScriptPurpose, intro: string): string {
  const comment = intro
    .split('\n')
    .map((line) => `// ${line}`.trimEnd())
    .join('\n');
  return `${comment}\n${BODIES[purpose]}\n`;
}

/** Whether the source defines the function its purpose needs (a library needs none). */
export function definesEntryFunction(source: string, purpose: TScriptPurpose): boolean {
  const name = ENTRY_FUNCTION[purpose];
  if (!name) return true;
  return new RegExp(`\\bfunction\\s+${name}\\s*\\(|\\b(const|let|var)\\s+${name}\\s*=`).test(source);
}
