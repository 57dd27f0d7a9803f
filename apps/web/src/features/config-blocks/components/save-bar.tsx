import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusClearOf } from './keep-focus-clear.ts';

/** How far the bar reaches up when it sticks: focused fields scroll clear of it. */
export const SAVE_BAR_CLEARANCE = 128;

/** From this width of the block editor, the comment and the buttons share one line. */
const ONE_LINE = '@container (min-width: 640px)';

interface SaveBarProps {
  comment: string;
  onComment: (comment: string) => void;
  changed: boolean;
  /** A block the survey does not have yet is saved even unchanged. */
  isNew: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * Save and discard under the block. With something to save it sticks to the bottom of the
 * view and asks what changed; without, it stays in its place and covers nothing.
 */
export function SaveBar({ comment, onComment, changed, isNew, saving, onSave, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  const pending = changed || isNew;
  const bar = useRef<HTMLDivElement>(null);
  // while it sticks, what gets focus in the block is not left under it
  useEffect(() => {
    const element = bar.current;
    const block = element?.closest('section');
    if (!pending || !element || !block) return;
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      cancelAnimationFrame(frame);
      if (event.target instanceof HTMLElement) {
        const target = event.target;
        frame = requestAnimationFrame(() => keepFocusClearOf(element, target));
      }
    };
    block.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      block.removeEventListener('focusin', onFocus);
    };
  }, [pending]);
  return (
    <Paper
      ref={bar}
      variant="outlined"
      data-testid="save-bar"
      sx={{
        p: 1.5,
        bgcolor: pending ? 'background.paper' : 'background.default',
        ...(pending && {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          [ONE_LINE]: { flexDirection: 'row', alignItems: 'center', gap: 1.5 },
        }}
      >
        {pending && (
          <TextField
            label={t('configuration.save.comment')}
            value={comment}
            onChange={(e) => onComment(e.target.value)}
            size="small"
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'save-comment' } }}
          />
        )}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flex: pending ? 'none' : 1 }}>
          <Typography
            variant="body2"
            color={changed ? 'text.primary' : 'text.secondary'}
            aria-live="polite"
            data-testid="save-state"
            sx={{
              fontWeight: changed ? 600 : 400,
              // gives way to the buttons: a long word wraps onto a second line instead
              flex: '1 1 auto',
              minWidth: 0,
              pr: 0.5,
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              lineHeight: 1.3,
            }}
          >
            {changed && (
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'warning.main', flex: 'none' }}
              />
            )}
            {changed
              ? t('configuration.save.unsaved')
              : isNew
                ? t('configuration.save.new')
                : t('configuration.save.noChanges')}
          </Typography>
          <Button
            onClick={onDiscard}
            disabled={!changed || saving}
            sx={{ flex: 'none' }}
            data-testid="discard"
          >
            {t('configuration.save.discard')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveIcon aria-hidden />}
            onClick={onSave}
            disabled={!pending || saving}
            sx={{ flex: 'none' }}
            data-testid="save-block"
          >
            {saving
              ? t('configuration.save.saving')
              : isNew
                ? t('configuration.save.create')
                : t('configuration.save.button')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
