import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { useAuditLog } from '../api/users-api.ts';
import { AuditList } from './audit-list.tsx';

/** The universe's audit log (root users): the newest hundred changes. */
export function AuditPanel({ surveyExtName }: { surveyExtName: string }) {
  const audit = useAuditLog(surveyExtName, true);
  if (audit.isPending) return <LoadingSkeleton variant="rows" />;
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => audit.refetch()} />;
  return <AuditList entries={audit.data.items} showEntity />;
}
