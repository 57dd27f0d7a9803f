import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TSubscriptionInput } from '@opinio/domain/schemas/reports';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { useRoleChoices } from '@/lib/roles/get-roles.ts';
import { roleLabel } from '@/lib/roles/role-label.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { reportLocale } from '../lib/report-request.ts';
import { subscriptionSentence } from '../lib/subscription-text.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { fieldError, isFormField, type TSubscribeFormInput, ZSubscribeForm } from './subscribe-form.ts';
import { useNodeTitle } from './use-node-title.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface SubscribeDialogProps {
  survey: TSurvey;
  /** The filtered drill node of the screen: what the mailed report shows. */
  drillPathFiltered: string;
  /** The caller holds users.manage: they may subscribe every member of a role. */
  mayChooseRole: boolean;
  onClose: () => void;
}

/** The PDF benchmark report of the drill node mailed daily, weekly or monthly, to the caller or to a role. */
export function SubscribeDialog({ survey, drillPathFiltered, mayChooseRole, onClose }: SubscribeDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const sentenceId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const nodeTitle = useNodeTitle(survey, drillPathFiltered);
  const subscribe = useSubscribe(survey.extName);
  const form = useForm<TSubscribeFormInput, unknown, TSubscriptionInput>({
    resolver: zodResolver(ZSubscribeForm),
    defaultValues: {
      drillPathFiltered,
      frequency: 'weekly',
      weekday: 1,
      locale: reportLocale(i18n.language) ?? 'en',
      recipients: 'me',
    },
  });
  const { showError, rootError } = useFormErrors(form, {
    fieldOf: (error) => (isFormField(error.field) ? error.field : null),
  });
  const { errors } = form.formState;
  const [frequency, weekday, recipients, roleId] = form.watch([
    'frequency',
    'weekday',
    'recipients',
    'roleId',
  ]);
  const forRole = mayChooseRole && recipients === 'role';
  const roles = useRoleChoices(survey.extName, forRole);
  const role = roles.data?.find((r) => r.id === roleId);

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await subscribe.mutateAsync(input);
      showSnackbar(
        t('subscription.created', { date: formatDate(created.nextRun, locale, DATE_TIME) }),
        'success',
      );
      onClose();
    } catch (error) {
      showError(error);
    }
  });
  const roleError = fieldError(errors.roleId, t('subscription.roleRequired'));
  const sentence = subscriptionSentence(
    {
      frequency,
      weekday,
      nodeTitle,
      drillPathFiltered,
      role: forRole ? (role ? roleLabel(role, t) : '…') : null,
    },
    t,
    locale,
  );

  return (
    <FormDialog
      title={t('subscription.dialogTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={subscribe.isPending}
      cancelLabel={t('subscription.cancel')}
      submitLabel={t('subscription.submit')}
      submitTestId="subscribe-submit"
      fullScreen={phone}
      describedBy={sentenceId}
      testId="subscribe-dialog"
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <ScheduleFields form={form} />
          {mayChooseRole && (
            <FormControl>
              <FormLabel id={`${titleId}-recipients`}>{t('subscription.recipients')}</FormLabel>
              <Controller
                control={form.control}
                name="recipients"
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby={`${titleId}-recipients`}
                    {...field}
                    data-testid="subscribe-recipients"
                  >
                    <FormControlLabel value="me" control={<Radio />} label={t('subscription.forMe')} />
                    <FormControlLabel value="role" control={<Radio />} label={t('subscription.forRole')} />
                  </RadioGroup>
                )}
              />
            </FormControl>
          )}
          {forRole && roles.isError && (
            <Alert severity="error">
              {t('subscription.rolesFailed', { message: errorMessage(roles.error) })}
            </Alert>
          )}
          {forRole && (
            <Controller
              control={form.control}
              name="roleId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('subscription.role')}
                  value={roles.data && field.value !== undefined ? field.value : ''}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  required
                  disabled={!roles.data}
                  error={!!roleError}
                  helperText={roleError}
                  sx={{ maxWidth: { sm: 280 } }}
                  slotProps={{
                    select: { SelectDisplayProps: { 'data-testid': 'subscribe-role' } as object },
                  }}
                >
                  {(roles.data ?? []).map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {roleLabel(option, t)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Typography
            id={sentenceId}
            aria-live="polite"
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
            data-testid="subscribe-sentence"
          >
            {sentence}
          </Typography>
          {rootError && (
            <Alert severity="error" data-testid="subscribe-error">
              {rootError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
