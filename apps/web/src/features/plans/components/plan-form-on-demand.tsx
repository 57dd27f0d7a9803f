import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable.tsx';

const PlanForm = preloadable(async () => (await import('./plan-form-dialog.tsx')).PlanFormDialog);

/**
 * The plan form of a "Plan an action" button on a dashboard panel, in a file of its own: the
 * panel's first drawing does not load the form, its fields and dialogs, which come when the
 * button is pressed (or pointed at, `preloadPlanForm`).
 */
export function PlanFormOnDemand(props: Parameters<typeof PlanForm>[0]) {
  return (
    <Suspense fallback={null}>
      <PlanForm {...props} />
    </Suspense>
  );
}

/** Starts loading the plan form, before the button that opens it is pressed. */
export const preloadPlanForm = (): void => void PlanForm.preload().catch(() => undefined);
