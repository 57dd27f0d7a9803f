import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type TWebhook,
  type TWebhookEvent,
  type TWebhookSave,
  ZWebhookSave,
  ZWebhookUrl,
} from '@opinio/domain/schemas/webhooks';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useCreateWebhook, useSaveWebhook } from '../api/webhooks.ts';

interface WebhookFormDialogProps {
  surveyExtName: string;
  /** Every event an endpoint can take, in the server's order. */
  events: readonly TWebhookEvent[];
  /** The server takes plain http too, for a receiver on its own network (`httpAllowed` of the list). */
  httpAllowed: boolean;
  /** Editing this endpoint; without it, a new one. */
  existing?: TWebhook;
  onClose(): void;
  onCreated?(webhook: TWebhook): void;
}

/** An address the server takes: https, and http only where it says so (`httpAllowed`). */
const webhookForm = (httpAllowed: boolean) =>
  httpAllowed
    ? ZWebhookSave
    : ZWebhookSave.extend({
        url: ZWebhookUrl.refine((url) => url.startsWith('https:'), { message: 'https' }),
      });

/** Add an endpoint (name, address, events) or change one, or pause it. */
export function WebhookFormDialog({
  surveyExtName,
  events,
  httpAllowed,
  existing,
  onClose,
  onCreated,
}: WebhookFormDialogProps) {
  const { t } = useTranslation();
  const eventsId = useId();
  const form = useForm<z.input<typeof ZWebhookSave>, unknown, TWebhookSave>({
    resolver: zodResolver(webhookForm(httpAllowed)),
    defaultValues: {
      name: existing?.name ?? '',
      url: existing?.url ?? '',
      events: existing?.events ?? ['alert.created'],
      active: existing?.active ?? true,
    },
  });
  const { showError, rootError } = useFormErrors(form, { only: ['name', 'url', 'events'] });
  const { errors } = form.formState;
  const create = useCreateWebhook(surveyExtName);
  const save = useSaveWebhook(surveyExtName);

  const submit = form.handleSubmit(async (body) => {
    try {
      if (existing) {
        await save.mutateAsync({ id: existing.id, body });
        showSnackbar(t('webhooks.saved', { name: body.name }), 'success');
        onClose();
      } else {
        const created = await create.mutateAsync(body);
        showSnackbar(t('webhooks.created', { name: body.name }), 'success');
        onCreated?.(created);
      }
    } catch (error) {
      showError(error);
    }
  });
  // the server's wording when it refused the save, else the form's own
  const message = (field: 'name' | 'url' | 'events', own: string) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : own;
  };
  const nameError = message('name', t('webhooks.nameRequired'));
  const urlError = message('url', httpAllowed ? t('webhooks.urlInvalidHttp') : t('webhooks.urlInvalid'));
  const eventsError = message('events', t('webhooks.eventsRequired'));

  return (
    <FormDialog
      title={existing ? t('webhooks.editTitle') : t('webhooks.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending || save.isPending}
      cancelLabel={t('webhooks.cancel')}
      submitLabel={existing ? t('webhooks.save') : t('webhooks.createSubmit')}
      testId="webhook-form"
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('webhooks.name')}
            {...registerTextField(form, 'name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'webhook-name' } }}
            error={!!nameError}
            helperText={nameError}
          />
          <TextField
            label={t('webhooks.url')}
            {...registerTextField(form, 'url')}
            required
            type="url"
            placeholder="https://hooks.example.com/opinio"
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'webhook-url', spellCheck: false } }}
            error={!!urlError}
            helperText={urlError ?? (httpAllowed ? t('webhooks.urlHelpHttp') : t('webhooks.urlHelp'))}
          />
          <FormControl error={!!eventsError} component="fieldset">
            <FormLabel component="legend" id={eventsId}>
              {t('webhooks.events')}
            </FormLabel>
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <FormGroup aria-labelledby={eventsId}>
                  {events.map((event) => {
                    const checked = field.value.includes(event);
                    return (
                      <FormControlLabel
                        key={event}
                        control={
                          <Checkbox
                            checked={checked}
                            onChange={() =>
                              field.onChange(
                                checked
                                  ? field.value.filter((e) => e !== event)
                                  : events.filter((e) => e === event || field.value.includes(e)),
                              )
                            }
                            slotProps={{ input: { 'data-testid': `webhook-event-${event}` } as object }}
                          />
                        }
                        label={t(`webhooks.event.${event}.help`)}
                      />
                    );
                  })}
                </FormGroup>
              )}
            />
            {eventsError && <FormHelperText>{eventsError}</FormHelperText>}
          </FormControl>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value ?? true} onChange={(_, on) => field.onChange(on)} />}
                label={t('webhooks.activeHelp')}
              />
            )}
          />
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
