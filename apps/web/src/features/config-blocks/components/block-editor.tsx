import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName } from '@opinio/domain/schemas/config-blocks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSaveConfigBlock } from '../api/save-config-block.ts';
import { type BlockIssue, blockIssues } from '../lib/block-issues.ts';
import { prettyJson } from '../lib/block-json.ts';
import { refusedIssues } from '../lib/refused-issues.ts';
import { BlockFormView, hasForm } from './block-form.tsx';
import { BlockJsonEditor } from './block-json-editor.tsx';
import { BlockVersions } from './block-versions.tsx';
import { IssuesAlert } from './issues-alert.tsx';
import { SAVE_BAR_CLEARANCE, SaveBar } from './save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { type SavedBlock, useBlockDraft } from './use-block-draft.ts';

type Mode = 'form' | 'json' | 'versions';

/** The block as the list answers it (version 0 and no saver: not saved yet, default content). */
export interface ListedBlock extends SavedBlock {
  savedBy: string | null;
  savedAt: string | null;
}

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

/** A problem the editor found before sending, or the server's refusal. */
type Refusal =
  | { kind: 'local' | 'server'; issues: BlockIssue[] }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

/** One block: its form or JSON, its versions, and saving with a comment. */
export function BlockEditor({
  contextSurvey,
  surveyId,
  name,
  blockLabel,
  saved,
  reload,
  backHref,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const draft = useBlockDraft(saved);
  const save = useSaveConfigBlock(contextSurvey, surveyId);
  const [mode, setMode] = useState<Mode>(hasForm(name) ? 'form' : 'json');
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isNew = draft.base.version === 0;
  // the form marks its fields; the JSON view has its own linter, run when typing pauses
  const issues = useMemo(
    () => (mode === 'form' && draft.read.ok ? blockIssues(name, draft.read.value) : []),
    [mode, name, draft.read],
  );
  const serverIssues = useMemo(() => (refusal?.kind === 'server' ? refusal.issues : []), [refusal]);

  const restart = (next: SavedBlock) => {
    draft.reset(next);
    setRefusal(null);
  };

  const onSave = async () => {
    if (!draft.read.ok) {
      setRefusal({ kind: 'error', message: t('configuration.save.invalidJson') });
      return;
    }
    const problems = blockIssues(name, draft.read.value);
    if (problems.length > 0) {
      setRefusal({ kind: 'local', issues: problems });
      return;
    }
    setRefusal(null);
    const content = draft.read.value;
    try {
      const result = await save.mutateAsync({
        name,
        content,
        baseVersion: draft.base.version,
        comment: comment.trim(),
      });
      draft.reset({ version: result.version, content });
      setComment('');
      showSnackbar(t('configuration.save.done', { block: blockLabel, version: result.version }), 'success');
    } catch (error) {
      const refused = refusedIssues(error, name);
      if (refused.length > 0) setRefusal({ kind: 'server', issues: refused });
      else if (error instanceof ApiError && error.status === 409) setRefusal({ kind: 'conflict' });
      else setRefusal({ kind: 'error', message: errorMessage(error) });
    }
  };

  const reloadLatest = async () => {
    try {
      const latest = await reload();
      if (latest) restart(latest);
    } catch (error) {
      setRefusal({ kind: 'error', message: errorMessage(error) });
    }
  };

  // where the block shows instead of the list, the reader starts at its heading
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the block opens
  useEffect(() => {
    if (backHref) heading.current?.focus();
  }, []);

  const savedLine = (block: ListedBlock) => {
    if (block.version === 0 || !block.savedAt) return t('configuration.block.notSavedYet');
    const when = formatDate(block.savedAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
    return block.savedBy
      ? t('configuration.block.savedBy', { version: block.version, who: block.savedBy, when })
      : t('configuration.block.savedWithSurvey', { version: block.version, when });
  };

  const conflict = refusal?.kind === 'conflict' || draft.newer !== null;
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
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            '@container (min-width: 560px)': { flexDirection: 'row', justifyContent: 'space-between' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {backHref && (
              <Button
                component={RouterLink}
                to={backHref}
                size="small"
                startIcon={<ArrowBackIcon aria-hidden />}
                sx={{ mb: 1, ml: -1 }}
              >
                {t('configuration.blocks.back')}
              </Button>
            )}
            <Typography
              ref={heading}
              id={headingId}
              component="h2"
              variant="h6"
              tabIndex={-1}
              sx={{ fontWeight: 600, lineHeight: 1.3, '&:focus': { outline: 'none' } }}
            >
              {blockLabel}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`configuration.blockHelp.${name}`)}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="block-version"
              sx={{ mt: 0.5, fontSize: '0.8125rem' }}
            >
              {savedLine(saved)}
            </Typography>
          </Box>
          <ToggleButtonGroup
            value={mode}
            exclusive
            size="small"
            onChange={(_, next: Mode | null) => next && setMode(next)}
            aria-label={t('configuration.mode.label')}
            sx={{
              alignSelf: 'stretch',
              flex: 'none',
              '& .MuiToggleButton-root': { flex: 1, px: 2 },
              '@container (min-width: 560px)': {
                alignSelf: 'flex-start',
                '& .MuiToggleButton-root': { flex: 'none' },
              },
            }}
          >
            {hasForm(name) && (
              <ToggleButton value="form" data-testid="mode-form">
                {t('configuration.mode.form')}
              </ToggleButton>
            )}
            <ToggleButton value="json" data-testid="mode-json">
              {t('configuration.mode.json')}
            </ToggleButton>
            <ToggleButton value="versions" disabled={isNew} data-testid="mode-versions">
              {t('configuration.mode.versions')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>

        {conflict && (
          <Alert
            severity="warning"
            data-testid="save-conflict"
            action={
              <Button color="inherit" size="small" onClick={reloadLatest} data-testid="reload-latest">
                {t('configuration.conflict.reload')}
              </Button>
            }
          >
            <AlertTitle>{t('configuration.conflict.title')}</AlertTitle>
            {t('configuration.conflict.body')}
          </Alert>
        )}
        {(refusal?.kind === 'local' || refusal?.kind === 'server') && (
          <IssuesAlert
            title={
              refusal.kind === 'local'
                ? t('configuration.issues.local', { count: refusal.issues.length })
                : t('configuration.issues.server', { count: refusal.issues.length })
            }
            issues={refusal.issues}
            onClose={() => setRefusal(null)}
            testId="save-issues"
          />
        )}
        {refusal?.kind === 'error' && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal.message}
          </Alert>
        )}

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
              restart(next);
              showSnackbar(
                t('configuration.rollback.done', { block: blockLabel, version: next.version }),
                'success',
              );
            }}
          />
        )}
        {mode !== 'versions' && (
          <SaveBar
            comment={comment}
            onComment={setComment}
            changed={draft.changed}
            isNew={isNew}
            saving={save.isPending}
            onSave={onSave}
            onDiscard={() => restart(draft.base)}
          />
        )}
      </Stack>
      <UnsavedChangesGuard when={draft.changed} blockLabel={blockLabel} />
    </Paper>
  );
}
