import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TUniverseData } from '@opinio/domain/schemas/survey-admin';
import { Controller, type FieldError, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registerTextField } from '@/lib/register-text-field.ts';
import { EMPTY_SSO_CLIENT, type UniverseForm } from '../lib/universe-form-values.ts';

const FIELDS = ['domain', 'idpUrl', 'realm', 'clientId'] as const;
/** Most clients a universe has (the settings' schema). */
const MAX_CLIENTS = 20;

interface SsoClientsFieldsProps {
  form: UseFormReturn<UniverseForm, unknown, TUniverseData>;
  problem: (path: string, error: FieldError | undefined) => string | undefined;
}

/** Single sign-on by host name: one row per client, added and removed here. */
export function SsoClientsFields({ form, problem }: SsoClientsFieldsProps) {
  const { t } = useTranslation();
  const clients = useFieldArray({ control: form.control, name: 'sso' });
  const errors = form.formState.errors.sso;
  /** The server's refusal of a client as a whole (its host name is another organisation's). */
  const rowError = (i: number) => {
    const error = errors?.[i] as FieldError | undefined;
    return error?.type === 'server' ? error.message : undefined;
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {clients.fields.length === 0 ? t('universe.ssoEmpty') : t('universe.ssoIntro')}
      </Typography>
      {clients.fields.map((client, i) => (
        <Box
          key={client.id}
          component="fieldset"
          data-testid={`sso-${i}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 0.5, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
            {t('universe.ssoClient', { number: i + 1 })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              pt: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.2fr 1.6fr 1fr 1fr auto' },
            }}
          >
            {FIELDS.map((name) => {
              const error = errors?.[i]?.[name];
              return (
                <TextField
                  key={name}
                  size="small"
                  label={t(`universe.sso.${name}`)}
                  {...registerTextField(form, `sso.${i}.${name}`)}
                  required
                  type={name === 'idpUrl' ? 'url' : 'text'}
                  error={!!error}
                  helperText={
                    problem(`sso.${i}.${name}`, error) ??
                    (name === 'domain' ? t('universe.sso.domainHelp') : undefined)
                  }
                  slotProps={{
                    htmlInput: {
                      maxLength: name === 'idpUrl' ? 2000 : name === 'domain' ? 253 : 200,
                      spellCheck: false,
                      autoCapitalize: 'none',
                      autoComplete: 'off',
                      'data-testid': `sso-${i}-${name}`,
                    },
                  }}
                />
              );
            })}
            <Tooltip title={t('universe.ssoRemove')}>
              <IconButton
                aria-label={t('universe.ssoRemoveNumber', { number: i + 1 })}
                onClick={() => clients.remove(i)}
                sx={{ justifySelf: 'start' }}
              >
                <DeleteOutlinedIcon aria-hidden />
              </IconButton>
            </Tooltip>
          </Box>
          <Controller
            control={form.control}
            name={`sso.${i}.ssoOnly`}
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Switch
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { 'data-testid': `sso-${i}-ssoOnly` } as object }}
                  />
                }
                label={t('universe.sso.ssoOnly')}
              />
            )}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('universe.sso.ssoOnlyHelp')}</FormHelperText>
          {rowError(i) && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {rowError(i)}
            </Alert>
          )}
        </Box>
      ))}
      {(errors as FieldError | undefined)?.type === 'server' && (
        <Alert severity="error">{(errors as FieldError).message}</Alert>
      )}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          onClick={() => clients.append({ ...EMPTY_SSO_CLIENT })}
          disabled={clients.fields.length >= MAX_CLIENTS}
          data-testid="sso-add"
        >
          {t('universe.ssoAdd')}
        </Button>
      </Box>
    </Stack>
  );
}
