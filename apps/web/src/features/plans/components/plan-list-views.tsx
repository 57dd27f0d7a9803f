import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPlan } from '@opinio/domain/schemas/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/table-scroll.tsx';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { targetText } from '../lib/plan-text.ts';
import { PlanProgress } from './plan-progress.tsx';
import { PlanStatusChip } from './plan-status-chip.tsx';

interface PlanListViewProps {
  plans: readonly TPlan[];
  onOpen(plan: TPlan): void;
}

/** Where a plan stands: its progress while it runs, its outcome once its due date has passed. */
function Standing({ plan }: { plan: TPlan }) {
  const { t } = useTranslation();
  if (!plan.outcome.ended) return <PlanProgress plan={plan} />;
  const colour =
    plan.outcome.target === 'met'
      ? 'success.dark'
      : plan.outcome.target === 'notMet'
        ? 'error.main'
        : 'text.secondary';
  return (
    <Box data-testid="plan-ended">
      <Typography variant="body2" sx={{ fontWeight: 600, color: colour }}>
        {t(`plans.outcome.${plan.outcome.target}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`plans.change.${plan.outcome.change}`)}
      </Typography>
    </Box>
  );
}

/** The plans as a table (wide screens): a row opens the plan, by click or keyboard. */
export function PlanTable({ plans, onOpen }: PlanListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableScroll label={t('screen.plans.title')}>
      <Table size="small" aria-label={t('screen.plans.title')} data-testid="plan-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('plans.column.plan')}</TableCell>
            <TableCell>{t('plans.column.owner')}</TableCell>
            <TableCell>{t('plans.column.due')}</TableCell>
            <TableCell>{t('plans.column.target')}</TableCell>
            <TableCell>{t('plans.column.progress')}</TableCell>
            <TableCell>{t('plans.column.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.id} hover data-testid="plan-row" data-plan-id={plan.id}>
              <TableCell>
                <Box
                  component="button"
                  type="button"
                  onClick={() => onOpen(plan)}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    color: 'primary.main',
                    fontWeight: 600,
                    '&:hover': { textDecoration: 'underline' },
                    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
                  }}
                  data-testid="plan-open"
                >
                  {plan.title}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {plan.unit.title}
                </Typography>
              </TableCell>
              <TableCell>{plan.owner?.name ?? t('plans.noOwner')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={plan.dueDate}>{formatDate(plan.dueDate, locale)}</time>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{targetText(plan, locale, t)}</TableCell>
              <TableCell>
                <Standing plan={plan} />
              </TableCell>
              <TableCell>
                <PlanStatusChip status={plan.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The plans on a phone: a card per plan, the card one button that opens it. */
export function PlanCards({ plans, onOpen }: PlanListViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 1 }}
      aria-label={t('screen.plans.title')}
      data-testid="plan-cards"
    >
      {plans.map((plan) => (
        <Card component="li" variant="outlined" key={plan.id} data-testid="plan-row" data-plan-id={plan.id}>
          <CardActionArea
            onClick={() => onOpen(plan)}
            sx={{ p: 1.5, '&.Mui-focusVisible': { outlineOffset: -2 } }}
            data-testid="plan-open"
          >
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
                {plan.title}
              </Typography>
              <PlanStatusChip status={plan.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {plan.unit.title} · {targetText(plan, locale, t)}
            </Typography>
            <Stack
              component="dl"
              direction="row"
              sx={{ m: 0, mt: 1, columnGap: 2.5, rowGap: 1, flexWrap: 'wrap' }}
            >
              <Fact label={t('plans.column.due')}>
                <time dateTime={plan.dueDate}>{formatDate(plan.dueDate, locale)}</time>
              </Fact>
              <Fact label={t('plans.column.owner')}>{plan.owner?.name ?? t('plans.noOwner')}</Fact>
              <Fact label={t('plans.column.progress')}>
                <Standing plan={plan} />
              </Fact>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
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
