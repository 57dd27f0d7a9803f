import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { hexColour } from '../lib/colour.ts';

interface ColourFieldProps {
  label: string;
  /** #rgb, #rrggbb or a CSS colour name. */
  value: string;
  onChange: (next: string) => void;
  error?: string;
  testId?: string;
}

/** A CSS colour name as #rrggbb, as the browser reads it (null when it is none). */
export function resolveColour(value: string): string | null {
  const hex = hexColour(value);
  if (hex || typeof document === 'undefined') return hex;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.fillStyle = '#000001';
  context.fillStyle = value;
  return context.fillStyle === '#000001' ? null : hexColour(context.fillStyle);
}

/** A colour picker beside its text (which also takes CSS colour names). */
export function ColourField({ label, value, onChange, error, testId }: ColourFieldProps) {
  const picked = useMemo(() => resolveColour(value) ?? '#000000', [value]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={picked}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        sx={{
          flex: 'none',
          width: 44,
          height: 40,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        size="small"
        fullWidth
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 20, spellCheck: false, 'data-testid': testId } }}
      />
    </Stack>
  );
}
