import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { pathFor } from '@opinio/domain/routes';
import type { TScript, TScriptScope } from '@opinio/domain/schemas/survey-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeaveGuard } from '@/components/leave-guard.tsx';
import { SideBySide } from '@/components/side-by-side.tsx';
import { useMetadata } from '@/entities/survey-config/api/get-metadata.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { DeleteScriptDialog } from './delete-script-dialog.tsx';
import { ScriptEditPanel } from './script-edit-panel.tsx';
import { ScriptEditorHeading } from './script-editor-heading.tsx';
import { ScriptTestPanel } from './script-test-panel.tsx';
import { ScriptVersionsPanel } from './script-versions-panel.tsx';
import { useScriptEditor } from './use-script-editor.ts';

/** From this width, the test run and the versions stand beside the editor, not under it. */
const SIDE_BY_SIDE = '@container (min-width: 1180px)';
/** Under the editor, from this width, the test run and the versions share a row. */
const TWO_PANELS = '@container (min-width: 760px)';

interface ScriptEditorProps {
  route: 'script' | 'globalscript' | 'universescript';
  contextSurvey: string;
  surveyId: number;
  /** The saved script; undefined for a new one. */
  script: TScript | undefined;
  scope: TScriptScope;
}

/** One script being edited: its settings, its source, a test run and its versions. */
export function ScriptEditor(props: ScriptEditorProps) {
  const { route, contextSurvey, surveyId, scope } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useScriptEditor(props);
  const { saved, draft, leaving } = editor;
  const [deleting, setDeleting] = useState(false);
  const metadata = useMetadata(contextSurvey, surveyId);
  const computed = metadata.data?.questions.filter((q) => q.source === 'computed');
  // back where scripts are listed: the survey's scripts tab
  const adminPath = `${pathFor('survey', { surveyExtName: contextSurvey, surveyId })}?tab=scripts`;

  return (
    <Stack spacing={2}>
      <ScriptEditorHeading
        route={route}
        adminPath={adminPath}
        saved={saved}
        scope={scope}
        dirty={editor.dirty}
      />
      {/* laid out by the room the content area has, which the menus and filters beside it share */}
      <SideBySide from={1180} columns="minmax(0, 1fr) 400px">
        <ScriptEditPanel
          editor={editor}
          computed={computed}
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          onDelete={() => setDeleting(true)}
        />
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
                editor.setSource(source);
                showSnackbar(t('scripts.restored', { version }), 'info');
              }}
            />
          )}
        </Box>
      </SideBySide>
      <LeaveGuard
        when={editor.dirty}
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
