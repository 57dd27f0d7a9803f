import { templatesApi } from '@opinio/domain/api/campaigns';
import type { TTemplate } from '@opinio/domain/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { templatesKey } from './get-templates.ts';

export const templateKey = (survey: string, templateId: number) =>
  [...templatesKey(survey), 'one', templateId] as const;

/** GET /api/vuejs/templates/{survey}/{templateId}: one template with its languages. */
function getTemplate(survey: string, templateId: number, signal?: AbortSignal): Promise<TTemplate> {
  return callApi(templatesApi.get, { params: { survey, templateId }, signal });
}

function templateQueryOptions(survey: string, templateId: number) {
  return queryOptions({
    queryKey: templateKey(survey, templateId),
    queryFn: ({ signal }) => getTemplate(survey, templateId, signal),
    meta: { silentError: true },
    // another survey's template answers 404: asking again will not change that
    retry: false,
    // the editor keeps its own draft: a refetch behind it would not show anyway
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** templateId null: a new template, nothing to load. */
export function useTemplate(survey: string, templateId: number | null) {
  return useQuery({ ...templateQueryOptions(survey, templateId ?? 0), enabled: templateId !== null });
}
