import type { TQuestionnaire, TQuestionnaireAnswers } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';

/**
 * What the browser keeps of an invitation, by its token: the contact's language (so the
 * page speaks it before the questionnaire loads) and answers the server may not have yet,
 * so a reload without a connection loses nothing.
 */
export interface LocalDraft {
  locale?: TLocale;
  draft?: TQuestionnaireAnswers;
  /** The draft has changes the server has not confirmed. */
  unsaved?: boolean;
}

const key = (token: string) => `opinio.responsive.${token}`;

export function readLocalDraft(token: string): LocalDraft {
  try {
    const stored = window.localStorage.getItem(key(token));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed as LocalDraft) : {};
  } catch {
    return {};
  }
}

/** Storage may be full or switched off (private browsing): the server's copy is then all there is. */
export function writeLocalDraft(token: string, entry: LocalDraft): void {
  try {
    window.localStorage.setItem(key(token), JSON.stringify(entry));
  } catch {
    // nothing to do
  }
}

/**
 * Where the respondent goes on: the browser's answers when the server never confirmed them
 * (they are newer), else the server's draft. Answers to questions no longer asked are dropped.
 */
export function startingDraft(
  questionnaire: TQuestionnaire,
  local: LocalDraft,
): { draft: TQuestionnaireAnswers; unsaved: boolean } {
  if (!local.unsaved || !local.draft) return { draft: questionnaire.saved, unsaved: false };
  const asked = new Set(questionnaire.questions.map((q) => q.id));
  const answers = Object.fromEntries(
    Object.entries(local.draft.answers ?? {}).filter(
      ([id, value]) => asked.has(id) && (typeof value === 'number' || typeof value === 'string'),
    ),
  );
  const last = Math.max(questionnaire.questions.length - 1, 0);
  const position = Math.min(Math.max(Math.trunc(Number(local.draft.position) || 0), 0), last);
  return { draft: { answers, position }, unsaved: true };
}

/**
 * The first question answered by the mail's button the respondent pressed (`&a=7` on the
 * link): the answer replaces an earlier one and is saved, when it fits the question (a point
 * of its scale, one of its options); anything else changes nothing.
 */
export function withFirstAnswer(
  questionnaire: TQuestionnaire,
  start: { draft: TQuestionnaireAnswers; unsaved: boolean },
  answer: string | null,
): { draft: TQuestionnaireAnswers; unsaved: boolean } {
  const first = questionnaire.questions[0];
  if (!first || answer === null || !/^-?\d{1,7}$/.test(answer)) return start;
  const value = Number(answer);
  const fits =
    first.kind === 'choice'
      ? first.options.some((option) => option.value === value)
      : first.kind !== 'text' &&
        first.min !== null &&
        first.max !== null &&
        value >= first.min &&
        value <= first.max;
  if (!fits) return start;
  return { draft: { ...start.draft, answers: { ...start.draft.answers, [first.id]: value } }, unsaved: true };
}
