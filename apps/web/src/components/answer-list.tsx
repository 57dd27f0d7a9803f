import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TInterviewAnswer } from '@opinio/domain/schemas/interviews';
import type { TSurvey } from '@opinio/domain/schemas/survey';
import { useTranslation } from 'react-i18next';
import { type AnswerDisplay, answerDisplay, NPS_COLOUR } from '@/lib/answer-display.ts';
import { EmptyState } from './empty-state.tsx';

interface AnswerListProps {
  answers: readonly TInterviewAnswer[];
  /** The survey's questions and indicators, when signed in: NPS and score scales. */
  survey: TSurvey | null;
}

/** Every answer under its question: NPS in its category colour, scores on their scale, texts as written. */
export function AnswerList({ answers, survey }: AnswerListProps) {
  const { t } = useTranslation();
  if (answers.length === 0) return <EmptyState text={t('interview.noAnswers')} />;
  return (
    <Stack component="dl" sx={{ m: 0 }} data-testid="answer-list">
      {answers.map((answer, index) => (
        <Stack
          key={answer.question}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{
            py: 1.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
            alignItems: { sm: 'center' },
          }}
          data-testid="answer"
          data-question={answer.question}
        >
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ flex: { sm: '0 0 42%' }, fontWeight: 500 }}
          >
            {answer.title}
          </Typography>
          <Box component="dd" sx={{ m: 0, flex: 1, minWidth: 0 }}>
            <AnswerValue display={answerDisplay(answer, survey)} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function AnswerValue({ display }: { display: AnswerDisplay }) {
  const { t } = useTranslation();
  switch (display.kind) {
    case 'nps':
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Chip
            color={NPS_COLOUR[display.category]}
            label={display.value}
            sx={{ fontWeight: 700, fontSize: '1rem', minWidth: 44 }}
            data-testid="nps-value"
            data-category={display.category}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }} color={`${NPS_COLOUR[display.category]}.dark`}>
            {t(`interview.nps.${display.category}`)}
          </Typography>
        </Stack>
      );
    case 'score':
      return (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 360 }}>
          <Typography variant="body1" sx={{ fontWeight: 700, minWidth: 56 }}>
            {t('interview.scoreOf', { value: display.value, max: display.max })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={display.fraction * 100}
            aria-label={t('interview.scoreOf', { value: display.value, max: display.max })}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
        </Stack>
      );
    case 'text':
      return display.text ? (
        <Typography
          variant="body1"
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          {display.text}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('interview.noText')}
        </Typography>
      );
    default:
      return (
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          {display.text}
        </Typography>
      );
  }
}
