import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/lib/snackbar.ts';
import { blockIssues } from '../lib/block-issues.ts';
import { prettyJson } from '../lib/block-json.ts';
import { BlockEditorHeading, type Mode } from './block-editor-heading.tsx';
import { BlockFormView, hasForm } from './block-form.tsx';
import { BlockJsonEditor } from './block-json-editor.tsx';
import { BlockRefusal } from './block-refusal.tsx';
import { BlockVersions } from './block-versions.tsx';
import { SAVE_BAR_CLEARANCE, SaveBar } from './save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { type ListedBlock, type SavedBlock, useBlockDraft } from './use-block-draft.ts';
import { useBlockSave } from './use-block-save.ts';

interface BlockEditorProps {
  contextSurvey: string;
  surveyId: number;
  name: ConfigBlockName;
  blockLabel: string;
  saved: ListedBlock;
  /** Asks for the blocks again and answers this one as saved now. */
  reload: () => Promise<SavedBlock | null>;
  /** The address of the block list where only one of them shows; null where the list is beside. */
  backHref: string | null;
}

/** One block: its form or JSON, its versions, and saving with a comment. */
export function BlockEditor(props: BlockEditorProps) {
  const { contextSurvey, surveyId, name, blockLabel, saved } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const draft = useBlockDraft(saved);
  const saving = useBlockSave({ ...props, draft });
  const { refusal } = saving;
  const [mode, setMode] = useState<Mode>(hasForm(name) ? 'form' : 'json');
  const isNew = draft.base.version === 0;
  // the form marks its fields; the JSON view has its own linter, run when typing pauses
  const issues = useMemo(
    () => (mode === 'form' && draft.read.ok ? blockIssues(name, draft.read.value) : []),
    [mode, name, draft.read],
  );
  const serverIssues = useMemo(() => (refusal?.kind === 'server' ? refusal.issues : []), [refusal]);
  const formIssues = [...issues, ...serverIssues.filter((issue) => !issue.elsewhere)];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`block-editor-${name}`}
      sx={{
        p: { xs: 1.5, sm: 2 },
        minWidth: 0,
        // the forms inside lay out by the editor's width, not the window's
        containerType: 'inline-size',
        // a field reached by Tab is not left under the sticky save bar
        '& :is(input, textarea, button, [contenteditable], [tabindex])': {
          scrollMarginBottom: `${SAVE_BAR_CLEARANCE}px`,
        },
      }}
    >
      <Stack spacing={2}>
        <BlockEditorHeading
          headingId={headingId}
          name={name}
          blockLabel={blockLabel}
          saved={saved}
          isNew={isNew}
          backHref={props.backHref}
          mode={mode}
          onMode={setMode}
        />
        <BlockRefusal
          refusal={refusal}
          conflict={refusal?.kind === 'conflict' || draft.newer !== null}
          onReload={saving.reloadLatest}
          onClose={saving.clearRefusal}
        />
        {mode === 'form' && (
          <BlockFormView
            name={name}
            read={draft.read}
            onChange={(next) => draft.setText(prettyJson(next))}
            issues={formIssues}
            onShowJson={() => setMode('json')}
          />
        )}
        {mode === 'json' && (
          <BlockJsonEditor
            name={name}
            blockLabel={blockLabel}
            text={draft.text}
            onChange={draft.setText}
            serverIssues={serverIssues}
          />
        )}
        {mode === 'versions' && (
          <BlockVersions
            contextSurvey={contextSurvey}
            surveyId={surveyId}
            name={name}
            blockLabel={blockLabel}
            current={saved}
            changed={draft.changed}
            onRolledBack={(next) => {
              saving.restart(next);
              showSnackbar(
                t('configuration.rollback.done', { block: blockLabel, version: next.version }),
                'success',
              );
            }}
          />
        )}
        {mode !== 'versions' && (
          <SaveBar
            comment={saving.comment}
            onComment={saving.setComment}
            changed={draft.changed}
            isNew={isNew}
            saving={saving.saving}
            onSave={saving.onSave}
            onDiscard={() => saving.restart(draft.base)}
          />
        )}
      </Stack>
      <UnsavedChangesGuard when={draft.changed} blockLabel={blockLabel} />
    </Paper>
  );
}
