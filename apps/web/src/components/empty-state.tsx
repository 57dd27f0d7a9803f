import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  text: string;
  children?: ReactNode;
}

export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary', textAlign: 'center' }}>
      <InboxOutlinedIcon aria-hidden fontSize="large" />
      <Typography variant="body2">{text}</Typography>
      {children}
    </Stack>
  );
}
