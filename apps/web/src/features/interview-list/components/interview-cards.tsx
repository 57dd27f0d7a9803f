import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { npsCategory } from '@opinio/domain/indicators';
import { pathFor } from '@opinio/domain/routes';
import type { TInterviewList } from '@opinio/domain/schemas/interviews';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { NPS_COLOUR } from '@/lib/answer-display.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';

type InterviewItem = TInterviewList['items'][number];

interface InterviewCardsProps {
  surveyExtName: string;
  items: readonly InterviewItem[];
  /** Names the list. */
  label: string;
  /** The node has units below it: each card names its interview's unit. */
  showUnit: boolean;
}

/**
 * The interviews on a phone: a card each (date, score in its class colour, the unit where the
 * node has several, the comment's first lines), the whole card one link to the interview, so
 * that the keyboard stops once per card and a tap anywhere on it opens it.
 */
export function InterviewCards({ surveyExtName, items, label, showUnit }: InterviewCardsProps) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      data-testid="interview-cards"
      sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
    >
      {items.map((item) => (
        <li key={item.id} data-testid="interview-card" data-interview-id={item.id}>
          <InterviewCard surveyExtName={surveyExtName} item={item} showUnit={showUnit} />
        </li>
      ))}
    </Stack>
  );
}

function InterviewCard({
  surveyExtName,
  item,
  showUnit,
}: {
  surveyExtName: string;
  item: InterviewItem;
  showUnit: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatDate(item.date, locale);
  return (
    <Link
      component={RouterLink}
      to={pathFor('interview', { surveyExtName, interviewId: item.id })}
      underline="none"
      color="inherit"
      data-testid="interview-card-link"
      sx={{
        display: 'block',
        position: 'relative',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        // the card, not only its edge, is marked while the keyboard is on it
        '&:focus-visible': {
          bgcolor: 'action.selected',
          borderColor: 'primary.main',
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          component="time"
          dateTime={item.date}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          data-testid="interview-date"
        >
          {date}
        </Typography>
        {showUnit && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ minWidth: 0, flex: 1 }}
            data-testid="interview-unit"
          >
            {item.unitTitle}
          </Typography>
        )}
        <Score value={item.nps} />
      </Stack>
      {item.comment ? (
        <Typography
          variant="body2"
          data-testid="interview-comment"
          sx={{
            mt: 0.75,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {item.comment}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {t('interviewList.noComment')}
        </Typography>
      )}
    </Link>
  );
}

/** The score in its class's colour; a screen reader hears the class too. */
function Score({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
        data-testid="interview-nps"
        data-figure
      >
        {t('interviewList.noScore')}
      </Typography>
    );
  const category = npsCategory(value);
  return (
    <>
      <Chip
        size="small"
        color={NPS_COLOUR[category]}
        label={value}
        aria-hidden
        sx={{ ml: 'auto', fontWeight: 700, minWidth: 36 }}
        data-testid="interview-nps"
        data-figure
        data-category={category}
      />
      <VisuallyHidden>
        {`, ${t('interviewList.npsLabel', { value, category: t(`interview.nps.${category}`) })}`}
      </VisuallyHidden>
    </>
  );
}
