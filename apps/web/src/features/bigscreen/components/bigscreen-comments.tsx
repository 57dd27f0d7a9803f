import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBigScreenSummary } from '@opinio/domain/schemas/bigscreen';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { TV_COLOURS, tv } from '../lib/tv-size.ts';
import { TvCard } from './tv-card.tsx';

type Comment = TBigScreenSummary['comments'][number];

/** Seconds each comment stays in view while the list scrolls. */
const SECONDS_PER_COMMENT = 7;

function scoreColour(score: number | null): string {
  if (score === null) return TV_COLOURS.muted;
  if (score >= 9) return TV_COLOURS.good;
  if (score <= 6) return TV_COLOURS.bad;
  return '#ffc107';
}

function CommentCard({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', pb: tv(18), mb: tv(18), borderBottom: `1px solid ${TV_COLOURS.cardBorder}` }}
    >
      <Typography
        sx={{
          fontSize: tv(24),
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        “{comment.text}”
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: tv(10), mt: tv(8) }}>
        {comment.score !== null && (
          <Box
            component="span"
            aria-label={t('bigscreen.score', { score: comment.score })}
            sx={{
              fontSize: tv(18),
              fontWeight: 800,
              color: '#0a0f2c',
              background: scoreColour(comment.score),
              borderRadius: tv(8),
              px: tv(8),
              py: tv(1),
            }}
          >
            {comment.score}
          </Box>
        )}
        <Typography sx={{ fontSize: tv(18), color: TV_COLOURS.muted }}>
          {comment.unitTitle} · {formatDate(comment.date, locale, { day: 'numeric', month: 'short' })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The newest comments, scrolling slowly (still when the viewer prefers reduced motion). */
export function BigScreenComments({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  const scrolls = comments.length > 3;
  return (
    <TvCard title={t('bigscreen.comments')} testId="bigscreen-comments">
      {comments.length === 0 ? (
        <Typography sx={{ fontSize: tv(24), color: TV_COLOURS.muted }}>
          {t('bigscreen.noComments')}
        </Typography>
      ) : (
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            overflow: 'hidden',
            maskImage: 'linear-gradient(to bottom, transparent, black 6%, black 86%, transparent)',
          }}
        >
          <Box
            sx={{
              animation: scrolls
                ? `tvScroll ${comments.length * SECONDS_PER_COMMENT}s linear infinite`
                : 'none',
              '@keyframes tvScroll': {
                from: { transform: 'translateY(0)' },
                to: { transform: 'translateY(-50%)' },
              },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {comments.map((c) => (
                <CommentCard key={c.interviewId} comment={c} />
              ))}
            </Box>
            {/* The second copy makes the loop seamless; screen readers read the list once. */}
            {scrolls && (
              <Box component="ul" aria-hidden sx={{ m: 0, p: 0 }}>
                {comments.map((c) => (
                  <CommentCard key={c.interviewId} comment={c} />
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </TvCard>
  );
}
