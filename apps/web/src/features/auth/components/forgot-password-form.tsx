import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/**
 * "Forgot password?": a user name or e-mail address. The answer is the same whether or not
 * an account matches, so the screen tells nobody who has one.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [user, setUser] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = user.trim();
    if (!name) {
      setFieldError(t('forgot.userRequired'));
      return;
    }
    setFieldError(null);
    forgot.mutate(name);
  }

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
          <TextField
            label={t('forgot.user')}
            name="user"
            autoComplete="username"
            autoFocus
            required
            value={user}
            onChange={(e) => setUser(e.target.value)}
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
