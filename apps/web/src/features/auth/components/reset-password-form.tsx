import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, ZResetPayload } from '@opinio/domain/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OutlinedField } from '@/components/outlined-field.tsx';
import { ScreenTitle } from '@/components/screen-title.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** The new password as the server checks it, and the same again. */
const ZResetForm = ZResetPayload.pick({ password: true })
  .extend({ repeat: z.string() })
  .refine((form) => form.repeat === form.password, { path: ['repeat'] });
type TResetForm = z.infer<typeof ZResetForm>;

interface ResetPasswordFormProps {
  /** The token of the mailed link (`/?resetToken=...`). */
  token: string;
  onDone: () => void;
  /** The link was used or expired: ask for another. */
  onNewLink: () => void;
  /** The link of an invitation (`&invite=1`): a welcome and a first password. */
  invitation?: boolean;
}

/** The mailed link's form: a new password, twice. */
export function ResetPasswordForm({ token, onDone, onNewLink, invitation = false }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<TResetForm>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = form.formState;
  const min = PASSWORD_MIN_LENGTH;

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onSuccess: onDone }),
  );

  const failure = reset.error;
  const linkUnusable = failure instanceof ApiError && failure.field === 'token';
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-describedby="reset-intro">
      <ScreenTitle route="login">{invitation ? t('users.welcome') : t('reset.title')}</ScreenTitle>
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
      <OutlinedField
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        {...registerTextField(form, 'password')}
        error={Boolean(errors.password)}
        helperText={errors.password && t('reset.tooShort', { min })}
      />
      <OutlinedField
        label={t('reset.repeat')}
        type="password"
        autoComplete="new-password"
        required
        {...registerTextField(form, 'repeat')}
        error={Boolean(errors.repeat)}
        helperText={errors.repeat && t('reset.mismatch')}
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
