import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

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

/** Kept in view at the bottom while the block is edited: the version's comment, discard and save. */
export function SaveBar({ comment, onComment, changed, isNew, saving, onSave, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        p: 1.5,
        bgcolor: 'background.paper',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
        <TextField
          label={t('configuration.save.comment')}
          value={comment}
          onChange={(e) => onComment(e.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'save-comment' } }}
        />
        <Stack
          direction="row"
          sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Typography
            variant="body2"
            color={changed ? 'text.primary' : 'text.secondary'}
            aria-live="polite"
            data-testid="save-state"
            sx={{
              fontWeight: changed ? 600 : 400,
              mr: 0.5,
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
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
          <Button onClick={onDiscard} disabled={!changed || saving} data-testid="discard">
            {t('configuration.save.discard')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveIcon aria-hidden />}
            onClick={onSave}
            disabled={(!changed && !isNew) || saving}
            data-testid="save-block"
          >
            {saving
              ? t('configuration.save.saving')
              : isNew
                ? t('configuration.save.create')
                : t('configuration.save.button')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
