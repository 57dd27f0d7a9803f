import Link from '@mui/material/Link';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

/** A table row that opens `to` on click or on Enter while the row itself has focus. */
export function LinkedTableRow({ to, ...rest }: TableRowProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => navigate(to)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) navigate(to);
      }}
      sx={{ cursor: 'pointer', '& td': { py: 1.25 } }}
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
