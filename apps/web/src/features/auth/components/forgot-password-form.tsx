import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

import Typography from '@mui/material/Typography';
import { ZForgotPasswordUser } from '@opinio/domain/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OutlinedField } from '@/components/outlined-field.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

const ZForgotForm = z.object({ user: ZForgotPasswordUser });
type TForgotForm = z.infer<typeof ZForgotForm>;

/**
 * "Forgot password?": a user name or e-mail address. The answer is the same whether or not
 * an account matches, so the screen tells nobody who has one.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm<TForgotForm>({ resolver: zodResolver(ZForgotForm), defaultValues: { user: '' } });
  const fieldError = form.formState.errors.user && t('forgot.userRequired');
  const submit = form.handleSubmit(({ user }) => forgot.mutate(user));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-describedby="forgot-intro">
      <ScreenTitle route="login">{t('forgot.title')}</ScreenTitle>
      <Typography id="forgot-intro" variant="body2" color="text.secondary">
        {t('forgot.intro')}
      </Typography>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status" data-testid="forgot-sent">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <>
          {forgot.error && (
            <Alert severity="error" role="alert" data-testid="forgot-error">
              {t('forgot.failed', { message: errorMessage(forgot.error) })}
            </Alert>
          )}
          <OutlinedField
            label={t('forgot.user')}
            autoComplete="username"
            autoFocus
            required
            {...registerTextField(form, 'user')}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={forgot.isPending}
            startIcon={forgot.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </>
      )}
      <Button variant="text" onClick={onBack} autoFocus={forgot.isSuccess}>
        {t('forgot.back')}
      </Button>
    </Stack>
  );
}
