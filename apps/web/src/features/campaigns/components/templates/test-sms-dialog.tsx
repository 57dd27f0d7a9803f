import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZTemplateTestSend } from '@opinio/domain/schemas/campaigns';
import type { TLocale } from '@opinio/domain/schemas/locale';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const titleId = useId();
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
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('templates.test.smsTitle')}</DialogTitle>
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
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('campaigns.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={send.isPending}
            data-testid="template-test-send"
          >
            {t('templates.test.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
