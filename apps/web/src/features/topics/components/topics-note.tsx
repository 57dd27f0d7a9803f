import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTopicsResponse } from '@opinio/domain/schemas/topics';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, useLocale } from '@/lib/number-format.ts';

/**
 * Below the table, in small print: the comments no topic covers, how the sentiment is
 * learned and how often it is right (against always guessing), and what the change means.
 */
export function TopicsNote({ data }: { data: TTopicsResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { model } = data;
  const share = (value: number) => formatPercent(value * 100, locale);
  let modelText: string;
  if (!model) modelText = t('topics.noModel');
  else if (model.accuracy === null || model.baseline === null) modelText = t('topics.modelUntested');
  else modelText = t('topics.model', { accuracy: share(model.accuracy), baseline: share(model.baseline) });
  return (
    <Stack spacing={0.5} data-testid="topics-note">
      <Typography variant="body2" color="text.secondary">
        {t('topics.untagged', {
          count: data.untagged,
          untagged: formatNumber(data.untagged, locale),
          total: formatNumber(data.comments, locale),
        })}{' '}
        {modelText}
      </Typography>
      {data.period && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('topics.changeNote')}
        </Typography>
      )}
    </Stack>
  );
}
