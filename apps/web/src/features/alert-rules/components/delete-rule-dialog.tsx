import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
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
    <ConfirmDeleteDialog
      title={t('alertRules.deleteTitle', { name: rule.name })}
      body={t('alertRules.deleteBody')}
      cancelLabel={t('alertRules.cancel')}
      confirmLabel={t('alertRules.deleteConfirm')}
      doneMessage={t('alertRules.deleted', { name: rule.name })}
      remove={remove}
      id={rule.id}
      onClose={onClose}
    />
  );
}
