import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '@/components/leave-guard.tsx';

/**
 * While `when` holds, leaving (another block, tab or screen; closing the browser tab) asks
 * first: in the app with a dialog, on closing with the browser's own question.
 */
export function UnsavedChangesGuard({ when, blockLabel }: { when: boolean; blockLabel: string }) {
  const { t } = useTranslation();
  return (
    <LeaveGuard
      when={when}
      includeSearch
      texts={{
        title: t('configuration.leave.title'),
        body: t('configuration.leave.body', { block: blockLabel }),
        stay: t('configuration.leave.stay'),
        discard: t('configuration.leave.discard'),
      }}
      testId="leave-discard"
    />
  );
}
