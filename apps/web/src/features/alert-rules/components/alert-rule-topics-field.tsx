import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { TAlertRuleSave } from '@opinio/domain/schemas/alerts';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TopicChoice, useSurveyTopics } from '@/entities/survey-config/api/get-survey-topics.ts';
import type { TAlertRuleForm } from '../lib/alert-rule-form.ts';

interface AlertRuleTopicsFieldProps {
  survey: TSurvey;
  control: Control<TAlertRuleForm, unknown, TAlertRuleSave>;
  /** The server's word on the topics: a topic the taxonomy no longer has. */
  error: string | undefined;
}

/**
 * "…and the comment mentions any of these topics" for a comparison. A topic the rule names but
 * the taxonomy no longer has stays chosen, by its key, so that saving does not drop it
 * unseen. Nothing while the survey has no topics and the rule names none.
 */
export function AlertRuleTopicsField({ survey, control, error }: AlertRuleTopicsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const { field } = useController({ control, name: 'condition.topics' });
  const topics = useSurveyTopics(survey).data ?? [];
  const known = new Set(topics.map((topic) => topic.key));
  const choices: TopicChoice[] = [
    ...topics,
    ...field.value.filter((key) => !known.has(key)).map((key) => ({ key, name: key })),
  ];
  if (choices.length === 0) return null;
  const nameOf = (key: string) => choices.find((choice) => choice.key === key)?.name ?? key;

  return (
    <FormControl fullWidth error={!!error}>
      <InputLabel id={labelId} shrink>
        {t('alertRules.topics')}
      </InputLabel>
      <Select<string[]>
        labelId={labelId}
        label={t('alertRules.topics')}
        multiple
        displayEmpty
        notched
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        // the event gives a string only for autofill, comma separated
        onChange={(e) =>
          field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)
        }
        renderValue={(chosen) =>
          chosen.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('alertRules.topicsNone')}
            </Box>
          ) : (
            chosen.map(nameOf).join(', ')
          )
        }
        inputProps={{ 'aria-describedby': helperId, 'data-testid': 'alert-rule-topics' }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.key} value={choice.key}>
            <Checkbox size="small" checked={field.value.includes(choice.key)} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={choice.name} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={helperId}>{error ?? t('alertRules.topicsHelp')}</FormHelperText>
    </FormControl>
  );
}
