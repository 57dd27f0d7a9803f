import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZImpersonatePayload } from '@opinio/domain/schemas/auth';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { z } from 'zod';
import { useSelection } from '@/entities/selection/lib/selection.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { useImpersonateUser } from '../api/impersonate.ts';
import { useMemberSuggestions } from '../api/search-members.ts';

/** The user to act as, checked as the server checks it; an empty universe is none. */
const ZImpersonateForm = ZImpersonatePayload.pick({ userName: true }).extend({
  universeName: z.string().trim().max(200),
});
type TImpersonateForm = z.infer<typeof ZImpersonateForm>;

/** Root only: act as another user (optionally in another universe) to see what they see. */
export function ImpersonateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const impersonate = useImpersonateUser();
  const form = useForm<TImpersonateForm>({
    resolver: zodResolver(ZImpersonateForm),
    defaultValues: { userName: '', universeName: '' },
  });
  const { errors } = form.formState;
  // suggestions come from the current organisation; another one's members are typed by name
  const surveyExtName = useSelection().survey?.extName ?? null;
  const [typed] = useDebounce(form.watch('userName'), 250);
  const otherUniverse = form.watch('universeName').trim() !== '';
  const suggestions = useMemberSuggestions(open && !otherUniverse ? surveyExtName : null, typed);

  function close() {
    impersonate.reset();
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ userName, universeName }) =>
    impersonate.mutate({ userName, universeName: universeName || undefined }, { onSuccess: close }),
  );

  return (
    <Dialog open={open} onClose={() => !impersonate.isPending && close()} aria-labelledby="impersonate-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="impersonate-title">{t('impersonation.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: { sm: 400 } }}>
          <DialogContentText>{t('impersonation.intro')}</DialogContentText>
          {impersonate.error && (
            <Alert severity="error" role="alert" data-testid="impersonate-error">
              {t('impersonation.failed', { message: errorMessage(impersonate.error) })}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="userName"
            render={({ field }) => (
              <Autocomplete
                freeSolo
                options={otherUniverse ? [] : (suggestions.data ?? [])}
                filterOptions={(options) => options}
                getOptionLabel={(option) => (typeof option === 'string' ? option : option.username)}
                inputValue={field.value}
                onInputChange={(_, value) => field.onChange(value)}
                onChange={(_, value) =>
                  field.onChange(typeof value === 'string' ? value : (value?.username ?? ''))
                }
                loading={suggestions.isFetching}
                loadingText={t('impersonation.searching')}
                noOptionsText={t('impersonation.noMatches')}
                renderOption={({ key, ...props }, option) => (
                  <li key={key} {...props} data-testid="impersonate-option">
                    {option.displayName}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {option.username}
                      {option.scopeUnit ? ` · ${option.scopeUnit.title}` : ''}
                    </Typography>
                  </li>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('impersonation.user')}
                    autoFocus
                    required
                    name={field.name}
                    onBlur={field.onBlur}
                    error={Boolean(errors.userName)}
                    helperText={
                      errors.userName ? t('impersonation.userRequired') : t('impersonation.userHelp')
                    }
                    slotProps={{
                      ...params.slotProps,
                      htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'impersonate-user' },
                    }}
                  />
                )}
              />
            )}
          />
          <TextField
            label={t('impersonation.universe')}
            {...registerTextField(form, 'universeName')}
            error={Boolean(errors.universeName)}
            helperText={errors.universeName?.message ?? t('impersonation.universeHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={impersonate.isPending}>
            {t('impersonation.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={impersonate.isPending}
            startIcon={impersonate.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {impersonate.isPending ? t('impersonation.submitting') : t('impersonation.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
