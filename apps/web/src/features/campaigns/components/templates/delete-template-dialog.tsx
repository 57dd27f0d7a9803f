import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useDeleteTemplate } from '../../api/delete-template.ts';

interface DeleteTemplateDialogProps {
  survey: string;
  template: TTemplate;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a template is deleted; Cancel has the focus. */
export function DeleteTemplateDialog({ survey, template, onClose, onDeleted }: DeleteTemplateDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate(survey);
  return (
    <ConfirmDialog
      title={t('templates.deleteTitle')}
      body={t('templates.deleteBody', { name: template.name })}
      cancelLabel={t('campaigns.cancel')}
      confirmLabel={t('templates.deleteConfirm')}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={async () => {
        await remove.mutateAsync(template.id);
        showSnackbar(t('templates.deleted', { name: template.name }), 'success');
        onDeleted();
      }}
      onClose={onClose}
      confirmTestId="template-delete-confirm"
    />
  );
}
