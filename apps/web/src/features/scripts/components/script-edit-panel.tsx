import { javascript } from '@codemirror/lang-javascript';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMetaQuestion } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '@/components/code-editor/code-editor.tsx';
import { Panel } from '@/components/panel.tsx';
import { definesEntryFunction, ENTRY_FUNCTION } from '../lib/script-templates.ts';
import { ScriptSettingsFields } from './script-settings-fields.tsx';
import type { ScriptEditorState } from './use-script-editor.ts';

/** The editor's language: made once, so the editor is not reconfigured on every render. */
const EDITOR_EXTENSIONS = [javascript()];

interface ScriptEditPanelProps {
  editor: ScriptEditorState;
  /** The survey's computed variables: what a variable script may set. */
  computed: readonly TMetaQuestion[] | undefined;
  contextSurvey: string;
  surveyId: number;
  onDelete: () => void;
}

/** The script's settings and source, what the server refused, and Save (also Ctrl+S in the source). */
export function ScriptEditPanel({
  editor,
  computed,
  contextSurvey,
  surveyId,
  onDelete,
}: ScriptEditPanelProps) {
  const { t } = useTranslation();
  const { draft, saved, serverErrors, conflict } = editor;
  const entry = ENTRY_FUNCTION[draft.purpose];
  return (
    <Panel title={t('scripts.editorTitle')} testId="script-editor">
      <ScriptSettingsFields
        draft={draft}
        onChange={editor.change}
        computed={computed}
        errors={editor.fieldErrors}
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
            void editor.submit();
          }
        }}
      >
        <CodeEditor
          value={draft.source}
          onChange={editor.setSource}
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
              <Button color="inherit" size="small" onClick={() => void editor.reload()}>
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
          onClick={() => void editor.submit()}
          disabled={editor.saving || (saved !== undefined && !editor.dirty)}
          data-testid="script-save"
        >
          {saved ? t('scripts.save') : t('scripts.create')}
        </Button>
        {saved && (
          <Button color="error" variant="outlined" onClick={onDelete} data-testid="script-delete">
            {t('scripts.delete')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
