import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSurveyListRow } from '@opinio/domain/schemas/survey-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatNumber, useLocale } from '@/lib/number-format.ts';

interface SurveyCardsProps {
  rows: readonly TSurveyListRow[];
  hrefFor: (row: TSurveyListRow) => string;
}

/** The survey list on a phone: a card per survey, each a link to its details. */
export function SurveyCards({ rows, hrefFor }: SurveyCardsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('surveyList.tableLabel')}
      data-testid="survey-cards"
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={hrefFor(row)}
              sx={{ p: 1.5 }}
              data-testid={`survey-card-${row.id}`}
            >
              <Typography sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
                {row.title || row.extName}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ overflowWrap: 'anywhere' }}
              >
                <span style={{ fontFamily: 'monospace' }}>{row.extName}</span> · {row.universeTitle}
              </Typography>
              <Stack direction="row" sx={{ mt: 1, gap: 2, flexWrap: 'wrap' }} component="dl">
                <Stat label={t('surveyList.col.interviews')} value={formatNumber(row.interviews, locale)} />
                <Stat label={t('surveyList.col.openAlerts')} value={formatNumber(row.openAlerts, locale)} />
                <Stat
                  label={t('surveyList.col.lastInterview')}
                  value={
                    row.lastInterviewAt ? formatDate(row.lastInterviewAt, locale) : t('surveyList.never')
                  }
                />
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}
