import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAlertChange, TAlertDetails } from '@opinio/domain/schemas/alerts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';

/** Who changed what and when, oldest first, starting with the alert's creation. */
export function AlertHistory({ alert }: { alert: TAlertDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Panel title={t('alert.history')} testId="alert-history">
      <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <HistoryItem when={alert.createdAt} who={t('alert.system')} locale={locale}>
          <Typography variant="body2">{t('alert.created')}</Typography>
        </HistoryItem>
        {alert.history.map((entry, index) => (
          <HistoryItem
            // history entries have no id; their order never changes
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            when={entry.createdAt}
            who={entry.user ?? t('alert.system')}
            locale={locale}
          >
            {entry.changes.map((change) => (
              // an update changes each kind at most once
              <ChangeLine key={change.kind} change={change} />
            ))}
          </HistoryItem>
        ))}
      </Stack>
    </Panel>
  );
}

function HistoryItem({
  when,
  who,
  locale,
  children,
}: {
  when: string;
  who: string;
  locale: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-testid="alert-history-entry"
      sx={{ position: 'relative', pb: 1.5, '&:last-of-type': { pb: 0 } }}
    >
      <Stack sx={{ alignItems: 'center', pt: 0.75 }} aria-hidden>
        <span
          style={{ width: 10, height: 10, borderRadius: '50%', background: 'currentColor', opacity: 0.5 }}
        />
      </Stack>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          <strong>{who}</strong> ·{' '}
          <time dateTime={when}>{formatDateWithMonthName(when, locale, { time: true })}</time>
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}

function ChangeLine({ change }: { change: TAlertChange }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('alert.none');
  switch (change.kind) {
    case 'state':
      return (
        <Typography variant="body2">
          {t('alert.change.state', {
            from: t(`alerts.state.${change.from}`),
            to: t(`alerts.state.${change.to}`),
          })}
        </Typography>
      );
    case 'assignee':
      return (
        <Typography variant="body2">
          {t('alert.change.assignee', { from: change.from ?? none, to: change.to ?? none })}
        </Typography>
      );
    case 'dueAt': {
      const date = (d: string | null) => (d ? formatDateWithMonthName(d, locale, { time: true }) : none);
      return (
        <Typography variant="body2">
          {t('alert.change.dueAt', { from: date(change.from), to: date(change.to) })}
        </Typography>
      );
    }
    case 'resolution':
      return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {t('alert.change.resolution', { text: change.text || none })}
        </Typography>
      );
  }
}
