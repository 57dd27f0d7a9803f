import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';

interface TvCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId?: string;
}

/** A titled panel of the big screen. */
export function TvCard({ title, subtitle, children, testId }: TvCardProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: tv(12),
        p: tv(24),
        borderRadius: tv(18),
        background: TV_COLOURS.card,
        border: `1px solid ${TV_COLOURS.cardBorder}`,
        overflow: 'hidden',
      }}
    >
      <Box>
        <Typography id={headingId} component="h2" sx={{ fontSize: tv(28), fontWeight: 700, lineHeight: 1.2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ fontSize: tv(18), color: TV_COLOURS.muted, mt: tv(4) }}>{subtitle}</Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
