import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ScreenTitleProps {
  /** The route name of ROUTES, so tests can tell which route rendered. */
  route: string;
  children: ReactNode;
}

export function ScreenTitle({ route, children }: ScreenTitleProps) {
  return (
    <Typography
      variant="h5"
      component="h1"
      data-testid="screen-title"
      data-route={route}
      sx={{ fontWeight: 600 }}
    >
      {children}
    </Typography>
  );
}
