import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type TAlertCondition, type TAlertRule, ZAlertRuleSave } from '@opinio/domain/schemas/alerts';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSaveAlertRule } from '../api/save-alert-rule.ts';
import {
  OPERATOR_SYMBOL,
  OPERATORS,
  parseKeywords,
  questionLabel,
  type TOperator,
} from '../lib/alert-rule-text.ts';

interface AlertRuleFormDialogProps {
  survey: Pick<TSurvey, 'extName' | 'questions' | 'indicators'>;
  /** Editing this rule; without it, a new rule. */
  existing?: TAlertRule;
  onClose(): void;
}

const FIELDS = ['name', 'condition.question', 'condition.value', 'condition.contains', 'dueHours'];

/** Create or edit a rule: its name, the condition on one question, due time, mail and whether it runs. */
export function AlertRuleFormDialog({ survey, existing, onClose }: AlertRuleFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const initial = existing?.condition;
  const [name, setName] = useState(existing?.name ?? '');
  const [questionExtName, setQuestionExtName] = useState(
    initial?.question ?? survey.questions.find((q) => q.type !== 'text')?.extName ?? '',
  );
  const [op, setOp] = useState<TOperator>(initial && 'op' in initial ? initial.op : '<=');
  const [value, setValue] = useState(initial && 'value' in initial ? String(initial.value) : '');
  const [keywords, setKeywords] = useState(
    initial && 'contains' in initial ? initial.contains.join(', ') : '',
  );
  const [dueHours, setDueHours] = useState(String(existing?.dueHours ?? 72));
  const [notify, setNotify] = useState(existing?.notify ?? true);
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveAlertRule(survey.extName);
  const question = survey.questions.find((q) => q.extName === questionExtName);

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    if (!question) {
      setFieldError({ field: 'condition.question', message: t('alertRules.questionRequired') });
      return;
    }
    let condition: TAlertCondition;
    if (question.type === 'text') {
      condition = { question: question.extName, contains: parseKeywords(keywords) };
    } else {
      condition = { question: question.extName, op, value: value.trim() === '' ? Number.NaN : Number(value) };
    }
    const parsed = ZAlertRuleSave.safeParse({
      id: existing?.id,
      name,
      condition,
      dueHours: dueHours.trim() === '' ? Number.NaN : Number(dueHours),
      notify,
      enabled,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.') ?? '';
      const field =
        FIELDS.find((f) => path.startsWith(f)) ??
        (question.type === 'text' ? 'condition.contains' : 'condition.value');
      const messages: Record<string, string> = {
        name: t('alertRules.nameRequired'),
        'condition.value': t('alertRules.valueRequired'),
        'condition.contains': t('alertRules.keywordsRequired'),
        dueHours: t('alertRules.dueHoursRange'),
      };
      setFieldError({ field, message: messages[field] ?? issue?.message ?? '' });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showSnackbar(t('alertRules.saved', { name: parsed.data.name }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field)
        setFieldError({ field: error.field, message: error.message });
      else setFieldError({ field: '', message: errorMessage(error) });
    }
  };

  const scale =
    question?.type === 'number' && question.min !== null && question.max !== null
      ? t('alertRules.scale', { min: question.min, max: question.max })
      : undefined;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {existing ? t('alertRules.editTitle') : t('alertRules.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('alertRules.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              placeholder={t('alertRules.namePlaceholder')}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'alert-rule-name' } }}
              error={!!errorOf('name')}
              helperText={errorOf('name') ?? t('alertRules.nameHelp')}
            />
            <TextField
              select
              label={t('alertRules.question')}
              value={questionExtName}
              onChange={(e) => {
                setQuestionExtName(e.target.value);
                setValue('');
                setFieldError(null);
              }}
              required
              slotProps={{ htmlInput: { 'data-testid': 'alert-rule-question' } }}
              error={!!errorOf('condition.question')}
              helperText={errorOf('condition.question')}
            >
              {survey.questions.map((q) => (
                <MenuItem key={q.extName} value={q.extName}>
                  {questionLabel(survey, q)}
                </MenuItem>
              ))}
            </TextField>
            {question?.type === 'text' ? (
              <TextField
                label={t('alertRules.keywords')}
                value={keywords}
                onChange={(e) => setKeywords(e.target.value)}
                required
                placeholder={t('alertRules.keywordsPlaceholder')}
                slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'alert-rule-keywords' } }}
                error={!!errorOf('condition.contains')}
                helperText={errorOf('condition.contains') ?? t('alertRules.keywordsHelp')}
              />
            ) : (
              question && (
                <Stack direction="row" spacing={2}>
                  <TextField
                    select
                    label={t('alertRules.operator')}
                    value={op}
                    onChange={(e) => setOp(e.target.value as TOperator)}
                    sx={{ width: 160, flexShrink: 0 }}
                  >
                    {OPERATORS.map((o) => (
                      <MenuItem key={o} value={o}>
                        {`${OPERATOR_SYMBOL[o]}  ${t(`alertRules.op.${o}`)}`}
                      </MenuItem>
                    ))}
                  </TextField>
                  {question.type === 'choice' ? (
                    <TextField
                      select
                      fullWidth
                      label={t('alertRules.value')}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                      required
                      error={!!errorOf('condition.value')}
                      helperText={errorOf('condition.value')}
                    >
                      {question.options.map((o) => (
                        <MenuItem key={o.value} value={String(o.value)}>
                          {o.title}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <TextField
                      fullWidth
                      type="number"
                      label={t('alertRules.value')}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                      required
                      slotProps={{
                        htmlInput: {
                          min: question.min ?? undefined,
                          max: question.max ?? undefined,
                          'data-testid': 'alert-rule-value',
                        },
                      }}
                      error={!!errorOf('condition.value')}
                      helperText={errorOf('condition.value') ?? scale}
                    />
                  )}
                </Stack>
              )
            )}
            <TextField
              type="number"
              label={t('alertRules.dueHours')}
              value={dueHours}
              onChange={(e) => setDueHours(e.target.value)}
              required
              sx={{ maxWidth: 240 }}
              slotProps={{ htmlInput: { min: 1, max: 8760, 'data-testid': 'alert-rule-due' } }}
              error={!!errorOf('dueHours')}
              helperText={errorOf('dueHours') ?? t('alertRules.dueHoursHelp')}
            />
            <Stack>
              <FormControlLabel
                control={<Switch checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
                label={t('alertRules.notifyHelp')}
              />
              <FormControlLabel
                control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
                label={t('alertRules.enabledHelp')}
              />
            </Stack>
            {fieldError && !FIELDS.includes(fieldError.field) && (
              <Alert severity="error">{fieldError.message}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('alertRules.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {existing ? t('alertRules.save') : t('alertRules.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
