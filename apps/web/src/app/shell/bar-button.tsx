import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

interface BarButtonProps {
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

export function BarButton({ label, testId, onClick, disabled = false, children }: BarButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
