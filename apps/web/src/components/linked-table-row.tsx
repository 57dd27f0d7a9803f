import Link from '@mui/material/Link';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

/**
 * A table row that opens `to` on a click anywhere in it. The keyboard reaches it through its
 * `RowLink` (one Tab stop per row, not two); while that link has keyboard focus the whole row is
 * marked, so that a person tabbing down the list sees which row they are on (WCAG 2.4.7).
 */
export function LinkedTableRow({ to, ...rest }: TableRowProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      onClick={() => navigate(to)}
      sx={{
        cursor: 'pointer',
        '& td': { py: 1.25 },
        '&:has(a:focus-visible)': {
          backgroundColor: 'action.selected',
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
        },
      }}
      {...rest}
    />
  );
}

/** The row's main link, to the same place; it handles its own click so the row does not navigate twice. */
export function RowLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 600 }}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
