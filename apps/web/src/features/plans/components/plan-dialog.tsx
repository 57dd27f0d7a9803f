import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TPlan, TPlanUpdate } from '@opinio/domain/schemas/plans';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { usePlan } from '../api/get-plans.ts';
import { useUpdatePlan } from '../api/save-plan.ts';
import { targetText } from '../lib/plan-text.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PlanOutcome } from './plan-outcome.tsx';
import { PlanProgress } from './plan-progress.tsx';
import { PlanStatusChip } from './plan-status-chip.tsx';

interface PlanDialogProps {
  survey: TSurvey;
  plan: TPlan;
  minAnswers: number;
  /** The caller's role may change plans (`plans.manage`). */
  mayManage: boolean;
  onClose(): void;
}

/**
 * One plan: what, who, by when, its target and how it goes (or went); for a manager, edit,
 * close as done with a note, cancel, or reopen.
 */
export function PlanDialog({ survey, plan: listed, minAnswers, mayManage, onClose }: PlanDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const plan = usePlan(survey.extName, listed.id, listed).data ?? listed;
  const update = useUpdatePlan(survey.extName, plan.id);
  const [mode, setMode] = useState<'view' | 'edit' | 'done'>('view');
  const [note, setNote] = useState(plan.note ?? '');
  const [problem, setProblem] = useState<{ field: 'note' | null; message: string } | null>(null);

  if (mode === 'edit') {
    return (
      <PlanFormDialog survey={survey} unit={plan.unit} existing={plan} onClose={() => setMode('view')} />
    );
  }

  const move = async (change: TPlanUpdate) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(change);
      showSnackbar(t('plans.detail.stateSaved', { state: t(`plans.status.${saved.status}`) }), 'success');
      setMode('view');
    } catch (error) {
      const field = error instanceof ApiError && error.field === 'note' ? 'note' : null;
      setProblem({ field, message: errorMessage(error) });
    }
  };
  const open = plan.state === 'open';

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      data-testid="plan-dialog"
    >
      <DialogTitle id={titleId} sx={{ pr: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <span>{plan.title}</span>
          <PlanStatusChip status={plan.status} />
        </Stack>
      </DialogTitle>
      {/* read with the keyboard too when it scrolls (a phone): it holds no control of its own */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Stack spacing={2}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
          >
            <Fact label={t('plans.column.target')}>{targetText(plan, locale, t)}</Fact>
            <Fact label={t('plans.column.owner')}>{plan.owner?.name ?? t('plans.noOwner')}</Fact>
            <Fact label={t('plans.column.due')}>{formatDate(plan.dueDate, locale)}</Fact>
            <Fact label={t('plans.column.unit')}>{plan.unit.title}</Fact>
            {plan.source && (
              <Fact label={t('plans.detail.source')}>
                {t(`plans.source.${plan.source.kind}`)}
                {plan.source.label && `: ${plan.source.label}`}
              </Fact>
            )}
          </Box>
          {plan.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{plan.description}</Typography>}
          <Typography variant="caption" color="text.secondary">
            {plan.createdBy
              ? t('plans.detail.madeBy', { name: plan.createdBy, date: formatDate(plan.createdAt, locale) })
              : t('plans.detail.madeOn', { date: formatDate(plan.createdAt, locale) })}
            {plan.closedAt && ` · ${t('plans.detail.closedOn', { date: formatDate(plan.closedAt, locale) })}`}
          </Typography>
          {plan.note && mode !== 'done' && (
            <Box>
              <Typography variant="subtitle2">{t('plans.detail.doneNote')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="plan-note">
                {plan.note}
              </Typography>
            </Box>
          )}
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('plans.detail.outcome')}
          </Typography>
          {!plan.outcome.ended && <PlanProgress plan={plan} />}
          <PlanOutcome plan={plan} minAnswers={minAnswers} />
          {mode === 'done' && (
            <TextField
              label={t('plans.detail.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              required
              autoFocus
              error={problem?.field === 'note'}
              helperText={problem?.field === 'note' ? problem.message : undefined}
              slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'plan-done-note' } }}
            />
          )}
          {problem && problem.field === null && <Alert severity="error">{problem.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mode === 'done' ? (
          <>
            <Button onClick={() => setMode('view')} disabled={update.isPending}>
              {t('plans.detail.back')}
            </Button>
            <Button
              variant="contained"
              disabled={update.isPending}
              onClick={() =>
                note.trim()
                  ? move({ state: 'done', note })
                  : setProblem({ field: 'note', message: t('plans.detail.noteRequired') })
              }
              data-testid="plan-confirm-done"
            >
              {t('plans.detail.confirmDone')}
            </Button>
          </>
        ) : (
          <>
            {mayManage && open && (
              <>
                <Button onClick={() => setMode('edit')} data-testid="plan-edit">
                  {t('plans.detail.edit')}
                </Button>
                <Button onClick={() => move({ state: 'cancelled' })} disabled={update.isPending}>
                  {t('plans.detail.cancelPlan')}
                </Button>
                <Button onClick={() => setMode('done')} data-testid="plan-done">
                  {t('plans.detail.done')}
                </Button>
              </>
            )}
            {mayManage && !open && (
              <Button onClick={() => move({ state: 'open' })} disabled={update.isPending}>
                {t('plans.detail.reopen')}
              </Button>
            )}
            <Button variant="contained" onClick={onClose} disabled={update.isPending}>
              {t('plans.detail.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
