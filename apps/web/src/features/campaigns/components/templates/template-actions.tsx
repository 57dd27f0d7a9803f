import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TChannel, TTemplate } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useTestSendTemplate } from '../../api/test-send-template.ts';
import { TestSmsDialog } from './test-sms-dialog.tsx';

interface TemplateActionsProps {
  survey: string;
  channel: TChannel;
  saved: TTemplate | undefined;
  dirty: boolean;
  /** The language on screen: the one a test send uses. */
  locale: TLocale;
  saving: boolean;
  onSave(): void;
  onDelete(): void;
}

/** Save (or create), a test send of the saved template in the language on screen, delete. */
export function TemplateActions({
  survey,
  channel,
  saved,
  dirty,
  locale,
  saving,
  onSave,
  onDelete,
}: TemplateActionsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [smsDialog, setSmsDialog] = useState(false);
  const testSend = useTestSendTemplate(survey);
  // a test sends what is saved: a change not yet saved would not be in it
  const canTest = saved !== undefined && !dirty && channel !== 'letter';

  const sendMail = async () => {
    if (!saved) return;
    try {
      const { sentTo } = await testSend.mutateAsync({ templateId: saved.id, locale });
      showSnackbar(t('templates.test.sent', { to: sentTo }), 'success');
    } catch (error) {
      showSnackbar(t('templates.test.failed', { message: errorMessage(error) }), 'error');
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={saving || (saved !== undefined && !dirty)}
          data-testid="template-save"
        >
          {saved ? t('templates.save') : t('templates.create')}
        </Button>
        {saved && channel !== 'letter' && (
          <Button
            variant="outlined"
            startIcon={<SendOutlinedIcon aria-hidden />}
            onClick={() => (channel === 'mail' ? void sendMail() : setSmsDialog(true))}
            disabled={!canTest || testSend.isPending}
            aria-describedby={dirty ? hintId : undefined}
            aria-busy={testSend.isPending}
            data-testid="template-test"
          >
            {channel === 'mail' ? t('templates.test.mail') : t('templates.test.sms')}
          </Button>
        )}
        {saved && (
          <Button color="error" variant="outlined" onClick={onDelete} data-testid="template-delete">
            {t('templates.delete')}
          </Button>
        )}
      </Stack>
      {saved && dirty && channel !== 'letter' && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('templates.test.saveFirst')}
        </Typography>
      )}
      {smsDialog && saved && (
        <TestSmsDialog
          survey={survey}
          templateId={saved.id}
          locale={locale}
          onClose={() => setSmsDialog(false)}
        />
      )}
    </Stack>
  );
}
