import { templatesApi } from '@opinio/domain/api/campaigns';
import type { TChannel, TTemplateList } from '@opinio/domain/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** The first part of every template query's key: a save refreshes them all. */
export const templatesKey = (survey: string) => ['templates', survey] as const;

/** GET /api/vuejs/templates/{survey}?channel: the survey's templates, of one channel or all. */
function getTemplates(
  survey: string,
  channel: TChannel | null,
  signal?: AbortSignal,
): Promise<TTemplateList> {
  return callApi(templatesApi.list, { params: { survey }, query: channel ? { channel } : {}, signal });
}

function templatesQueryOptions(survey: string, channel: TChannel | null) {
  return queryOptions({
    queryKey: [...templatesKey(survey), 'list', channel ?? 'all'] as const,
    queryFn: ({ signal }) => getTemplates(survey, channel, signal),
    // the screens show their own error state
    meta: { silentError: true },
  });
}

/** `enabled` false for those who may not see templates (the server answers them 403). */
export function useTemplates(survey: string, channel: TChannel | null, enabled = true) {
  return useQuery({ ...templatesQueryOptions(survey, channel), enabled });
}
