import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import type { TSentimentModelSummary, TTopicSuggestionsResponse } from '@opinio/domain/schemas/topics';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { TableScroll } from '@/components/table-scroll.tsx';
import { useSentimentModel, useSurveyContext } from '@/entities/survey-config/api/get-survey-topics.ts';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';
import { useTopicSuggestions } from '../api/get-topic-suggestions.ts';

/**
 * The survey's comment topics for those who set it up (docs/text-analytics.md): how well the
 * sentiment model does, and phrases that comments without a topic keep using, as candidates
 * for the taxonomy. Over all the comments the user sees, whatever the period.
 */
export function CommentTopicsSection({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation();
  const context = useSurveyContext(survey);
  const model = useSentimentModel(context);
  const suggestions = useTopicSuggestions(context);
  return (
    <Panel
      title={t('topicSettings.title')}
      busy={model.isFetching || suggestions.isFetching}
      testId="comment-topics-settings"
    >
      <Typography variant="body2" color="text.secondary">
        {t('topicSettings.intro')}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('topicSettings.model')}
      </Typography>
      {model.isPending && <LoadingSkeleton variant="rows" />}
      {model.isError && <ErrorState error={model.error} onRetry={() => model.refetch()} />}
      {model.isSuccess &&
        (model.data ? (
          <ModelFigures model={model.data} />
        ) : (
          <Typography variant="body2">{t('topics.noModel')}</Typography>
        ))}
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('topicSettings.suggestions')}
      </Typography>
      {suggestions.isPending && <LoadingSkeleton variant="rows" />}
      {suggestions.isError && <ErrorState error={suggestions.error} onRetry={() => suggestions.refetch()} />}
      {suggestions.isSuccess && <Suggestions answer={suggestions.data} />}
    </Panel>
  );
}

/** The model's held-out accuracy beside what always guessing gets right, and what it learned from. */
function ModelFigures({ model }: { model: TSentimentModelSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const share = (value: number | null) =>
    value === null ? t('topicSettings.notMeasured') : formatPercent(value * 100, locale);
  const rows: Array<[string, string]> = [
    [t('topicSettings.accuracy'), share(model.accuracy)],
    [t('topicSettings.baseline'), share(model.baseline)],
    [t('topicSettings.trained'), formatNumber(model.trained, locale)],
    [t('topicSettings.heldOut'), formatNumber(model.heldOut, locale)],
  ];
  return (
    <Box
      component="dl"
      data-testid="sentiment-model"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'start',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The suggested phrases, most used first, each with a comment that uses it. */
function Suggestions({ answer }: { answer: TTopicSuggestionsResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = t('topicSettings.suggestions');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('topicSettings.suggestionsIntro', { comments: formatNumber(answer.comments, locale) })}{' '}
        {t('topicSettings.howToAdd')}
      </Typography>
      {answer.suggestions.length === 0 ? (
        <Typography variant="body2">{t('topicSettings.noSuggestions')}</Typography>
      ) : (
        <TableScroll label={label}>
          <Table size="small" aria-label={label} data-testid="topic-suggestions">
            <TableHead>
              <TableRow>
                <TableCell>{t('topicSettings.column.phrase')}</TableCell>
                <TableCell align="right">{t('topicSettings.column.count')}</TableCell>
                <TableCell>{t('topicSettings.column.example')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.suggestions.map((s) => (
                <TableRow key={s.phrase}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {s.phrase}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(s.count, locale)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240, color: 'text.secondary' }}>{s.comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
