import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteAlertRule } from '../api/delete-alert-rule.ts';

/** Deleting a rule stops it at once; the alerts it already opened stay with their history. */
export function DeleteRuleDialog({
  surveyExtName,
  rule,
  onClose,
}: {
  surveyExtName: string;
  rule: TAlertRule;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAlertRule(surveyExtName);
  return (
    <ConfirmDialog
      title={t('alertRules.deleteTitle', { name: rule.name })}
      body={t('alertRules.deleteBody')}
      cancelLabel={t('alertRules.cancel')}
      confirmLabel={t('alertRules.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={async () => {
        await remove.mutateAsync(rule.id);
        showSnackbar(t('alertRules.deleted', { name: rule.name }), 'success');
        onClose();
      }}
      onClose={onClose}
    />
  );
}
