import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, ZResetPayload } from '@opinio/domain/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';

type FieldErrors = Partial<Record<'password' | 'repeat', string>>;

interface ResetPasswordFormProps {
  /** The token of the mailed link (`/?resetToken=...`). */
  token: string;
  onDone: () => void;
  /** The link was used or expired: ask for another. */
  onNewLink: () => void;
}

/** The mailed link's form: a new password, twice. */
export function ResetPasswordForm({ token, onDone, onNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const min = PASSWORD_MIN_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZResetPayload.safeParse({ token, password });
    const errors: FieldErrors = {};
    if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'password')) {
      errors.password = t('reset.tooShort', { min });
    }
    if (repeat !== password) errors.repeat = t('reset.mismatch');
    setFieldErrors(errors);
    if (!parsed.success || errors.password || errors.repeat) return;
    reset.mutate(parsed.data, { onSuccess: onDone });
  }

  const failure = reset.error;
  const linkUnusable = failure instanceof ApiError && failure.field === 'token';
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-describedby="reset-intro">
      <ScreenTitle route="login">{t('reset.title')}</ScreenTitle>
      <Typography id="reset-intro" variant="body2" color="text.secondary">
        {t('reset.intro', { min })}
      </Typography>
      {failure && (
        <Alert
          severity="error"
          role="alert"
          data-testid="reset-error"
          action={
            linkUnusable ? (
              <Button color="inherit" size="small" onClick={onNewLink}>
                {t('reset.newLink')}
              </Button>
            ) : undefined
          }
        >
          {t('reset.failed', { message: errorMessage(failure) })}
        </Alert>
      )}
      <TextField
        label={t('reset.password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      <TextField
        label={t('reset.repeat')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={Boolean(fieldErrors.repeat)}
        helperText={fieldErrors.repeat}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={reset.isPending}
        startIcon={reset.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </Stack>
  );
}
