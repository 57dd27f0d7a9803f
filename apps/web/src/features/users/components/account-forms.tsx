import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@opinio/domain/schemas/auth';
import { ZLocale } from '@opinio/domain/schemas/locale';
import { type TUserDetails, ZAccountSave, ZPasswordChange } from '@opinio/domain/schemas/users';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Panel } from '@/components/panel.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { setLocale } from '@/lib/i18n.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useChangePassword, useSaveAccount } from '../api/users-api.ts';

/** The account page's own forms: name and language, and the password. */
export function AccountForms({ details }: { details: TUserDetails }) {
  const { t } = useTranslation();
  const identity = useIdentity();
  const acting = !!identity.data?.actingAs;
  const save = useSaveAccount();
  const change = useChangePassword();
  const account = useForm<z.input<typeof ZAccountSave>, unknown, z.infer<typeof ZAccountSave>>({
    resolver: zodResolver(ZAccountSave),
    defaultValues: {
      firstName: details.user.firstName,
      lastName: details.user.lastName,
      locale: details.user.locale,
    },
  });
  const password = useForm<z.input<typeof ZPasswordChange>, unknown, z.infer<typeof ZPasswordChange>>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const passwordRefusal = useFormErrors(password, { only: ['currentPassword', 'newPassword'] });

  const submitAccount = account.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      if (values.locale) await setLocale(values.locale);
      await identity.refetch();
      showSnackbar(t('account.saved'), 'success');
    } catch (error) {
      account.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  });
  const submitPassword = password.handleSubmit(async (values) => {
    try {
      const result = await change.mutateAsync(values);
      password.reset();
      showSnackbar(t('account.passwordChanged', { count: result.sessionsEnded }), 'success');
    } catch (error) {
      passwordRefusal.showError(error);
    }
  });
  const errors = account.formState.errors;
  const passwordErrors = password.formState.errors;

  return (
    <>
      <Panel title={t('account.details')} testId="account-details">
        <form onSubmit={submitAccount} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {details.user.username} · {details.user.email ?? t('users.details.noEmail')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('editor.firstName')}
                {...registerTextField(account, 'firstName')}
                error={!!errors.firstName}
                helperText={errors.firstName?.message}
                fullWidth
                disabled={acting}
              />
              <TextField
                label={t('editor.lastName')}
                {...registerTextField(account, 'lastName')}
                error={!!errors.lastName}
                helperText={errors.lastName?.message}
                fullWidth
                disabled={acting}
              />
            </Stack>
            <Controller
              control={account.control}
              name="locale"
              render={({ field }) => (
                <TextField
                  select
                  label={t('editor.language')}
                  {...field}
                  disabled={acting}
                  sx={{ maxWidth: 240 }}
                >
                  {ZLocale.options.map((locale) => (
                    <MenuItem key={locale} value={locale}>
                      {t(`language.${locale}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {acting && <Alert severity="info">{t('account.actingAs')}</Alert>}
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || acting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('account.save')}
            </Button>
          </Stack>
        </form>
      </Panel>
      <Panel title={t('account.password')} testId="account-password">
        {details.signIn.password ? (
          <form onSubmit={submitPassword} noValidate>
            <Stack spacing={2}>
              <TextField
                type="password"
                autoComplete="current-password"
                label={t('account.currentPassword')}
                {...registerTextField(password, 'currentPassword')}
                error={!!passwordErrors.currentPassword}
                helperText={passwordErrors.currentPassword?.message}
                disabled={acting}
              />
              <TextField
                type="password"
                autoComplete="new-password"
                label={t('account.newPassword')}
                {...registerTextField(password, 'newPassword')}
                error={!!passwordErrors.newPassword}
                helperText={
                  passwordErrors.newPassword?.message ??
                  t('account.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })
                }
                disabled={acting}
              />
              {passwordRefusal.rootError && <Alert severity="error">{passwordRefusal.rootError}</Alert>}
              <Button
                type="submit"
                variant="contained"
                disabled={change.isPending || acting}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('account.changePassword')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Typography variant="body2">{t('account.ssoPassword')}</Typography>
        )}
      </Panel>
    </>
  );
}
