import { interviewsApi } from '@opinio/domain/api/interviews';
import type { TInterviewComment, TInterviewDetails } from '@opinio/domain/schemas/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';
import { interviewKey, interviewTextsKey } from './get-interview.ts';

/** POST /api/vuejs/interview/addcomment/{survey}/{interviewId}: the caller's comment. */
function addComment(surveyExtName: string, interviewId: number, message: string): Promise<TInterviewComment> {
  return callApi(interviewsApi.addComment, {
    params: { survey: surveyExtName, interviewId },
    body: { message },
  });
}

/**
 * Optimistic: the comment shows at once (id < 0, author `me`) and is replaced by the
 * server's; on failure it is taken back and the form keeps the text.
 */
export function useAddComment(surveyExtName: string, interviewId: number, me: string) {
  const queryClient = useQueryClient();
  // The entry on screen (the UI's language); the others refetch afterwards.
  const key = interviewTextsKey(surveyExtName, interviewId, useLocale());
  const everyLanguage = interviewKey(surveyExtName, interviewId);
  return useMutation({
    mutationFn: (message: string) => addComment(surveyExtName, interviewId, message),
    meta: { silentError: true },
    onMutate: async (message) => {
      await queryClient.cancelQueries({ queryKey: everyLanguage });
      const before = queryClient.getQueryData<TInterviewDetails>(key);
      const temporary: TInterviewComment = {
        id: -Date.now(),
        message: message.trim(),
        author: me,
        createdAt: new Date().toISOString(),
      };
      if (before) queryClient.setQueryData(key, { ...before, comments: [...before.comments, temporary] });
      return { before, temporary };
    },
    onSuccess: (comment, _message, context) => {
      queryClient.setQueryData<TInterviewDetails>(key, (current) =>
        current
          ? {
              ...current,
              comments: current.comments.map((c) => (c.id === context?.temporary.id ? comment : c)),
            }
          : current,
      );
    },
    onError: (_error, _message, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyLanguage }),
  });
}
