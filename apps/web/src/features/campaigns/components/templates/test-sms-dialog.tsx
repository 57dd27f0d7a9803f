import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { ZTemplateTestSend } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useTestSendTemplate } from '../../api/test-send-template.ts';

interface TestSmsDialogProps {
  survey: string;
  templateId: number;
  locale: TLocale;
  onClose(): void;
}

const ZPhone = ZTemplateTestSend.shape.phone.unwrap();

/** Asks for the number a test SMS of the saved template goes to, and sends it. */
export function TestSmsDialog({ survey, templateId, locale, onClose }: TestSmsDialogProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useTestSendTemplate(survey);
  const valid = ZPhone.safeParse(phone).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!valid) return;
    try {
      const { sentTo } = await send.mutateAsync({ templateId, locale, phone: phone.trim() });
      showSnackbar(t('templates.test.sent', { to: sentTo }), 'success');
      onClose();
    } catch {
      // shown below
    }
  };

  return (
    <FormDialog
      title={t('templates.test.smsTitle')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={send.isPending}
      cancelLabel={t('campaigns.cancel')}
      submitLabel={t('templates.test.send')}
      submitTestId="template-test-send"
      maxWidth="xs"
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('templates.test.smsBody', { language: t(`templates.language.${locale}`) })}
        </DialogContentText>
        <TextField
          label={t('templates.test.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          type="tel"
          autoComplete="tel"
          autoFocus
          required
          fullWidth
          error={checked && !valid}
          helperText={checked && !valid ? t('templates.test.phoneInvalid') : t('templates.test.phoneHelp')}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'template-test-phone' } }}
        />
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('templates.test.failed', { message: errorMessage(send.error) })}
          </Alert>
        )}
      </DialogContent>
    </FormDialog>
  );
}
