import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyPurpose,
  ZApiKeyCreateQuery,
} from '@opinio/domain/schemas/api-keys';
import type { TFilterOption } from '@opinio/domain/schemas/filters';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useSaveApiKey } from '../api/save-api-key.ts';
import { useUnitSearch } from '../api/search-units.ts';

interface ApiKeyFormDialogProps {
  surveyExtName: string;
  /** Editing this key (name and scope); without it, a new key. */
  existing?: TApiKey;
  onClose(): void;
  onCreated?(key: TApiKeyCreated): void;
}

/** Create a key (name, purpose, scope unit) or rename and re-scope one. */
export function ApiKeyFormDialog({ surveyExtName, existing, onClose, onCreated }: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(existing?.name ?? t('apiKeys.defaultName'));
  const [purpose, setPurpose] = useState<TApiKeyPurpose>(existing?.purpose ?? 'bigscreen');
  const [unit, setUnit] = useState<TFilterOption | null>(
    existing?.scopeUnit ? { extName: existing.scopeUnit, title: existing.scopeUnit } : null,
  );
  const [unitText, setUnitText] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const units = useUnitSearch(surveyExtName, unitText);
  const create = useCreateApiKey(surveyExtName);
  const save = useSaveApiKey(surveyExtName);
  const pending = create.isPending || save.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const parsed = ZApiKeyCreateQuery.safeParse({ name, purpose, scopeUnit: unit?.extName });
    if (!parsed.success) {
      setFieldError({
        field: String(parsed.error.issues[0]?.path[0] ?? 'name'),
        message: t('apiKeys.nameRequired'),
      });
      return;
    }
    try {
      if (existing) {
        await save.mutateAsync({ id: existing.id, name: parsed.data.name, scopeUnit: unit?.extName ?? null });
        showSnackbar(t('apiKeys.saved', { name: parsed.data.name }), 'success');
        onClose();
      } else {
        onCreated?.(await create.mutateAsync(parsed.data));
      }
    } catch (error) {
      if (error instanceof ApiError && error.field)
        setFieldError({ field: error.field, message: error.message });
      else setFieldError({ field: '', message: errorMessage(error) });
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{existing ? t('apiKeys.editTitle') : t('apiKeys.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('apiKeys.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'api-key-name' } }}
              error={fieldError?.field === 'name'}
              helperText={fieldError?.field === 'name' ? fieldError.message : undefined}
            />
            {!existing && (
              <FormControl>
                <FormLabel id={`${titleId}-purpose`}>{t('apiKeys.purpose')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${titleId}-purpose`}
                  value={purpose}
                  onChange={(e) => setPurpose(e.target.value as TApiKeyPurpose)}
                >
                  <FormControlLabel
                    value="bigscreen"
                    control={<Radio />}
                    label={t('apiKeys.purpose.bigscreen.help')}
                  />
                  <FormControlLabel
                    value="ingest"
                    control={<Radio />}
                    label={t('apiKeys.purpose.ingest.help')}
                  />
                </RadioGroup>
              </FormControl>
            )}
            <Autocomplete
              options={units.data ?? []}
              value={unit}
              onChange={(_, value) => setUnit(value)}
              inputValue={unitText}
              onInputChange={(_, value) => setUnitText(value)}
              getOptionLabel={(o) => o.title}
              isOptionEqualToValue={(a, b) => a.extName === b.extName}
              filterOptions={(x) => x}
              loading={units.isFetching}
              noOptionsText={t('apiKeys.noUnits')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('apiKeys.scope')}
                  placeholder={t('apiKeys.wholeOrganisation')}
                  error={fieldError?.field === 'scopeUnit'}
                  helperText={fieldError?.field === 'scopeUnit' ? fieldError.message : t('apiKeys.scopeHelp')}
                />
              )}
            />
            {fieldError && fieldError.field !== 'name' && fieldError.field !== 'scopeUnit' && (
              <Alert severity="error">{fieldError.message}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('apiKeys.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {existing ? t('apiKeys.save') : t('apiKeys.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
