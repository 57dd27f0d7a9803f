import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TAddComment, type TInterviewComment, ZAddComment } from '@opinio/domain/schemas/interviews';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { VisuallyHidden } from '@/components/visually-hidden.tsx';
import { useIdentity } from '@/entities/session/api/identity.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, useLocale } from '@/lib/number-format.ts';
import { registerTextField } from '@/lib/register-text-field.ts';
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
  const form = useForm<TAddComment>({ resolver: zodResolver(ZAddComment), defaultValues: { message: '' } });
  const message = form.watch('message');
  const add = useAddComment(surveyExtName, interviewId, me);
  const blank = message.trim().length === 0;
  const mayComment = !!useIdentity().data?.permissions.includes('interviews.comment');
  // The comment shows at once (sending); the field empties, and gets the text back if it fails.
  // What the last submit did, for screen readers (the list shows it on screen).
  const [done, setDone] = useState('');
  const input = useRef<HTMLTextAreaElement | null>(null);
  const messageField = registerTextField(form, 'message');
  // The button is disabled while the field is empty: focus stays in the field, ready for the next.
  const submit = form.handleSubmit(({ message: text }) => {
    form.reset();
    // after the render that empties the field and disables the button
    requestAnimationFrame(() => input.current?.focus());
    setDone('');
    add.mutate(text, {
      onSuccess: () => setDone(t('interview.commentAdded')),
      onError: () => form.setValue('message', text),
    });
  });

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
              sx={{ borderLeft: 3, borderColor: comment.id < 0 ? 'divider' : 'primary.light', pl: 1.5 }}
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
      {mayComment && (
        <Stack component="form" spacing={1} onSubmit={submit}>
          <TextField
            label={t('interview.addComment')}
            {...messageField}
            inputRef={(element: HTMLTextAreaElement | null) => {
              messageField.inputRef(element);
              input.current = element;
            }}
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
          <div role="status" aria-live="polite">
            <VisuallyHidden>{done}</VisuallyHidden>
          </div>
        </Stack>
      )}
    </Panel>
  );
}
