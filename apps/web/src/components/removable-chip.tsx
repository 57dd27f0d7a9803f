import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RemovableChipProps {
  label: string;
  /** The remove button's accessible name, e.g. "Remove filter Time: Last 90 days". */
  removeLabel: string;
  onRemove: () => void;
  color?: 'primary' | 'default';
}

/** A chip whose remove action is a real, separately focusable button. */
export function RemovableChip({ label, removeLabel, onRemove, color = 'default' }: RemovableChipProps) {
  const accent = color === 'primary' ? 'primary.main' : 'text.secondary';
  return (
    <Stack
      direction="row"
      component="span"
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: color === 'primary' ? 'primary.main' : 'divider',
        borderRadius: 4,
        pl: 1.25,
        pr: 0.25,
        height: 28,
        color: accent,
        bgcolor: color === 'primary' ? 'transparent' : 'action.hover',
      }}
    >
      <Typography variant="body2" component="span" sx={{ fontSize: 13, whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <IconButton
        size="small"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        sx={{ ml: 0.25, p: 0.25, color: accent }}
      >
        <CloseIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Stack>
  );
}
