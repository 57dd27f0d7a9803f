import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TInterviewComment } from '@opinio/domain/schemas/interviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, useLocale } from '../../../lib/number-format.ts';
import { useAddComment } from '../api/add-comment.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const MAX_LENGTH = 4000;

interface InterviewCommentsProps {
  surveyExtName: string;
  interviewId: number;
  comments: readonly TInterviewComment[];
  /** The signed-in user, shown on a comment until the server's answer replaces it. */
  me: string;
}

/** Staff comments on the interview, oldest first, and a form to add one. */
export function InterviewComments({ surveyExtName, interviewId, comments, me }: InterviewCommentsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [message, setMessage] = useState('');
  const add = useAddComment(surveyExtName, interviewId, me);
  const blank = message.trim().length === 0;

  return (
    <Panel title={t('interview.comments', { count: comments.length })} testId="interview-comments">
      {comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('interview.noComments')}
        </Typography>
      )}
      {comments.length > 0 && (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <Stack
              component="li"
              key={comment.id}
              spacing={0.5}
              data-testid="interview-comment"
              sx={{ opacity: comment.id < 0 ? 0.6 : 1, borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
            >
              <Typography variant="caption" color="text.secondary">
                <strong>{comment.author ?? t('interview.unknownAuthor')}</strong> ·{' '}
                <time dateTime={comment.createdAt}>{formatDate(comment.createdAt, locale, DATE_TIME)}</time>
                {comment.id < 0 && ` · ${t('interview.sending')}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.message}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack
        component="form"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) return;
          const text = message;
          setMessage('');
          add.mutate(text, { onError: () => setMessage(text) });
        }}
      >
        <TextField
          label={t('interview.addComment')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          maxRows={8}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH, 'data-testid': 'comment-input' } }}
          helperText={t('interview.commentHelp', { count: MAX_LENGTH - message.length })}
        />
        {add.isError && (
          <Alert severity="error" variant="outlined">
            {t('interview.commentFailed', { message: errorMessage(add.error) })}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={blank || add.isPending}
          sx={{ alignSelf: 'flex-end' }}
          data-testid="comment-submit"
        >
          {t('interview.saveComment')}
        </Button>
      </Stack>
    </Panel>
  );
}
