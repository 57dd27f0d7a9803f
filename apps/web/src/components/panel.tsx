import { type ReactNode, useId } from 'react';
import './panel.css';

interface PanelProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  busy?: boolean;
  testId?: string;
}

/**
 * A titled section of a screen; its heading names the region for screen readers. Plain
 * elements with static styles (panel.css): no style work while the first screen is drawn.
 */
export function Panel({ title, actions, children, busy = false, testId }: PanelProps) {
  const headingId = useId();
  return (
    <section className="panel" aria-labelledby={headingId} aria-busy={busy} data-testid={testId}>
      <div className="panel-head">
        <h2 id={headingId} className="panel-title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
