import type { ReactNode } from 'react';
import { Hint } from '@/components/hint.tsx';
import { IconButton } from '@/components/plain-controls.tsx';

interface BarButtonProps {
  label: string;
  testId: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button of the top bar, named by its label and hinted with it. */
export function BarButton({ label, testId, onClick, disabled = false, children }: BarButtonProps) {
  return (
    <Hint title={label}>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} testId={testId}>
        {children}
      </IconButton>
    </Hint>
  );
}
