import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConfigBlockName, TConfigBlockSaved } from '@opinio/domain/schemas/config-blocks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useBlockVersions } from '../api/get-block-versions.ts';
import { comparableJson } from '../lib/block-json.ts';
import { diffRows, hasChanges } from '../lib/diff-rows.ts';
import { DiffView } from './diff-view.tsx';
import { RollbackDialog } from './rollback-dialog.tsx';
import type { SavedBlock } from './use-block-draft.ts';

interface BlockVersionsProps {
  contextSurvey: string;
  surveyId: number;
  name: ConfigBlockName;
  blockLabel: string;
  /** The block as saved now. */
  current: SavedBlock;
  /** The editor has changes that a rollback replaces. */
  changed: boolean;
  onRolledBack: (saved: SavedBlock) => void;
}

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** From this width of the block editor, the versions stand beside the comparison. */
const SIDE_BY_SIDE = '@container (min-width: 900px)';

/** The block's versions, newest first; one chosen is compared with the current content and can be restored. */
export function BlockVersions({
  contextSurvey,
  surveyId,
  name,
  blockLabel,
  current,
  changed,
  onRolledBack,
}: BlockVersionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useBlockVersions(contextSurvey, surveyId, name);
  const versions = query.data?.versions ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  // at first the version before the current one: what the last save changed
  const chosen =
    versions.find((v) => v.version === selected) ??
    versions.find((v) => v.version !== current.version) ??
    versions[0];
  const rows = useMemo(
    () => (chosen ? diffRows(comparableJson(current.content), comparableJson(chosen.content)) : []),
    [chosen, current.content],
  );

  if (query.isPending) return <LoadingSkeleton variant="rows" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (!chosen) return <EmptyState text={t('configuration.versions.empty')} />;

  const isCurrent = chosen.version === current.version;
  const done = (saved: TConfigBlockSaved) => {
    setConfirming(false);
    setSelected(null);
    onRolledBack({ version: saved.version, content: chosen.content });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [SIDE_BY_SIDE]: { gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' },
      }}
    >
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle2">
          {t('configuration.versions.title', { count: versions.length })}
        </Typography>
        <Paper
          variant="outlined"
          sx={{
            maxHeight: 280,
            overflow: 'auto',
            position: 'relative',
            [SIDE_BY_SIDE]: { maxHeight: '60vh' },
          }}
        >
          <List
            dense
            disablePadding
            aria-label={t('configuration.versions.listLabel', { block: blockLabel })}
          >
            {versions.map((version, i) => (
              <ListItem key={version.version} disablePadding divider={i < versions.length - 1}>
                <ListItemButton
                  selected={version.version === chosen.version}
                  aria-current={version.version === chosen.version ? 'true' : undefined}
                  onClick={() => setSelected(version.version)}
                  data-testid={`version-${version.version}`}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                        <span>{t('configuration.versions.version', { version: version.version })}</span>
                        {version.version === current.version && (
                          <Chip
                            component="span"
                            size="small"
                            color="primary"
                            variant="outlined"
                            label={t('configuration.versions.current')}
                          />
                        )}
                      </Stack>
                    }
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {version.savedBy ?? t('configuration.block.bySystem')} ·{' '}
                          {formatDate(version.savedAt, locale, DATE_TIME)}
                        </Box>
                        {version.comment && (
                          <Box
                            component="span"
                            sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'anywhere' }}
                          >
                            {version.comment}
                          </Box>
                        )}
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      </Stack>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{
            columnGap: 2,
            rowGap: 1,
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h3" variant="subtitle2" sx={{ flex: '1 1 200px' }}>
            {t('configuration.versions.compare', { version: chosen.version, current: current.version })}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<RestoreIcon aria-hidden />}
            disabled={isCurrent}
            onClick={() => setConfirming(true)}
            sx={{ flex: 'none' }}
            data-testid="rollback"
          >
            {t('configuration.rollback.button')}
          </Button>
        </Stack>
        {isCurrent ? (
          <Alert severity="info" variant="outlined">
            {t('configuration.versions.isCurrent')}
          </Alert>
        ) : hasChanges(rows) ? (
          <DiffView
            rows={rows}
            label={t('configuration.diff.label', { version: chosen.version })}
            removedLabel={t('configuration.diff.removedLegend', { version: current.version })}
            addedLabel={t('configuration.diff.addedLegend', { version: chosen.version })}
          />
        ) : (
          <Alert severity="info" variant="outlined">
            {t('configuration.versions.same')}
          </Alert>
        )}
      </Stack>
      {confirming && (
        <RollbackDialog
          contextSurvey={contextSurvey}
          surveyId={surveyId}
          name={name}
          blockLabel={blockLabel}
          version={chosen.version}
          baseVersion={current.version}
          discardsChanges={changed}
          onDone={done}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
