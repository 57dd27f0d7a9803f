import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
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
  ZApiKeyCreateQuery,
  ZApiKeyPurpose,
} from '@opinio/domain/schemas/api-keys';
import { ZFilterOption } from '@opinio/domain/schemas/filters';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { UnitPickerField } from '@/entities/selection/components/unit-picker.tsx';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useSaveApiKey } from '../api/save-api-key.ts';

interface ApiKeyFormDialogProps {
  surveyExtName: string;
  /** Editing this key (name and scope); without it, a new key. */
  existing?: TApiKey;
  onClose(): void;
  onCreated?(key: TApiKeyCreated): void;
}

/** The dialog's fields, checked as the create call checks them; a key always has a name here. */
const ZApiKeyForm = z.object({
  name: ZApiKeyCreateQuery.shape.name.unwrap(),
  purpose: ZApiKeyPurpose,
  unit: ZFilterOption.nullable(),
});
type TApiKeyForm = z.infer<typeof ZApiKeyForm>;

/** Create a key (name, purpose, scope unit) or rename and re-scope one. */
export function ApiKeyFormDialog({ surveyExtName, existing, onClose, onCreated }: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useForm<z.input<typeof ZApiKeyForm>, unknown, TApiKeyForm>({
    resolver: zodResolver(ZApiKeyForm),
    defaultValues: {
      name: existing?.name ?? t('apiKeys.defaultName'),
      purpose: existing?.purpose ?? 'bigscreen',
      unit: existing?.scopeUnit ? { extName: existing.scopeUnit, title: existing.scopeUnit } : null,
    },
  });
  const { showError, rootError } = useFormErrors(form, { only: ['name'], rename: { scopeUnit: 'unit' } });
  const { errors } = form.formState;
  const create = useCreateApiKey(surveyExtName);
  const save = useSaveApiKey(surveyExtName);
  const pending = create.isPending || save.isPending;

  const submit = form.handleSubmit(async ({ name, purpose, unit }) => {
    try {
      if (existing) {
        await save.mutateAsync({ id: existing.id, name, scopeUnit: unit?.extName ?? null });
        showSnackbar(t('apiKeys.saved', { name }), 'success');
        onClose();
      } else {
        onCreated?.(await create.mutateAsync({ name, purpose, scopeUnit: unit?.extName }));
      }
    } catch (error) {
      showError(error);
    }
  });
  const nameError =
    errors.name && (errors.name.type === 'server' ? errors.name.message : t('apiKeys.nameRequired'));

  return (
    <FormDialog
      title={existing ? t('apiKeys.editTitle') : t('apiKeys.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      cancelLabel={t('apiKeys.cancel')}
      submitLabel={existing ? t('apiKeys.save') : t('apiKeys.createSubmit')}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('apiKeys.name')}
            {...registerTextField(form, 'name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'api-key-name' } }}
            error={!!nameError}
            helperText={nameError}
          />
          {!existing && (
            <FormControl>
              <FormLabel id={`${titleId}-purpose`}>{t('apiKeys.purpose')}</FormLabel>
              <Controller
                control={form.control}
                name="purpose"
                render={({ field }) => (
                  <RadioGroup aria-labelledby={`${titleId}-purpose`} {...field}>
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
                )}
              />
            </FormControl>
          )}
          <UnitPickerField
            control={form.control}
            name="unit"
            surveyExtName={surveyExtName}
            label={t('apiKeys.scope')}
            placeholder={t('apiKeys.wholeOrganisation')}
            helperText={t('apiKeys.scopeHelp')}
          />
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
