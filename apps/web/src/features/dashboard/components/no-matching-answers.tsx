import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { handOverFirstScreen } from '@/lib/first-screen.ts';

interface NoMatchingAnswersProps {
  /** The drill node's unit, as the breadcrumb names it. */
  unit: string;
  filterToken: string;
  /** The survey's start filter: offered back when the page has others. */
  startFilter: string;
  onFilterToken: (filterToken: string) => void;
}

/**
 * In place of a dashboard page's components when its filters leave no answers at the unit:
 * one message that says so, and the ways out (clear every filter, or go back to the survey's
 * start filter), rather than tiles of dashes, empty charts and lists cut by nothing.
 */
export function NoMatchingAnswers({ unit, filterToken, startFilter, onFilterToken }: NoMatchingAnswersProps) {
  const { t } = useTranslation();
  // drawn instead of the KPI tiles: the app takes the place of the server's first screen now
  useLayoutEffect(() => handOverFirstScreen(), []);
  const backToStart = startFilter !== '' && startFilter !== filterToken;
  return (
    <Panel title={t('dashboard.noMatch.title')} testId="no-matching-answers">
      <Stack spacing={2} sx={{ alignItems: 'center', py: 3, textAlign: 'center' }}>
        <FilterAltOffOutlinedIcon aria-hidden fontSize="large" sx={{ color: 'text.secondary' }} />
        <Typography variant="body1" sx={{ maxWidth: 560 }}>
          {t('dashboard.noMatch.body', { unit })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => onFilterToken('')} data-testid="no-match-clear">
            {t('dashboard.noMatch.clear')}
          </Button>
          {backToStart && (
            <Button
              variant="outlined"
              onClick={() => onFilterToken(startFilter)}
              data-testid="no-match-reset"
            >
              {t('filter.reset')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Panel>
  );
}
