import type { TLinkableHit } from '@opinio/domain/schemas/events';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { recordEvent } from '@/lib/record-event.ts';

/** The guard's redirect; a linkable link's 'linkable_hit' is recorded on the way (once). */
export function GuardRedirect({ to, event }: { to: string; event?: TLinkableHit }) {
  const recorded = useRef(false);
  useEffect(() => {
    if (!event || recorded.current) return;
    recorded.current = true;
    // Analytics must never stand in the user's way: a failure is only logged.
    recordEvent(event).catch((error: unknown) => console.warn('linkable_hit not recorded', error));
  }, [event]);
  return <Navigate to={to} replace />;
}
