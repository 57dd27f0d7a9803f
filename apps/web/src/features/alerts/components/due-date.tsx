import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOverdue } from '@opinio/domain/alert-state-machine';
import type { TAlertState } from '@opinio/domain/schemas/alerts';
import { useTranslation } from 'react-i18next';
import { formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';

/**
 * The due time, its month by name; an open alert past it is marked overdue (in words, not
 * colour alone).
 */
export function DueDate({ alert }: { alert: { state: TAlertState; dueAt: string | null } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!alert.dueAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('alerts.noDueDate')}
      </Typography>
    );
  }
  const overdue = isOverdue(alert, new Date());
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }} data-overdue={overdue}>
      <Typography
        variant="body2"
        component="time"
        dateTime={alert.dueAt}
        color={overdue ? 'error.main' : 'text.primary'}
        sx={{ fontWeight: overdue ? 600 : 400, whiteSpace: 'nowrap' }}
        data-testid="alert-due-date"
      >
        {formatDateWithMonthName(alert.dueAt, locale, { time: true })}
      </Typography>
      {overdue && (
        <Typography variant="caption" color="error.main" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          {t('alerts.overdue')}
        </Typography>
      )}
    </Stack>
  );
}
