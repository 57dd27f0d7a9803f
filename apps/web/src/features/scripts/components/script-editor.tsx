import { javascript } from '@codemirror/lang-javascript';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathFor } from '@opinio/domain/routes';
import type { TScript, TScriptPurpose, TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import { LeaveGuard } from '@/components/leave-guard.tsx';
import { Panel } from '@/components/panel.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import { useMetadata } from '@/entities/survey-config/api/get-metadata.ts';
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
import { definesEntryFunction, ENTRY_FUNCTION, starterSource } from '../lib/script-templates.ts';
import { DeleteScriptDialog } from './delete-script-dialog.tsx';
import { ScriptScopeChip } from './script-scope-chip.tsx';
import { ScriptSettingsFields } from './script-settings-fields.tsx';
import { ScriptTestPanel } from './script-test-panel.tsx';
import { ScriptVersionsPanel } from './script-versions-panel.tsx';

/** From this width, the test run and the versions stand beside the editor, not under it. */
const SIDE_BY_SIDE = '@container (min-width: 1180px)';
/** Under the editor, from this width, the test run and the versions share a row. */
const TWO_PANELS = '@container (min-width: 760px)';

/** The editor's language: made once, so the editor is not reconfigured on every render. */
const EDITOR_EXTENSIONS = [javascript()];

type ServerErrors = Partial<Record<'name' | 'target' | 'source' | 'other', string>>;

interface ScriptEditorProps {
  route: 'script' | 'globalscript' | 'universescript';
  contextSurvey: string;
  surveyId: number;
  /** The saved script; undefined for a new one. */
  script: TScript | undefined;
  scope: TScriptScope;
}

/** One script being edited: its settings, its source, a test run and its versions. */
export function ScriptEditor({ route, contextSurvey, surveyId, script, scope }: ScriptEditorProps) {
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
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);
  const metadata = useMetadata(contextSurvey, surveyId);
  const save = useSaveScript(contextSurvey, surveyId);
  const savedDraft = useMemo(() => scriptDraft(saved, scope, starter), [saved, scope, starter]);
  const dirty = !sameDraft(draft, savedDraft);
  const problems = scriptDraftProblems(draft);
  const computed = metadata.data?.questions.filter((q) => q.source === 'computed');
  // back where scripts are listed: the survey's scripts tab
  const adminPath = `${pathFor('survey', { surveyExtName: contextSurvey, surveyId })}?tab=scripts`;

  const change = (changes: Partial<ScriptDraft>) => {
    // A refusal of a field is about its old value.
    if ('name' in changes || 'target' in changes)
      setServerErrors(({ name, target, ...others }) => ({
        ...others,
        ...('name' in changes ? {} : { name }),
        ...('target' in changes ? {} : { target }),
      }));
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

  const errors = {
    name: serverErrors.name ?? (checked && problems.name ? t(`scripts.problem.${problems.name}`) : undefined),
    target:
      serverErrors.target ??
      (checked && problems.target ? t(`scripts.problem.${problems.target}`) : undefined),
  };
  const entry = ENTRY_FUNCTION[draft.purpose];
  const title = saved ? saved.name : t(`scripts.newTitle.${scope}`);

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={adminPath} startIcon={<ArrowBackIcon aria-hidden />} size="small">
          {t('scripts.back')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ScreenTitle route={route}>{title}</ScreenTitle>
        <ScriptScopeChip scope={scope} />
        {saved && <Chip size="small" label={t('scripts.versionShort', { version: saved.version })} />}
        {dirty && <Chip size="small" color="primary" variant="outlined" label={t('scripts.unsaved')} />}
      </Stack>
      {saved?.lastError && (
        <Alert severity="warning" variant="outlined">
          {t('scripts.lastErrorLive', { message: saved.lastError })}
        </Alert>
      )}
      {/* laid out by the room the content area has, which the menus and filters beside it share */}
      <SideBySide from={1180} columns="minmax(0, 1fr) 400px">
        <Panel title={t('scripts.editorTitle')} testId="script-editor">
          <ScriptSettingsFields
            draft={draft}
            onChange={change}
            computed={computed}
            errors={errors}
            contextSurvey={contextSurvey}
            surveyId={surveyId}
          />
          <Typography variant="body2" color="text.secondary">
            {entry ? t('scripts.entryHelp', { name: entry }) : t('scripts.libraryHelp')}
          </Typography>
          <Box
            onKeyDown={(event) => {
              if (event.key === 's' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          >
            <CodeEditor
              value={draft.source}
              onChange={(source) => setDraft((current) => ({ ...current, source }))}
              extensions={EDITOR_EXTENSIONS}
              label={t('scripts.source')}
              minHeight={360}
              data-testid="script-source"
            />
          </Box>
          {!definesEntryFunction(draft.source, draft.purpose) && (
            <Alert severity="warning">{t('scripts.entryMissing', { name: entry })}</Alert>
          )}
          {serverErrors.source && (
            <Alert severity="error" data-testid="script-source-error">
              {t('scripts.sourceRefused', { message: serverErrors.source })}
            </Alert>
          )}
          {serverErrors.other && <Alert severity="error">{serverErrors.other}</Alert>}
          {conflict && (
            <Alert
              severity="warning"
              data-testid="script-conflict"
              action={
                saved && (
                  <Button color="inherit" size="small" onClick={() => void reload()}>
                    {t('scripts.reload')}
                  </Button>
                )
              }
            >
              {saved ? t('scripts.conflict', { message: conflict }) : conflict}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={save.isPending || (saved !== undefined && !dirty)}
              data-testid="script-save"
            >
              {saved ? t('scripts.save') : t('scripts.create')}
            </Button>
            {saved && (
              <Button
                color="error"
                variant="outlined"
                onClick={() => setDeleting(true)}
                data-testid="script-delete"
              >
                {t('scripts.delete')}
              </Button>
            )}
          </Stack>
        </Panel>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: 'minmax(0, 1fr)',
            // under the editor, the test run and the versions side by side
            [TWO_PANELS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          }}
        >
          <ScriptTestPanel
            contextSurvey={contextSurvey}
            surveyId={surveyId}
            source={draft.source}
            purpose={draft.purpose}
          />
          {saved && (
            <ScriptVersionsPanel
              script={saved}
              onRestore={(version, source) => {
                setDraft((current) => ({ ...current, source }));
                showSnackbar(t('scripts.restored', { version }), 'info');
              }}
            />
          )}
        </Box>
      </SideBySide>
      <LeaveGuard
        when={dirty}
        bypass={leaving}
        testId="script-leave"
        texts={{
          title: t('scripts.leaveTitle'),
          body: t('scripts.leaveBody'),
          stay: t('scripts.leaveStay'),
          discard: t('scripts.leaveDiscard'),
        }}
      />
      {deleting && saved && (
        <DeleteScriptDialog
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          script={saved}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaving.current = true;
            navigate(adminPath, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
