import { useEffect, useState } from 'react';
import { setupNeededCall } from '../api/setup-state-call.ts';
import './setup-notice.css';

interface SetupNoticeProps {
  /** "No organisation has been set up yet." */
  text: string;
  /** "Set up Opinio", the link to the setup screen. */
  linkText: string;
}

/**
 * On the sign-in page of an install whose database holds no universe yet: a line that says so
 * and leads to the setup screen. Plain React (the page loads before the app): it asks the
 * server once the page is shown, and shows nothing unless the answer is that setup is needed.
 */
export function SetupNotice({ text, linkText }: SetupNoticeProps) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setupNeededCall(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setNeeded(answer);
    });
    return () => controller.abort();
  }, []);
  if (!needed) return null;
  return (
    <p className="setup-notice" role="status" data-testid="setup-notice">
      {text} <a href="/setup">{linkText}</a>
    </p>
  );
}
