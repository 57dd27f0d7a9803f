import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatSignedNumber, useLocale } from '@/lib/number-format.ts';
import { SENTIMENT_TONE_COLOUR, sentimentTone } from '@/lib/sentiment-tone.ts';
import { Hint } from './hint.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * A sentiment score (−1..1) as a word in its colour, never the colour alone: "positive",
 * "mixed" or "negative", the score itself on hover and for screen readers.
 */
export function SentimentWord({ score }: { score: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tone = sentimentTone(score);
  const explained = t('topics.sentimentScore', { score: formatSignedNumber(score, locale, 2) });
  return (
    <Hint title={explained} align="start">
      <Box
        component="span"
        data-testid="sentiment"
        data-tone={tone}
        sx={{ color: SENTIMENT_TONE_COLOUR[tone], fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {t(`topics.sentiment.${tone}`)}
        <VisuallyHidden>{` (${explained})`}</VisuallyHidden>
      </Box>
    </Hint>
  );
}
