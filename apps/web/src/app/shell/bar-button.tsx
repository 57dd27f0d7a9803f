import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Hint } from '@/components/hint.tsx';

interface BarButtonProps {
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

export function BarButton({ label, testId, onClick, disabled = false, children }: BarButtonProps) {
  return (
    <Hint title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {children}
      </IconButton>
    </Hint>
  );
}
