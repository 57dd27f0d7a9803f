import type { TScript } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteScript } from '../api/delete-script.ts';

interface DeleteScriptDialogProps {
  contextSurvey: string;
  surveyId: number;
  script: TScript;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a script and all its versions are deleted; Cancel has the focus. */
export function DeleteScriptDialog({
  contextSurvey,
  surveyId,
  script,
  onClose,
  onDeleted,
}: DeleteScriptDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteScript(contextSurvey, surveyId);
  return (
    <ConfirmDialog
      title={t('scripts.deleteTitle')}
      body={t(script.scope === 'survey' ? 'scripts.deleteBody' : 'scripts.deleteBodyShared', {
        name: script.name,
      })}
      cancelLabel={t('scripts.cancel')}
      confirmLabel={t('scripts.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={async () => {
        await remove.mutateAsync(script.id);
        showSnackbar(t('scripts.deleted', { name: script.name }), 'success');
        onDeleted();
      }}
      onClose={onClose}
      confirmTestId="script-delete-confirm"
    />
  );
}
