import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import type { DiffRow } from '../lib/diff-rows.ts';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

interface DiffViewProps {
  rows: DiffRow[];
  /** Names the scrolling region. */
  label: string;
  /** What the removed (−) and added (+) lines are of. */
  removedLabel: string;
  addedLabel: string;
}

/** A line diff: removed lines red with −, added green with +, unchanged runs shortened. */
export function DiffView({ rows, label, removedLabel, addedLabel }: DiffViewProps) {
  const { t } = useTranslation();
  return (
    // the texts for screen readers are placed inside, not where the page would scroll to them
    <Stack spacing={1} sx={{ position: 'relative' }}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} aria-hidden>
        <Legend sign="−" kind="removed" text={removedLabel} />
        <Legend sign="+" kind="added" text={addedLabel} />
      </Stack>
      <VisuallyHidden>
        {t('configuration.diff.legend', { removed: removedLabel, added: addedLabel })}
      </VisuallyHidden>
      <Box
        role="region"
        aria-label={label}
        // the lines may be wider than the screen: the keyboard scrolls them
        tabIndex={0}
        data-testid="version-diff"
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: '60vh',
          fontFamily: MONOSPACE,
          fontSize: 13,
          lineHeight: 1.6,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ display: 'table', minWidth: '100%' }}>
          {rows.map((row, i) =>
            row.kind === 'skipped' ? (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are recomputed as a whole
                key={i}
                sx={{ display: 'table-row', bgcolor: 'action.hover', color: 'text.secondary' }}
              >
                <Box sx={{ display: 'table-cell', px: 1, py: 0.25 }} />
                <Box sx={{ display: 'table-cell', px: 1, py: 0.25 }} />
                <Box sx={{ display: 'table-cell', px: 1, py: 0.25, fontStyle: 'italic' }}>
                  {t('configuration.diff.skipped', { count: row.count })}
                </Box>
              </Box>
            ) : (
              <DiffLine
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are recomputed as a whole
                key={i}
                row={row}
              />
            ),
          )}
        </Box>
      </Box>
    </Stack>
  );
}

function DiffLine({ row }: { row: Exclude<DiffRow, { kind: 'skipped' }> }) {
  const { t } = useTranslation();
  const sign = row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' ';
  return (
    <Box
      data-kind={row.kind}
      sx={(theme) => ({
        display: 'table-row',
        bgcolor:
          row.kind === 'added'
            ? alpha(theme.palette.success.main, 0.14)
            : row.kind === 'removed'
              ? alpha(theme.palette.error.main, 0.1)
              : undefined,
      })}
    >
      <Box
        aria-hidden
        sx={{ display: 'table-cell', px: 1, textAlign: 'right', color: 'text.secondary', userSelect: 'none' }}
      >
        {row.oldLine ?? ''}
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'table-cell', px: 1, textAlign: 'right', color: 'text.secondary', userSelect: 'none' }}
      >
        {row.newLine ?? ''}
      </Box>
      <Box sx={{ display: 'table-cell', pr: 2, whiteSpace: 'pre' }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            width: '2ch',
            fontWeight: 700,
            color: row.kind === 'added' ? 'success.dark' : row.kind === 'removed' ? 'error.dark' : 'inherit',
          }}
        >
          {sign}
        </Box>
        {row.kind !== 'same' && (
          <VisuallyHidden>
            {t(row.kind === 'added' ? 'configuration.diff.added' : 'configuration.diff.removed')}
          </VisuallyHidden>
        )}
        {row.text}
      </Box>
    </Box>
  );
}

function Legend({ sign, kind, text }: { sign: string; kind: 'added' | 'removed'; text: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        sx={(theme) => ({
          fontFamily: MONOSPACE,
          fontWeight: 700,
          px: 0.75,
          borderRadius: 0.5,
          color: kind === 'added' ? 'success.dark' : 'error.dark',
          bgcolor: alpha(kind === 'added' ? theme.palette.success.main : theme.palette.error.main, 0.14),
        })}
      >
        {sign}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
