import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAlertSummary } from '@opinio/domain/schemas/alerts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AlertStateChip } from '@/components/alert-state-chip.tsx';
import { formatDateWithMonthName, useLocale } from '@/lib/number-format.ts';
import { alertExcerpt } from '../lib/alert-row-text.ts';
import type { AlertListViewProps } from './alert-table.tsx';
import { DueDate } from './due-date.tsx';

/** The alert list on a phone: a card per alert, each one link to the alert. */
export function AlertCards({ items, hrefFor }: AlertListViewProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 1 }}
      aria-label={t('screen.alerts.title')}
      data-testid="alert-cards"
    >
      {items.map((alert) => (
        <AlertCard key={alert.id} alert={alert} href={hrefFor(alert)} />
      ))}
    </Stack>
  );
}

function AlertCard({ alert, href }: { alert: TAlertSummary; href: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    // The card answers Enter when focused from a script, as the table's row does; the link inside
    // is its one tab stop.
    <Card
      component="li"
      variant="outlined"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) navigate(href);
      }}
      data-testid="alert-row"
      data-alert-id={alert.id}
      data-interview-id={alert.interviewId}
    >
      <CardActionArea
        component={RouterLink}
        to={href}
        // the card clips what overflows it: draw the focus ring inside
        sx={{ p: 1.5, '&.Mui-focusVisible': { outlineOffset: -2 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
            {alert.title}
          </Typography>
          <AlertStateChip state={alert.state} />
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="alert-rule"
        >
          {t('alerts.rule', { name: alert.ruleName })}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            mt: 0.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
          data-testid="alert-excerpt"
        >
          {alertExcerpt(alert, t)}
        </Typography>
        <Stack
          component="dl"
          direction="row"
          sx={{ m: 0, mt: 1, columnGap: 2.5, rowGap: 1, flexWrap: 'wrap' }}
        >
          <Fact label={t('alerts.column.due')}>
            <DueDate alert={alert} />
          </Fact>
          <Fact label={t('alerts.column.assignee')}>
            {alert.assignee ?? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('alerts.unassigned')}
              </Box>
            )}
          </Fact>
          <Fact label={t('alerts.column.created')}>
            <time dateTime={alert.createdAt}>{formatDateWithMonthName(alert.createdAt, locale)}</time>
          </Fact>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
        {children}
      </Box>
    </div>
  );
}
