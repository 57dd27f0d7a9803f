import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TPlan, TPlanCreate } from '@opinio/domain/schemas/plans';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog.tsx';
import { formatNumber, useLocale } from '@/lib/number-format.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { usePlanOwners } from '../api/get-plan-owners.ts';
import { useCreatePlan, useUpdatePlan } from '../api/save-plan.ts';
import { dayFromToday, targetIndicators } from '../lib/plan-text.ts';

/** What a new plan starts with: from a change, a driver or a theme, or nothing. */
export interface PlanDraft {
  title?: string;
  indicator?: string;
  direction?: TPlan['direction'];
  target?: number;
  source?: TPlanCreate['source'];
}

interface PlanFormDialogProps {
  survey: TSurvey;
  /** The unit the plan is for: its title and drill path (view,root,...,unit). */
  unit: { title: string; path: string };
  /** Editing this plan; without it, a new plan from `draft`. */
  existing?: TPlan;
  draft?: PlanDraft;
  onClose(): void;
  onSaved?(plan: TPlan): void;
}

interface PlanForm {
  title: string;
  description: string;
  ownerUsername: string;
  dueDate: string;
  indicator: string;
  direction: TPlan['direction'];
  target: string;
}

/** Make a plan for a unit, or change one: what, owner, due date and target. */
export function PlanFormDialog({ survey, unit, existing, draft, onClose, onSaved }: PlanFormDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const indicators = targetIndicators(survey);
  const owners = usePlanOwners(survey.extName, unit.path);
  const create = useCreatePlan(survey.extName, unit.path);
  const update = useUpdatePlan(survey.extName, existing?.id ?? '0');
  const pending = create.isPending || update.isPending;
  const form = useForm<PlanForm>({
    defaultValues: existing
      ? {
          title: existing.title,
          description: existing.description,
          ownerUsername: existing.owner?.username ?? '',
          dueDate: existing.dueDate,
          indicator: existing.indicator.extName,
          direction: existing.direction,
          target: String(existing.target),
        }
      : {
          title: draft?.title ?? '',
          description: '',
          ownerUsername: '',
          dueDate: dayFromToday(28),
          indicator: draft?.indicator ?? indicators[0]?.extName ?? '',
          direction: draft?.direction ?? 'atLeast',
          target: draft?.target === undefined ? '' : String(draft.target),
        },
  });
  const { showError, rootError } = useFormErrors(form, { focus: true });
  const { errors } = form.formState;
  const chosen = indicators.find((i) => i.extName === form.watch('indicator'));
  const fieldError = (name: keyof PlanForm, required: string) =>
    errors[name] && (errors[name]?.type === 'server' ? errors[name]?.message : required);

  const submit = form.handleSubmit(async (values) => {
    const body = {
      title: values.title,
      description: values.description,
      ownerUsername: values.ownerUsername,
      dueDate: values.dueDate,
      indicator: values.indicator,
      direction: values.direction,
      target: Number(values.target),
    };
    try {
      const saved = existing
        ? await update.mutateAsync(body)
        : await create.mutateAsync({ ...body, ...(draft?.source ? { source: draft.source } : {}) });
      showSnackbar(t(existing ? 'plans.form.saved' : 'plans.form.created'), 'success');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <FormDialog
      title={existing ? t('plans.form.editTitle') : t('plans.form.createTitle', { unit: unit.title })}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      cancelLabel={t('plans.form.cancel')}
      submitLabel={existing ? t('plans.form.save') : t('plans.form.create')}
      submitTestId="plan-submit"
      fullScreen={phone}
      testId="plan-form"
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {!existing && draft?.source?.label && (
            <Typography variant="body2" color="text.secondary">
              {t('plans.form.source', { label: draft.source.label })}
            </Typography>
          )}
          <TextField
            label={t('plans.form.title')}
            {...registerTextField(form, 'title', { validate: (v) => v.trim() !== '' })}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'plan-title' } }}
            error={!!errors.title}
            helperText={fieldError('title', t('plans.form.titleRequired'))}
          />
          <TextField
            label={t('plans.form.description')}
            {...registerTextField(form, 'description')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
            error={!!errors.description}
            helperText={errors.description?.message}
          />
          <Controller
            control={form.control}
            name="ownerUsername"
            rules={{ required: true }}
            render={({ field }) => (
              <TextField
                select
                label={t('plans.form.owner')}
                {...field}
                inputRef={field.ref}
                required
                disabled={!owners.data}
                error={!!errors.ownerUsername || owners.isError}
                helperText={
                  fieldError('ownerUsername', t('plans.form.ownerRequired')) ??
                  (owners.isPending ? t('plans.form.ownersLoading') : undefined)
                }
                slotProps={{ htmlInput: { 'data-testid': 'plan-owner' } }}
              >
                {(owners.data?.users ?? []).map((user) => (
                  <MenuItem key={user.username} value={user.username}>
                    {user.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('plans.form.dueDate')}
            type="date"
            {...registerTextField(form, 'dueDate', { required: true })}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'plan-due' } }}
            error={!!errors.dueDate}
            helperText={fieldError('dueDate', t('plans.form.dueRequired'))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={form.control}
              name="indicator"
              render={({ field }) => (
                <TextField
                  select
                  label={t('plans.form.indicator')}
                  {...field}
                  inputRef={field.ref}
                  error={!!errors.indicator}
                  helperText={errors.indicator?.message}
                  sx={{ flex: 2 }}
                  slotProps={{ htmlInput: { 'data-testid': 'plan-indicator' } }}
                >
                  {indicators.map((indicator) => (
                    <MenuItem key={indicator.extName} value={indicator.extName}>
                      {indicator.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="direction"
              render={({ field }) => (
                <TextField
                  select
                  label={t('plans.form.direction')}
                  {...field}
                  inputRef={field.ref}
                  sx={{ flex: 1.5 }}
                  error={!!errors.direction}
                  helperText={errors.direction?.message}
                >
                  <MenuItem value="atLeast">{t('plans.direction.atLeast')}</MenuItem>
                  <MenuItem value="atMost">{t('plans.direction.atMost')}</MenuItem>
                </TextField>
              )}
            />
            <TextField
              label={t('plans.form.target')}
              type="number"
              {...registerTextField(form, 'target', {
                validate: (v) => v.trim() !== '' && Number.isFinite(Number(v)),
              })}
              required
              sx={{ flex: 1.5 }}
              slotProps={{
                htmlInput: {
                  step: 'any',
                  min: chosen?.min,
                  max: chosen?.max,
                  inputMode: 'decimal',
                  'data-testid': 'plan-target',
                },
              }}
              error={!!errors.target}
              helperText={
                fieldError('target', t('plans.form.targetRequired')) ??
                (chosen &&
                  t('plans.form.targetHelp', {
                    min: formatNumber(chosen.min, locale),
                    max: formatNumber(chosen.max, locale),
                  }))
              }
            />
          </Stack>
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </Stack>
      </DialogContent>
    </FormDialog>
  );
}
