import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alertTransitions, type TAlertTransition } from '@opinio/domain/alert-state-machine';
import { type TAlertDetails, type TAlertUpdate, ZAlertUpdate } from '@opinio/domain/schemas/alerts';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateTimeField, INVALID_DATE_TIME } from '@/components/date-time-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
import { useFormErrors } from '@/lib/use-form-errors.ts';
import { useAssignees } from '../api/get-assignees.ts';
import { useUpdateAlert } from '../api/update-alert.ts';
import { isoToLocalInput, localInputToIso } from '../lib/due-date-input.ts';

/** The server's fields of a follow-up, by where the form shows their refusal. */
const REFUSED_FIELD: Readonly<Record<string, string>> = {
  resolution: 'resolution',
  state: 'resolution',
  dueAt: 'due',
  assigneeUsername: 'root.assignee',
};

/** The drafts: the resolution note as the update takes it, the due date as the input holds it. */
const ZFollowUpForm = z.object({
  resolution: ZAlertUpdate.shape.resolution.unwrap(),
  due: z.string(),
});
type TFollowUpForm = z.input<typeof ZFollowUpForm>;

const UNASSIGNED = '';

/** State moves the server allows, the resolution note, the assignee and the due date. */
export function AlertFollowUp({ surveyExtName, alert }: { surveyExtName: string; alert: TAlertDetails }) {
  const { t } = useTranslation();
  const update = useUpdateAlert(surveyExtName, alert.id);
  const assignees = useAssignees(surveyExtName, alert.id);
  // What the role allows: notes, state and due date, reassigning (the server checks the same).
  const permissions = useIdentity().data?.permissions ?? [];
  const mayComment = permissions.includes('alerts.comment');
  const mayMove = permissions.includes('alerts.changeState');
  const mayReassign = permissions.includes('alerts.reassign');
  // A change saved here or elsewhere (a live event refetches): the drafts follow the server.
  const form = useForm<TFollowUpForm, unknown, z.output<typeof ZFollowUpForm>>({
    resolver: zodResolver(ZFollowUpForm),
    values: { resolution: alert.resolution ?? '', due: isoToLocalInput(alert.dueAt) },
  });
  const { errors } = form.formState;
  // a refused change: the field it names (a state move's note, the due date, the assignee), else above
  const refusal = useFormErrors(form, {
    fieldOf: (e) => (e.status === 400 && e.field ? (REFUSED_FIELD[e.field] ?? null) : null),
    root: 'root.other',
  });
  const [pending, setPending] = useState<string | null>(null);
  // What the last change did, for screen readers (the chip and the history show it on screen).
  const [done, setDone] = useState('');
  // A state move replaces its own button: focus goes to the state's group, not the page body.
  const stateGroup = useRef<HTMLDivElement>(null);
  const shownState = useRef(alert.state);
  useEffect(() => {
    if (shownState.current === alert.state) return;
    shownState.current = alert.state;
    if (document.activeElement === document.body) stateGroup.current?.focus();
  }, [alert.state]);

  const send = (what: string, body: TAlertUpdate, message: string) => {
    form.clearErrors();
    setPending(what);
    update.mutate(body, {
      onSuccess: () => {
        setDone(message);
      },
      onError: refusal.showError,
      onSettled: () => setPending(null),
    });
  };

  const move = (transition: TAlertTransition) =>
    form.handleSubmit(({ resolution }) =>
      send(
        transition.action,
        transition.needsResolution ? { state: transition.to, resolution } : { state: transition.to },
        t(`alert.moved.${transition.action}`),
      ),
    )();

  const resolutionError = errors.resolution?.message;
  const assigneeError = errors.root?.assignee?.message;
  const otherError = refusal.rootError;
  const assigneeOptions = assignees.data?.users ?? [];
  const assigneeKnown =
    alert.assigneeUsername === null || assigneeOptions.some((u) => u.username === alert.assigneeUsername);

  return (
    <Panel title={t('alert.followUp')} busy={update.isPending} testId="alert-follow-up">
      <Stack spacing={2.5}>
        <Stack
          ref={stateGroup}
          spacing={1.25}
          role="group"
          aria-label={t('alert.state')}
          tabIndex={-1}
          data-testid="alert-state-group"
        >
          {mayComment && (
            <TextField
              label={t('alert.resolution')}
              {...registerTextField(form, 'resolution')}
              multiline
              minRows={3}
              maxRows={10}
              slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'alert-resolution' } }}
              error={Boolean(resolutionError)}
              helperText={resolutionError ?? t('alert.resolutionHelp')}
            />
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {alertTransitions(alert.state)
              .filter((transition) => mayMove && (mayComment || !transition.needsResolution))
              .map((transition, index) => (
                <Button
                  key={transition.to}
                  variant={index === 0 ? 'contained' : 'outlined'}
                  onClick={() => move(transition)}
                  disabled={update.isPending}
                  data-testid={`alert-action-${transition.action}`}
                >
                  {pending === transition.action ? t('alert.saving') : t(`alert.action.${transition.action}`)}
                </Button>
              ))}
          </Stack>
        </Stack>

        <FormControl fullWidth error={Boolean(assigneeError)} disabled={update.isPending || !mayReassign}>
          {/* "Unassigned" is a value shown in the field: the label stays above it */}
          <InputLabel id={`assignee-${alert.id}`} shrink>
            {t('alert.assignee')}
          </InputLabel>
          <Select
            labelId={`assignee-${alert.id}`}
            label={t('alert.assignee')}
            notched
            value={assigneeKnown ? (alert.assigneeUsername ?? UNASSIGNED) : UNASSIGNED}
            onChange={(e) => {
              const next = e.target.value;
              send('assignee', { assigneeUsername: next === UNASSIGNED ? null : next }, t('alert.saved'));
            }}
            displayEmpty
            renderValue={(value) =>
              value === UNASSIGNED
                ? assigneeKnown
                  ? t('alerts.unassigned')
                  : (alert.assignee ?? t('alerts.unassigned'))
                : (assigneeOptions.find((u) => u.username === value)?.name ?? value)
            }
            data-testid="alert-assignee"
          >
            <MenuItem value={UNASSIGNED}>
              <em>{t('alerts.unassigned')}</em>
            </MenuItem>
            {assigneeOptions.map((user) => (
              <MenuItem key={user.username} value={user.username}>
                {user.name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {user.username}
                </Typography>
              </MenuItem>
            ))}
          </Select>
          {/* read-only for whom may not reassign: its help stays readable (a disabled grey is 2.7:1) */}
          <FormHelperText sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
            {assigneeError ??
              (assignees.isError
                ? t('alert.assigneesFailed', { message: errorMessage(assignees.error) })
                : assignees.isPending
                  ? t('state.loading')
                  : t('alert.assigneeHelp'))}
          </FormHelperText>
        </FormControl>

        {mayMove && (
          <Stack
            component="form"
            // on a phone the date takes the whole width, the button goes below it
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
            onSubmit={form.handleSubmit(({ due }) => {
              // a date being typed is no date yet: said, rather than sent as none
              if (due === INVALID_DATE_TIME) form.setError('due', { message: t('alert.dueInvalid') });
              else send('due', { dueAt: localInputToIso(due) }, t('alert.saved'));
            })}
          >
            <Controller
              control={form.control}
              name="due"
              render={({ field }) => (
                <DateTimeField
                  label={t('alert.dueDate')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  testId="alert-due"
                  error={Boolean(errors.due)}
                  helperText={errors.due?.message ?? t('alert.dueHelp')}
                  sx={{ flex: 1 }}
                />
              )}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={update.isPending || !form.formState.dirtyFields.due}
              sx={{ mt: { xs: 0, sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
            >
              {pending === 'due' ? t('alert.saving') : t('alert.save')}
            </Button>
          </Stack>
        )}

        <div role="status" aria-live="polite">
          <VisuallyHidden>{done}</VisuallyHidden>
        </div>
        {otherError && (
          <Alert severity="error" variant="outlined" onClose={() => form.clearErrors('root.other')}>
            {otherError}
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}
