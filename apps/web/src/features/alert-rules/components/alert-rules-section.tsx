import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TAlertRule } from '@opinio/domain/schemas/alerts';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state.tsx';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useSurveyTopics } from '@/entities/survey-config/api/get-survey-topics.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useAlertRules } from '../api/get-alert-rules.ts';
import { useSaveAlertRule } from '../api/save-alert-rule.ts';
import { conditionText } from '../lib/alert-rule-text.ts';
import { AlertRuleFormDialog } from './alert-rule-form-dialog.tsx';
import { DeleteRuleDialog } from './delete-rule-dialog.tsx';

/** The survey's alert rules: each new interview that meets a rule opens an alert for the unit's manager. */
export function AlertRulesSection({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation();
  const query = useAlertRules(survey.extName);
  const toggle = useSaveAlertRule(survey.extName);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TAlertRule | null>(null);
  const [deleting, setDeleting] = useState<TAlertRule | null>(null);
  const rules = query.data ?? [];
  const locale = useLocale();
  // topic names only when a rule names topics (the survey's topics answer otherwise unasked)
  const namesTopics = rules.some((rule) => 'topics' in rule.condition && rule.condition.topics?.length);
  const topics = useSurveyTopics(survey, namesTopics).data;
  const topicName = (key: string) => topics?.find((topic) => topic.key === key)?.name ?? key;

  const setEnabled = async (rule: TAlertRule, enabled: boolean) => {
    try {
      // The name as saved (every language of it), not the one shown.
      const { createdAt: _, localizedName, ...fields } = rule;
      await toggle.mutateAsync({ ...fields, name: localizedName, enabled });
      showSnackbar(
        t(enabled ? 'alertRules.enabledNow' : 'alertRules.disabledNow', { name: rule.name }),
        'success',
      );
    } catch (error) {
      showSnackbar(errorMessage(error), 'error');
    }
  };

  return (
    <Panel
      title={t('alertRules.title')}
      busy={query.isFetching}
      testId="alert-rules"
      actions={
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCreating(true)}>
          {t('alertRules.create')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('alertRules.intro')}
      </Typography>
      {query.isPending && <LoadingSkeleton variant="rows" />}
      {query.isError && <ErrorState error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && rules.length === 0 && <EmptyState text={t('alertRules.empty')} />}
      {rules.length > 0 && (
        <TableScroll label={t('alertRules.title')}>
          <Table size="small" aria-label={t('alertRules.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('alertRules.name')}</TableCell>
                <TableCell>{t('alertRules.condition')}</TableCell>
                <TableCell>{t('alertRules.due')}</TableCell>
                <TableCell>{t('alertRules.notify')}</TableCell>
                <TableCell>{t('alertRules.enabled')}</TableCell>
                <TableCell align="right">
                  <VisuallyHidden>{t('alertRules.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule) => (
                <TableRow
                  key={rule.id}
                  data-testid={`alert-rule-${rule.id}`}
                  sx={rule.enabled ? undefined : { '& td': { color: 'text.secondary' } }}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{rule.name}</TableCell>
                  <TableCell>{conditionText(survey, rule.condition, t, { locale, topicName })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('alertRules.dueIn', { count: rule.dueHours })}
                  </TableCell>
                  <TableCell>
                    {rule.notify ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="primary"
                        icon={<MailOutlinedIcon aria-hidden />}
                        label={t('alertRules.mailOn')}
                      />
                    ) : (
                      <Chip size="small" variant="outlined" label={t('alertRules.mailOff')} />
                    )}
                  </TableCell>
                  <TableCell>
                    <Switch
                      size="small"
                      checked={rule.enabled}
                      disabled={toggle.isPending}
                      onChange={(e) => setEnabled(rule, e.target.checked)}
                      slotProps={{
                        input: { 'aria-label': t('alertRules.enabledNamed', { name: rule.name }) },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('alertRules.edit')}>
                      <IconButton
                        aria-label={t('alertRules.editNamed', { name: rule.name })}
                        onClick={() => setEditing(rule)}
                      >
                        <EditOutlinedIcon aria-hidden />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('alertRules.delete')}>
                      <IconButton
                        aria-label={t('alertRules.deleteNamed', { name: rule.name })}
                        color="error"
                        onClick={() => setDeleting(rule)}
                      >
                        <DeleteOutlinedIcon aria-hidden />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {creating && <AlertRuleFormDialog survey={survey} onClose={() => setCreating(false)} />}
      {editing && <AlertRuleFormDialog survey={survey} existing={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteRuleDialog surveyExtName={survey.extName} rule={deleting} onClose={() => setDeleting(null)} />
      )}
    </Panel>
  );
}
