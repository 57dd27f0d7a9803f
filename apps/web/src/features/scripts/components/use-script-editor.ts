import type { TScript, TScriptPurpose, TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { formFieldPath } from '@/lib/use-form-errors.ts';
import { scriptQueryOptions } from '../api/get-script.ts';
import { useSaveScript } from '../api/save-script.ts';
import {
  type ScriptDraft,
  sameDraft,
  scriptDraft,
  scriptDraftProblems,
  scriptSaveBody,
} from '../lib/script-draft.ts';
import { scriptPath } from '../lib/script-links.ts';
import { starterSource } from '../lib/script-templates.ts';

/** A refused save's text (by its code, in the UI's language) at the field it names; `other` for the rest. */
export type ScriptServerErrors = Partial<Record<'name' | 'target' | 'source' | 'other', string>>;

interface ScriptEditorTarget {
  route: 'script' | 'globalscript' | 'universescript';
  contextSurvey: string;
  surveyId: number;
  script: TScript | undefined;
  scope: TScriptScope;
}

/** The script being edited: its draft, the saved version it started from, its save and its refusals. */
export function useScriptEditor({ route, contextSurvey, surveyId, script, scope }: ScriptEditorTarget) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const starter = useCallback(
    (purpose: TScriptPurpose) => starterSource(purpose, t(`scripts.template.${purpose}`)),
    [t],
  );
  const [saved, setSaved] = useState(script);
  const [draft, setDraft] = useState<ScriptDraft>(() => scriptDraft(script, scope, starter));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<ScriptServerErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  /** Set when the editor leaves on its own (after a first save, a delete): no question asked. */
  const leaving = useRef(false);
  const save = useSaveScript(contextSurvey, surveyId);
  const savedDraft = useMemo(() => scriptDraft(saved, scope, starter), [saved, scope, starter]);
  const dirty = !sameDraft(draft, savedDraft);
  const problems = scriptDraftProblems(draft);

  const change = (changes: Partial<ScriptDraft>) => {
    // A refusal of a field is about its old value.
    setServerErrors((current) => {
      const left = { ...current };
      for (const field of ['name', 'target', 'source'] as const) if (field in changes) delete left[field];
      return left;
    });
    setDraft((current) => {
      const next = { ...current, ...changes };
      // An untouched starter follows the purpose: the new purpose's starter replaces it.
      if (changes.purpose && current.source === starter(current.purpose))
        next.source = starter(changes.purpose);
      return next;
    });
  };

  const submit = async () => {
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    try {
      const result = await save.mutateAsync(scriptSaveBody(draft, scope, saved));
      setServerErrors({});
      setConflict(null);
      setSaved(result);
      showSnackbar(t('scripts.saved', { name: result.name, version: result.version }), 'success');
      if (!saved && route !== 'universescript') {
        leaving.current = true;
        navigate(scriptPath(contextSurvey, surveyId, result.scope, result.id), { replace: true });
      }
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError && error.status === 409) return setConflict(message);
      const field = error instanceof ApiError && error.field ? formFieldPath(error.field) : null;
      const known = field === 'name' || field === 'target' || field === 'source' ? field : 'other';
      setServerErrors({ [known]: message });
    }
  };

  /** After a conflict: the script as saved now, the draft given up. */
  const reload = async () => {
    if (!saved) return;
    try {
      const fresh = await queryClient.fetchQuery({
        ...scriptQueryOptions(contextSurvey, surveyId, saved.id),
        staleTime: 0,
      });
      setSaved(fresh);
      setDraft(scriptDraft(fresh, scope, starter));
      setConflict(null);
      setServerErrors({});
    } catch (error) {
      setServerErrors({ other: errorMessage(error) });
    }
  };

  /** What the form shows at its fields: the server's refusal, else its own check once a save was tried. */
  const fieldErrors = {
    name: serverErrors.name ?? (checked && problems.name ? t(`scripts.problem.${problems.name}`) : undefined),
    target:
      serverErrors.target ??
      (checked && problems.target ? t(`scripts.problem.${problems.target}`) : undefined),
  };

  return {
    saved,
    draft,
    dirty,
    change,
    submit,
    reload,
    saving: save.isPending,
    fieldErrors,
    serverErrors,
    conflict,
    leaving,
    setSource: (source: string) => change({ source }),
  };
}

export type ScriptEditorState = ReturnType<typeof useScriptEditor>;
