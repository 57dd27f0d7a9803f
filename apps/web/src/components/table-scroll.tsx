import SwipeLeftOutlinedIcon from '@mui/icons-material/SwipeLeftOutlined';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '@/lib/use-scroll-edges.ts';

interface TableScrollProps {
  /** Names the region when the table is wider than the screen and scrolls sideways. */
  label: string;
  children: ReactNode;
}

const shade = (side: 'left' | 'right') => (theme: Theme) => ({
  position: 'absolute' as const,
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 28,
  pointerEvents: 'none' as const,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${alpha(
    theme.palette.text.primary,
    0.16,
  )}, ${alpha(theme.palette.text.primary, 0)})`,
});

/**
 * A table that scrolls sideways within its panel when it is wider than the screen (a
 * phone). While it scrolls it says so: a line above the table, and a shade on each edge
 * that has more columns beyond it. It is then a named region that takes keyboard focus, so
 * that the arrow keys reach what is off screen even when the table holds nothing focusable.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  const { scrolls } = edges;
  return (
    <Box {...(scrolls ? { 'data-scroll-cue': '' } : {})}>
      {scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          data-testid="table-scroll-hint"
        >
          <SwipeLeftOutlinedIcon fontSize="small" aria-hidden />
          {t('table.scrollHint')}
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <TableContainer ref={ref} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
          {children}
        </TableContainer>
        {edges.left && <Box aria-hidden sx={shade('left')} />}
        {edges.right && <Box aria-hidden sx={shade('right')} />}
      </Box>
    </Box>
  );
}
