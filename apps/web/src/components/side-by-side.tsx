import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface SideBySideProps {
  /** The width of the content area (not the window) from which the parts stand side by side, in pixels. */
  from: number;
  /** The columns side by side, e.g. `minmax(0, 1fr) 340px`; below `from` the parts are one column. */
  columns: string;
  children: ReactNode;
}

/**
 * Parts one under the other, side by side once the content area has room: laid out by the
 * room the content area has, which the menus and filters beside it share (a container query).
 */
export function SideBySide({ from, columns, children }: SideBySideProps) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: 'minmax(0, 1fr)',
          [`@container (min-width: ${from}px)`]: { gridTemplateColumns: columns },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
