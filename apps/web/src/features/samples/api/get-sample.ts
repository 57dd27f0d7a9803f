import { samplesApi } from '@opinio/domain/api/samples';
import type { TSampleDetails } from '@opinio/domain/schemas/samples';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useLocale } from '@/lib/number-format.ts';

/** GET /api/vuejs/sample/{survey}/{sampleId}: one contact with its campaign messages. */
function getSample(surveyExtName: string, sampleId: string, signal?: AbortSignal): Promise<TSampleDetails> {
  return callApi(samplesApi.sample, { params: { survey: surveyExtName, sampleId }, signal });
}

function sampleQueryOptions(surveyExtName: string, loadCount: number, sampleId: string, locale: string) {
  return queryOptions({
    queryKey: ['sample', surveyExtName, loadCount, sampleId, locale] as const,
    queryFn: ({ signal }) => getSample(surveyExtName, sampleId, signal),
    meta: { silentError: true },
    // a contact outside the user's scope answers 404: asking again will not change that
    retry: false,
  });
}

export function useSample(surveyExtName: string, loadCount: number, sampleId: string) {
  return useQuery(sampleQueryOptions(surveyExtName, loadCount, sampleId, useLocale()));
}
