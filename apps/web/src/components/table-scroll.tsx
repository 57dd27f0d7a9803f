import SwipeLeftOutlinedIcon from '@mui/icons-material/SwipeLeftOutlined';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TableScrollProps {
  /** Names the region when the table is wider than the screen and scrolls sideways. */
  label: string;
  children: ReactNode;
}

interface Edges {
  scrolls: boolean;
  /** More columns beyond the left or the right edge. */
  left: boolean;
  right: boolean;
}

const NONE: Edges = { scrolls: false, left: false, right: false };

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
  const [edges, setEdges] = useState<Edges>(NONE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const left = scrolls && element.scrollLeft > 1;
      const right = scrolls && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) =>
        now.scrolls === scrolls && now.left === left && now.right === right ? now : { scrolls, left, right },
      );
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', check);
    };
  }, []);
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
