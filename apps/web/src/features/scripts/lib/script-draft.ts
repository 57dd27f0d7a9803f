import type { TScript, TScriptPurpose, TScriptSave, TScriptScope } from '@opinio/domain/schemas/survey-admin';

/** The script screen's fields as being edited. */
export interface ScriptDraft {
  name: string;
  purpose: TScriptPurpose;
  /** The computed variable a `variable` script sets. */
  target: string;
  enabled: boolean;
  source: string;
}

/** A global or universe script mostly holds helpers for the survey scripts; a survey script computes. */
function defaultPurpose(scope: TScriptScope): TScriptPurpose {
  return scope === 'survey' ? 'variable' : 'library';
}

/** The fields of a saved script, or of a new one with the starter source of its purpose. */
export function scriptDraft(
  script: TScript | undefined,
  scope: TScriptScope,
  starter: (purpose: TScriptPurpose) => string,
): ScriptDraft {
  if (script)
    return {
      name: script.name,
      purpose: script.purpose,
      target: script.target ?? '',
      enabled: script.enabled,
      source: script.source,
    };
  const purpose = defaultPurpose(scope);
  return { name: '', purpose, target: '', enabled: true, source: starter(purpose) };
}

export function sameDraft(a: ScriptDraft, b: ScriptDraft): boolean {
  return (
    a.name === b.name &&
    a.purpose === b.purpose &&
    a.enabled === b.enabled &&
    a.source === b.source &&
    (a.purpose !== 'variable' || a.target === b.target)
  );
}

export type ScriptDraftProblem = 'nameRequired' | 'targetRequired';

/** What the form checks before saving (the server checks the source). */
export function scriptDraftProblems(
  draft: ScriptDraft,
): Partial<Record<'name' | 'target', ScriptDraftProblem>> {
  return {
    ...(draft.name.trim() === '' ? { name: 'nameRequired' as const } : {}),
    ...(draft.purpose === 'variable' && draft.target === '' ? { target: 'targetRequired' as const } : {}),
  };
}

/** The save of the draft: a new script, or a new version of the saved one it started from. */
export function scriptSaveBody(
  draft: ScriptDraft,
  scope: TScriptScope,
  saved: Pick<TScript, 'id' | 'version'> | undefined,
): TScriptSave {
  return {
    ...(saved ? { id: saved.id } : {}),
    scope,
    name: draft.name.trim(),
    purpose: draft.purpose,
    target: draft.purpose === 'variable' && draft.target !== '' ? draft.target : null,
    enabled: draft.enabled,
    source: draft.source,
    baseVersion: saved?.version ?? 0,
  };
}
